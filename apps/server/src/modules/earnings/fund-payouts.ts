import type { EarningsSettings, PayoutStatus } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { houseAccountId, memberAccountId } from '../wallet/ledger/accounts.ts';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { lockFunding, mainBalances, type PayoutRow, updatePayout } from './queries.ts';
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

const payable = (r: PayoutRow) =>
  (r.status === 'pending' || r.status === 'partial' || r.status === 'insufficient') && r.due > r.paid;

/** The account a payout's money leaves: the platform's earnings account, or the paying upline's main wallet. */
export const payerAccount = (tx: Orm, merchantId: number, payerId: number | null) =>
  payerId === null ? houseAccountId(tx, merchantId, 'house:agent-earnings') : memberAccountId(tx, merchantId, payerId);

/**
 * Pays what the payouts still owe, top down (`planFunding`): the platform always pays; an upline pays from its main
 * wallet plus what this call has just paid it, and one that cannot pay all it owes pays none or shares out, as the
 * brand says. Each payment is one ledger transfer under the payout's next key, in the caller's transaction with the
 * payout's new state. A wallet that moved since the plan was made (a bet in between) leaves that payment unpaid,
 * for the next run. Returns the minor units moved.
 */
export async function fundPayouts(
  tx: Orm,
  merchantId: number,
  rows: readonly PayoutRow[],
  shortfall: EarningsSettings['shortfall'],
  at: Date,
): Promise<number> {
  const open = rows.filter(payable);
  if (open.length === 0) return 0;
  await lockFunding(tx, merchantId);
  const dues: Due[] = open.map((r) => ({ from: r.payerId, to: r.memberId, amount: r.due - r.paid }));
  const payers = [...new Set(open.flatMap((r) => (r.payerId === null ? [] : [r.payerId])))];
  const plan = planFunding(dues, await mainBalances(tx, merchantId, payers), shortfall);
  // The plan keeps the order of each pair's dues: match its transfers back to the rows in that order.
  const queues = new Map<string, PayoutRow[]>();
  for (const r of open) {
    const pair = `${r.payerId}:${r.memberId}`;
    queues.set(pair, [...(queues.get(pair) ?? []), r]);
  }
  let moved = 0;
  for (const t of plan) {
    const row = queues.get(`${t.from}:${t.to}`)?.shift();
    if (!row) continue;
    const paid = t.paid > 0 && (await pay(tx, merchantId, row, t.paid, at)) ? t.paid : 0;
    moved += paid;
    const total = row.paid + paid;
    await updatePayout(tx, row.id, {
      paid: total,
      status: total >= row.due ? 'paid' : total > 0 ? 'partial' : 'insufficient',
      ...(paid > 0 && { transferKeys: [...row.transferKeys, nextTransferKey(row)] }),
    });
  }
  return moved;
}

/** One transfer to the holder; false when the paying upline's wallet no longer holds it. */
async function pay(tx: Orm, merchantId: number, row: PayoutRow, amount: number, at: Date) {
  try {
    await postTransfer(tx, {
      merchantId,
      fromAccountId: await payerAccount(tx, merchantId, row.payerId),
      toAccountId: await memberAccountId(tx, merchantId, row.memberId),
      amount,
      kind: row.kind === 'dividend' ? 'dividend' : 'salary',
      reference: `earnings:${row.id}`,
      idempotencyKey: nextTransferKey(row),
      detail: { payoutId: row.id, contractId: row.contractId, periodKey: row.periodKey },
      at,
    });
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'balance.insufficient') return false;
    throw error;
  }
}
