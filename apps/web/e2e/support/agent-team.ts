import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/database.ts';
import { auditLog, members } from '../../../server/src/db/schema.ts';
import {
  type HousePurpose,
  houseAccountId,
  memberAccountId,
} from '../../../server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../../server/src/modules/wallet/ledger/post-transfer.ts';
import { gameFixture, insertBet, vendorFixture } from '../../../server/test/bet-fixtures.ts';

/**
 * A team under the demo agent for the agent centre, beside the seed's `demo` and `newbie`: `e2e_lead` (an agent) over
 * `e2e_p1`, and `e2e_p2` straight under the agent. Everything happens a minute ago, so it is all "today":
 * - bets: e2e_p1 wins 150 on a slot (stake 100) and loses 40 on live; e2e_p2 loses 60; demo loses 5 of 10;
 * - e2e_p2 deposits 500 and registered through the agent's affiliate code; e2e_p1 gets a bonus of 20;
 * - the agent itself gets an adjustment of 30 (its own account details; a bonus of the team, not of a downline).
 */
export async function seedAgentTeam(db: Database) {
  const [agent] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.agent.username));
  const [demo] = await db.orm
    .select({ id: members.id })
    .from(members)
    .where(eq(sql`lower(${members.username})`, DEMO_ACCOUNTS.member.username));
  if (!agent || !demo) throw new Error('the demo seed has no agent or member');
  const insert = async (username: string, type: number, parentId: number) => {
    const [row] = await db.orm
      .insert(members)
      .values({ merchantId: 1, username, type, parentId, nickname: null, passwordHash: 'x' })
      .returning({ id: members.id });
    if (!row) throw new Error(`could not insert ${username}`);
    return row.id;
  };
  const lead = await insert('e2e_lead', 1, agent.id);
  const p1 = await insert('e2e_p1', 0, lead);
  const p2 = await insert('e2e_p2', 0, agent.id);
  const at = new Date(Date.now() - 60_000);
  await db.orm
    .insert(auditLog)
    .values({ merchantId: 1, event: 'member.registered', memberId: p2, detail: { parentId: agent.id }, at });

  const vendor = await vendorFixture(db, 'E2EA', { EN: 'Team Vendor', CN: '团队厂商' });
  const slot = await gameFixture(db, vendor.id, 'e2ea-slot', 'RNG', { EN: 'Team Slot', CN: '团队老虎机' });
  const live = await gameFixture(db, vendor.id, 'e2ea-live', 'LIVE', { EN: 'Team Live', CN: '团队真人' });
  const bet = (memberId: number, gameId: number, stake: number, payout: number) =>
    insertBet(db, { memberId, vendorId: vendor.id, gameId, stake, payout, placedAt: at });
  await bet(p1, slot.id, 10_000, 25_000);
  await bet(p1, live.id, 4_000, 0);
  await bet(p2, live.id, 6_000, 0);
  await bet(demo.id, slot.id, 1_000, 500);

  const move = async (kind: 'deposit' | 'adjustment', from: HousePurpose, memberId: number, amount: number) =>
    db.orm.transaction(async (tx) =>
      postTransfer(tx, {
        merchantId: 1,
        fromAccountId: await houseAccountId(tx, 1, from),
        toAccountId: await memberAccountId(tx, 1, memberId),
        amount,
        kind,
        idempotencyKey: `e2e-team-${kind}-${memberId}-${amount}`,
        at,
      }),
    );
  await move('deposit', 'house:deposits', p2, 50_000);
  await move('adjustment', 'house:adjustments', p1, 2_000);
  await move('adjustment', 'house:adjustments', agent.id, 3_000);
}
