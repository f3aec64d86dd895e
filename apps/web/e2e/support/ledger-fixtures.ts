import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database.ts';
import { members } from '../../../server/src/db/schema.ts';
import { houseAccountId, memberAccountId } from '../../../server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../../server/src/modules/wallet/ledger/post-transfer.ts';
import { countTurnover } from '../../../server/src/modules/wallet/turnover/turnover.ts';
import { hashPassword } from '../../../server/src/platform/passwords.ts';

let funded = 0;

async function findMember(db: Database, username: string) {
  const [member] = await db.orm
    .select({ id: members.id, merchantId: members.merchantId })
    .from(members)
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()));
  if (!member) throw new Error(`no member ${username}`);
  return member;
}

/**
 * Gives a member money the way a finance adjustment would (a ledger transfer from the house), so a browser test
 * starts from a known balance whatever ran before it.
 */
export async function fundMember(db: Database, username: string, minorUnits: number) {
  const member = await findMember(db, username);
  funded += 1;
  await db.orm.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: member.merchantId,
      fromAccountId: await houseAccountId(tx, member.merchantId, 'house:adjustments'),
      toAccountId: await memberAccountId(tx, member.merchantId, member.id),
      amount: minorUnits,
      kind: 'adjustment',
      idempotencyKey: `e2e-fund-${Date.now()}-${funded}`,
      at: new Date(),
    }),
  );
}

/** Gives a member a payment password, as the member would have set one earlier in the security centre. */
export async function givePaymentPassword(db: Database, username: string, pin: string) {
  await db.orm
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(pin) })
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()));
}

/** Takes a member's payment password away, as for a member who never set one. */
export async function clearPaymentPassword(db: Database, username: string) {
  await db.orm
    .update(members)
    .set({ paymentPasswordHash: null })
    .where(eq(sql`lower(${members.username})`, username.toLowerCase()));
}

/** Counts valid bets of `minorUnits` (slots) towards the member's wagering requirement, as settled bets do. */
export async function wagerFor(db: Database, username: string, minorUnits: number) {
  const member = await findMember(db, username);
  await db.orm.transaction((tx) => countTurnover(tx, member.merchantId, member.id, minorUnits, 'RNG'));
}
