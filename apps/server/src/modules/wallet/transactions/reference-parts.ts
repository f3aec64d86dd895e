/**
 * What a player may read of a ledger reference. References are the ledger's own idempotency keys
 * (`bet:<vendor>:<round>`, `deposit:<order>`, `transfer:<from>><to>` …) and are not shown as they are: the account
 * records show the game's vendor, the round, the order number or the other member instead.
 */
export interface ReferenceParts {
  vendorCode: string | null;
  roundId: string | null;
  orderNo: string | null;
  /** A member-to-member transfer's sender and receiver (usernames). */
  from: string | null;
  to: string | null;
}

const none: ReferenceParts = { vendorCode: null, roundId: null, orderNo: null, from: null, to: null };

const ORDER_PREFIXES = ['deposit', 'withdrawal', 'withdrawal-refund', 'withdrawal-paid', 'withdrawal-shortfall'];

export function referenceParts(reference: string | null): ReferenceParts {
  if (!reference) return none;
  const colon = reference.indexOf(':');
  if (colon < 0) return none;
  const prefix = reference.slice(0, colon);
  const rest = reference.slice(colon + 1);
  if (prefix === 'bet') {
    const split = rest.indexOf(':');
    if (split <= 0) return none;
    return { ...none, vendorCode: rest.slice(0, split), roundId: rest.slice(split + 1) || null };
  }
  if (ORDER_PREFIXES.includes(prefix)) return rest ? { ...none, orderNo: rest } : none;
  if (prefix === 'transfer') {
    const [from, to] = rest.split('>');
    return from && to ? { ...none, from, to } : none;
  }
  return none;
}
