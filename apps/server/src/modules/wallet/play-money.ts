import type { Orm } from '../../db/database.ts';
import { houseAccountId, memberAccountId } from './ledger/accounts.ts';
import { postTransfer } from './ledger/post-transfer.ts';

/**
 * Gives a new free-play (trial) account its play money: a ledger transfer from the house's play-money issuer, in
 * the caller's transaction, once per member whatever the retries.
 */
export async function grantPlayMoney(tx: Orm, merchantId: number, memberId: number, amount: number, at: Date) {
  if (amount <= 0) return;
  const from = await houseAccountId(tx, merchantId, 'house:play-money');
  const to = await memberAccountId(tx, merchantId, memberId);
  await postTransfer(tx, {
    merchantId,
    fromAccountId: from,
    toAccountId: to,
    amount,
    kind: 'play-money',
    reference: `member:${memberId}`,
    idempotencyKey: `play-money:${memberId}`,
    at,
  });
}
