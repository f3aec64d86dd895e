import type { EarningsSettings, PayoutStatus } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { mainAccountIds } from '../wallet/ledger/batch-queries.ts';
import { postTransfers } from '../wallet/ledger/post-transfers.ts';
import { lockFunding, mainBalances, type PayoutRow, updatePaidPayouts } from './queries.ts';
import { type Due, planFunding } from './rules/funding.ts';

/** `earnings:<contractId>:<periodKey>` for a payout's first transfer, then `…:2`, `…:3` for retries and reversals. */
export function nextTransferKey(row: Pick<PayoutRow, 'contractId' | 'periodKey' | 'transferKeys'>) {
  const base = `earnings:${row.contractId}:${row.periodKey}`;
  const n = row.transferKeys.length;
  return n === 0 ? base : `${base}:${n + 1}`;
}

/** The status of a payout that is not held or reversed, from what reached it. */
export function statusOf(paid: number, due: number): PayoutStatus {
  if (paid >= due) return 'paid';
  return paid > 0 ? 'partial' : 'pending';
}

const payable = (r: FundedRow) =>
  (r.status === 'pending' || r.status === 'partial' || r.status === 'insufficient') && r.due > r.paid;

/** The account a payout's money leaves: the platform's earnings account, or the paying upline's main wallet. */
export const payerAccount = (tx: Orm, merchantId: number, payerId: number | null) =>
  payerId === null ? houseAccountId(tx, merchantId, 'house:agent-earnings') : memberAccountId(tx, merchantId, payerId);

/** What a funding pass did to one payout. */
export interface PaidChange {
  id: number;
  paid: number;
  status: PayoutStatus;
  transferKeys: string[];
}

type FundedRow = Pick<
  PayoutRow,
  'id' | 'kind' | 'contractId' | 'periodKey' | 'memberId' | 'payerId' | 'due' | 'paid' | 'status' | 'transferKeys'
>;

/**
 * Pays what the payouts still owe and writes their new state (`payPayouts`); for payouts already stored.
 */
export async function fundPayouts(
  tx: Orm,
  merchantId: number,
  rows: readonly FundedRow[],
  shortfall: EarningsSettings['shortfall'],
  at: Date,
): Promise<number> {
  const { moved, changes } = await payPayouts(tx, merchantId, rows, shortfall, at);
  await updatePaidPayouts(tx, changes);
  return moved;
}

/**
 * Pays what the payouts still owe, top down (`planFunding`): the platform always pays; an upline pays from its main
 * wallet plus what this call has just paid it, and one that cannot pay all it owes pays none or shares out, as the
 * brand says. Each payment is one ledger transfer under the payout's next key, in the caller's transaction, all of them
 * as one ledger batch (`postTransfers`); the payouts' new state is returned for the caller to write. A wallet that moved since the plan was made (a bet in between) leaves that payment unpaid,
 * for the next run. Returns the minor units moved and each open payout's new state.
 */
export async function payPayouts(
  tx: Orm,
  merchantId: number,
  rows: readonly FundedRow[],
  shortfall: EarningsSettings['shortfall'],
  at: Date,
): Promise<{ moved: number; changes: PaidChange[] }> {
  const open = rows.filter(payable);
  if (open.length === 0) return { moved: 0, changes: [] };
  await lockFunding(tx, merchantId);
  const dues: Due[] = open.map((r) => ({ from: r.payerId, to: r.memberId, amount: r.due - r.paid }));
  const payers = [...new Set(open.flatMap((r) => (r.payerId === null ? [] : [r.payerId])))];
  const plan = planFunding(dues, await mainBalances(tx, merchantId, payers), shortfall);
  // The plan keeps the order of each pair's dues: match its transfers back to the rows in that order.
  const queues = new Map<string, FundedRow[]>();
  for (const r of open) {
    const pair = `${r.payerId}:${r.memberId}`;
    queues.set(pair, [...(queues.get(pair) ?? []), r]);
  }
  // Every payment of the plan in one ledger batch, in the plan's order (an upline may pass on what it just got).
  const houseId = await houseAccountId(tx, merchantId, 'house:agent-earnings');
  const accountOf = await mainAccountIds(
    tx,
    merchantId,
    open.flatMap((r) => (r.payerId === null ? [r.memberId] : [r.memberId, r.payerId])),
  );
  const account = (memberId: number | null) => (memberId === null ? houseId : (accountOf.get(memberId) as number));
  const payments = plan.flatMap((t) => {
    const row = queues.get(`${t.from}:${t.to}`)?.shift();
    return row ? [{ row, amount: t.paid, key: nextTransferKey(row) }] : [];
  });
  const posted = await postTransfers(
    tx,
    payments
      .filter((p) => p.amount > 0)
      .map(({ row, amount, key }) => ({
        merchantId,
        fromAccountId: account(row.payerId),
        toAccountId: account(row.memberId),
        amount,
        kind: row.kind === 'dividend' ? ('dividend' as const) : ('salary' as const),
        reference: `earnings:${row.id}`,
        idempotencyKey: key,
        detail: { payoutId: row.id, contractId: row.contractId, periodKey: row.periodKey },
        at,
      })),
  );
  // A wallet that moved since the plan was made (a bet in between) leaves that payment for the next run.
  let moved = 0;
  const changes = payments.map(({ row, amount, key }): PaidChange => {
    const paid = amount > 0 && posted.get(key) === 'posted' ? amount : 0;
    moved += paid;
    const total = row.paid + paid;
    return {
      id: row.id,
      paid: total,
      status: total >= row.due ? 'paid' : total > 0 ? 'partial' : 'insufficient',
      transferKeys: paid > 0 ? [...row.transferKeys, key] : row.transferKeys,
    };
  });
  return { moved, changes };
}
