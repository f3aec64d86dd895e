/**
 * A recompute of (contract, period) after a late bet or a void: only the difference to what was already paid moves.
 * An amount that went down is clawed back only where the brand allows it; by default pay never goes negative and the
 * excess stays with the agent (a later rise pays only above what it already has).
 */
export function recomputeDifference(
  alreadyPaid: number,
  amount: number,
  clawBack = false,
): { pay: number; clawBack: number } {
  const delta = amount - alreadyPaid;
  if (delta >= 0) return { pay: delta, clawBack: 0 };
  return { pay: 0, clawBack: clawBack ? -delta : 0 };
}
