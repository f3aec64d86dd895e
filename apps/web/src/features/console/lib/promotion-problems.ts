import { type PromotionKind, toMinorUnits, vipKinds } from '@lotus/contract';

/** What is wrong with a field of the campaign editor (`consolePromotions.problems.*`), by the path the contract names. */
export type PromotionProblem =
  | 'oneLanguage'
  | 'sort'
  | 'time'
  | 'endBeforeStart'
  | 'username'
  | 'tooMany'
  | 'percent'
  | 'amount'
  | 'amountOrZero'
  | 'streakDays'
  | 'noLevels'
  | 'vipLevels'
  | 'multiple'
  | 'expiryDays'
  | 'weight'
  | 'limit'
  | 'prizeTiers'
  | 'prizeCount'
  | 'packetBounds'
  | 'ticketLimit'
  | 'claimDays'
  | 'rainStart'
  | 'rainMinutes'
  | 'drawAtEnd'
  | 'budgetPrizes'
  | 'budgetRequired';

/** What of the campaign a refusal's meaning depends on: its kind, its end and budget as typed, its largest packet. */
export interface ProblemContext {
  kind: PromotionKind;
  endsAt?: string;
  budget?: string;
  reward?: { max: string };
}

/** An amount above 0 the contract reads. */
const isAmount = (text: string | undefined) => {
  const minor = text === undefined ? null : toMinorUnits(text.trim());
  return minor !== null && minor > 0;
};

/**
 * The problem of a refused field (`terms.products.2.weight`), by its path, the kind of refusal and the campaign;
 * undefined: none known. The contract's own rules across fields (refinements) come as `custom` on the field they
 * name, as does an amount it cannot read: what the campaign holds tells them apart.
 */
export function promotionProblem(path: string, type: string, campaign?: ProblemContext): PromotionProblem | undefined {
  const kind = campaign?.kind;
  const byLevel = kind !== undefined && vipKinds.includes(kind);
  const parts = path.split('.');
  const [head, next] = parts;
  switch (head) {
    case 'title':
    case 'summary':
    case 'rules':
      return 'oneLanguage';
    case 'sort':
      return 'sort';
    case 'startsAt':
      return 'time';
    case 'endsAt':
      // The contract's own rules (refinements): a raffle's end, the order; anything else is a time it could not read.
      if (type !== 'custom') return 'time';
      return kind === 'raffle' && campaign?.endsAt?.trim() === '' ? 'drawAtEnd' : 'endBeforeStart';
    case 'audience':
      if (next === 'registeredFrom' || next === 'registeredUntil') return 'time';
      if (next === 'vipLevels') return 'vipLevels';
      // A name of the list (`members.3`), or the list as a whole (too long).
      return parts.length > 2 ? 'username' : 'tooMany';
    case 'reward':
      if (next === 'percent') return 'percent';
      // A raffle's tiers as a whole (none, more than 20), or a tier's count of winners or its amount.
      if (next === 'prizes') return parts.length === 2 ? 'prizeTiers' : parts[3] === 'count' ? 'prizeCount' : 'amount';
      // A largest packet the contract reads, refused: it is below the smallest.
      if (next === 'max' && isAmount(campaign?.reward?.max)) return 'packetBounds';
      // A VIP kind's amounts are one per level of the ladder, and a level may pay nothing.
      if (next === 'amounts' && parts.length === 2) return byLevel ? 'noLevels' : 'streakDays';
      return byLevel ? 'amountOrZero' : 'amount';
    case 'minDeposit':
    case 'minLoss':
    case 'balanceBelow':
      return 'amountOrZero';
    case 'budget':
      // Refused by a kind's rule rather than as an amount: a raffle's below its prizes, a red packet's missing.
      if (type === 'custom' && kind === 'raffle' && isAmount(campaign?.budget)) return 'budgetPrizes';
      if (type === 'custom' && kind === 'red-packet' && campaign?.budget?.trim() === '') return 'budgetRequired';
      return 'amount';
    case 'raffle':
      if (next === 'maxTickets') return 'ticketLimit';
      if (next === 'claimDays') return 'claimDays';
      return next === 'ticketUnit' ? 'amount' : undefined;
    case 'rain':
      if (next === 'minutes') return 'rainMinutes';
      return next === 'startMinute' ? 'rainStart' : undefined;
    case 'terms':
      if (next === 'multiple') return 'multiple';
      if (next === 'expiryDays') return 'expiryDays';
      if (next === 'maxBet') return 'amount';
      return next === 'products' ? 'weight' : undefined;
    case 'perMemberLimit':
      return 'limit';
    default:
      return undefined;
  }
}

/** The first message of a field or anything under it (a list's wrong line), from react-hook-form's errors. */
export function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as never)[part] : undefined;
  return firstMessage(node);
}

/** The message of the field itself only (not of its lines), e.g. a list refused as a whole. */
export function ownErrorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as never)[part] : undefined;
  return isLeaf(node) && typeof node.message === 'string' ? node.message : undefined;
}

/** A field's own error: a refusal has a type, one set by hand may have only its message. */
const isLeaf = (node: unknown): node is { type?: unknown; message?: unknown } =>
  typeof node === 'object' &&
  node !== null &&
  (typeof (node as { type?: unknown }).type === 'string' ||
    typeof (node as { message?: unknown }).message === 'string');

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  // A field's error holds its element (`ref`): never walk into it.
  if (isLeaf(node)) return typeof node.message === 'string' ? node.message : undefined;
  for (const child of Object.values(node)) {
    const message = firstMessage(child);
    if (message) return message;
  }
  return undefined;
}
