import type { Orm } from '../../db/database.ts';
import { houseAccountId } from '../wallet/ledger/accounts.ts';
import { mainAccountIds } from '../wallet/ledger/batch-queries.ts';
import { postTransfers } from '../wallet/ledger/post-transfers.ts';
import { addTurnoverRequirements } from '../wallet/turnover/turnover.ts';
import { insertRebates, linkTransfers, type NewRebate, rebatesByIds } from './queries.ts';
import { wageringPercent } from './rules.ts';

/**
 * Pays rebates inside the caller's transaction, which holds each member's rebate lock and computed each window after
 * taking it. Each rebate is a row of its own; a member whose window was paid already (the unique key on its start, or
 * on the Idempotency-Key) is left out, whatever raced. Then, as one ledger batch, `house:rebate` → each member's main
 * wallet, kind `rebate`, key `rebate:<id>`; and the brand's wagering multiple of each as a withdrawal turnover
 * (`rebate:<id>`, counted as a deposit's is). Answers the rebates written.
 */
export async function payRebates(
  tx: Orm,
  merchantId: number,
  wageringMultiple: number,
  payments: readonly NewRebate[],
  at: Date,
) {
  const written = await insertRebates(
    tx,
    merchantId,
    payments.filter((p) => p.amount > 0),
    at,
  );
  if (written.length === 0) return [];
  const amountOf = new Map(payments.map((p) => [p.memberId, p.amount]));
  const house = await houseAccountId(tx, merchantId, 'house:rebate');
  const wallets = await mainAccountIds(
    tx,
    merchantId,
    written.map((w) => w.memberId),
  );
  await postTransfers(
    tx,
    written.map((w) => ({
      merchantId,
      fromAccountId: house,
      toAccountId: wallets.get(w.memberId) as number,
      amount: amountOf.get(w.memberId) as number,
      kind: 'rebate' as const,
      reference: `rebate:${w.id}`,
      idempotencyKey: `rebate:${w.id}`,
      detail: { rebateId: w.id },
      at,
    })),
  );
  await linkTransfers(
    tx,
    merchantId,
    written.map((w) => w.id),
  );
  const percent = wageringPercent(wageringMultiple);
  if (percent > 0) {
    await addTurnoverRequirements(
      tx,
      merchantId,
      'rebate',
      written.map((w) => ({
        memberId: w.memberId,
        reference: `rebate:${w.id}`,
        amount: amountOf.get(w.memberId) as number,
        percent,
      })),
      at,
    );
  }
  return rebatesByIds(
    tx,
    written.map((w) => w.id),
  );
}
