import type { ConsoleVipLevel, VipLevelsInput } from '@lotus/contract';
import { type Localized, localizedBody } from './content-forms';

/**
 * The VIP ladder as the levels page edits it (text as typed, major units) and the request body built from it. The
 * values keep the body's shape, so the contract's refusals land on the fields of the same paths; a blank threshold
 * is 0 (not asked) and a blank keep is "kept for good", which is what those mean on the wire.
 */

export interface LevelValues {
  name: Localized;
  upgradeValidBet: string;
  upgradeDeposit: string;
  /** Blank: the level is kept for good. */
  keepValidBet: string;
}

export interface LadderValues {
  /** The name of level 0, every member's level before the first upgrade. */
  baseName: Localized;
  /** Levels 1, 2, … in order. */
  levels: LevelValues[];
}

type Name = { EN?: string | undefined; CN?: string | undefined };

/** A level's name in the reader's language, else the other one, else "VIP n". */
export function levelName(level: { level: number; name: Name } | undefined, cn: boolean, n = level?.level ?? 0) {
  const name = level?.name ?? {};
  return (cn ? name.CN || name.EN : name.EN || name.CN) || `VIP ${n}`;
}

const localized = (name: Name): Localized => ({ EN: name.EN ?? '', CN: name.CN ?? '' });
const amountText = (value: number | null) => (value === null ? '' : String(value));

/** The stored ladder (level 0 first) as the form shows it. */
export function ladderValuesOf(levels: readonly ConsoleVipLevel[]): LadderValues {
  const base = levels.find((l) => l.level === 0);
  return {
    baseName: localized(base?.name ?? {}),
    levels: levels
      .filter((l) => l.level > 0)
      .sort((a, b) => a.level - b.level)
      .map((l) => ({
        name: localized(l.name),
        upgradeValidBet: amountText(l.upgradeValidBet),
        upgradeDeposit: amountText(l.upgradeDeposit),
        keepValidBet: amountText(l.keepValidBet),
      })),
  };
}

/** A new top level: named for its number, asking what the one below asks (the operator raises it), kept for good. */
export function nextLevel(values: LadderValues): LevelValues {
  const below = values.levels.at(-1);
  const n = values.levels.length + 1;
  return {
    name: { EN: `VIP ${n}`, CN: `VIP ${n}` },
    upgradeValidBet: below?.upgradeValidBet ?? '',
    upgradeDeposit: below?.upgradeDeposit ?? '',
    keepValidBet: '',
  };
}

const orZero = (value: string) => value.trim() || '0';

/** The request body of the ladder the form holds. */
export function ladderPayload(values: LadderValues): VipLevelsInput {
  return {
    baseName: localizedBody(values.baseName),
    levels: values.levels.map((l) => ({
      name: localizedBody(l.name),
      upgradeValidBet: orZero(l.upgradeValidBet),
      upgradeDeposit: orZero(l.upgradeDeposit),
      keepValidBet: l.keepValidBet.trim() === '' ? null : l.keepValidBet.trim(),
    })),
  };
}

export type AmountField = 'upgradeValidBet' | 'upgradeDeposit' | 'keepValidBet';

/** One difference between the stored ladder and the one about to be saved, as the confirmation lists them. */
export type LadderChange =
  | { type: 'baseName'; from: Name; to: Name }
  | { type: 'added'; level: number; name: Name }
  | { type: 'removed'; level: number; name: Name; members: number }
  | { type: 'renamed'; level: number; from: Name; to: Name }
  | { type: 'amount'; level: number; name: Name; field: AmountField; from: number | null; to: number | null };

const sameName = (a: Name, b: Name) => (a.EN ?? '') === (b.EN ?? '') && (a.CN ?? '') === (b.CN ?? '');
/** An amount typed as a number (blank as `blank`), or NaN: only valid forms are compared, so it stays rare. */
const typed = (value: string, blank: number | null) => (value.trim() === '' ? blank : Number(value.trim()));

/** What saving the form's ladder changes in the stored one, lowest level first. */
export function ladderChanges(stored: readonly ConsoleVipLevel[], values: LadderValues): LadderChange[] {
  const body = ladderPayload(values);
  const changes: LadderChange[] = [];
  const before = (level: number) => stored.find((l) => l.level === level);
  const base = before(0)?.name ?? {};
  if (!sameName(base, body.baseName)) changes.push({ type: 'baseName', from: base, to: body.baseName });
  values.levels.forEach((level, index) => {
    const n = index + 1;
    const name = body.levels[index]?.name ?? {};
    const old = before(n);
    if (!old) {
      changes.push({ type: 'added', level: n, name });
      return;
    }
    if (!sameName(old.name, name)) changes.push({ type: 'renamed', level: n, from: old.name, to: name });
    const amounts: [AmountField, number | null][] = [
      ['upgradeValidBet', typed(level.upgradeValidBet, 0)],
      ['upgradeDeposit', typed(level.upgradeDeposit, 0)],
      ['keepValidBet', typed(level.keepValidBet, null)],
    ];
    for (const [field, to] of amounts) {
      if (old[field] !== to) changes.push({ type: 'amount', level: n, name, field, from: old[field], to });
    }
  });
  for (const old of stored) {
    if (old.level > values.levels.length) {
      changes.push({ type: 'removed', level: old.level, name: old.name, members: old.members });
    }
  }
  return changes;
}

/** Levels about to be removed that members hold now: the server refuses the save until they are moved. */
export const heldRemovals = (changes: readonly LadderChange[]) =>
  changes.filter((c): c is Extract<LadderChange, { type: 'removed' }> => c.type === 'removed' && c.members > 0);

/** What is wrong with a field of the ladder (`consoleVip.problems.*`), by the path the contract names. */
export type LadderProblem = 'oneLanguage' | 'amountOrZero' | 'keep' | 'ascending' | 'tooMany';

export function ladderProblem(path: string): LadderProblem | undefined {
  if (path === 'baseName' || /^levels\.\d+\.name(\.|$)/.test(path)) return 'oneLanguage';
  if (/^levels\.\d+\.(upgradeValidBet|upgradeDeposit)$/.test(path)) return 'amountOrZero';
  if (/^levels\.\d+\.keepValidBet$/.test(path)) return 'keep';
  // The contract's own rule on a level as a whole: it must ask more than the one below it.
  if (/^levels\.\d+$/.test(path)) return 'ascending';
  if (path === 'levels') return 'tooMany';
  return undefined;
}
