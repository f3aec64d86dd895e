import { randomBytes, randomInt } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_MERCHANT_CODE } from '@lotus/contract';
import { seedHash } from '@lotus/lottery';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bets,
  gameLaunchTokens,
  games,
  ledgerTransfers,
  lotteryBets,
  lotteryPeriods,
  members,
} from '../src/db/schema.ts';
import { seedDemo } from '../src/db/seed/demo-seed.ts';
import { launchingSession } from '../src/modules/games/launch-fixtures.ts';
import { verifyLedger } from '../src/modules/wallet/ledger/verify-ledger.ts';
import { newToken, sha256 } from '../src/platform/secrets.ts';
import { buildBundle, type CrashWorld, crashWorld, exited, freePort } from './crash-harness.ts';
import { fundMember, ledgerBalances } from './money-helpers.ts';

/**
 * Crash safety of lottery settlement (issue: "every bet settles once under … a SIGKILL mid-settlement"): the real
 * server takes slips on a period of the one-minute game, draws it, and is killed with SIGKILL at a random moment of
 * the settlement. After the restart every bet is paid exactly once: one payout transfer each, the wallet's betting
 * record settled, the member's balance as the pay table says, and the ledger whole.
 */
const SLIPS = 120;
const NUMERO = '20991231-0001';
let world: CrashWorld | undefined;

afterAll(async () => world?.dispose());

describe('a server killed while it settles a lottery period', () => {
  beforeAll(buildBundle, 60_000);

  it('pays every bet once after the restart', async () => {
    world = await crashWorld('lottery-crash', { DEMO_PAYMENTS: 'false' });
    const { withDatabase } = world;
    const token = newToken();
    const closesAt = Date.now() + 600_000;
    const memberId = await withDatabase(async (db) => {
      await seedDemo(db);
      const [member] = await db.orm.select().from(members).where(eq(members.username, DEMO_ACCOUNTS.member.username));
      const [game] = await db.orm.select().from(games).where(eq(games.gameCode, 'ssc-1'));
      if (!member || !game) throw new Error('demo seed without its member or ssc-1');
      await fundMember(db, member.id, 1_000_000, { key: `lottery-crash-${randomBytes(4).toString('hex')}` });
      // A period of its own, which the schedule never makes; its draw is brought forward once the bets are in.
      const seed = randomBytes(32).toString('hex');
      await db.orm.insert(lotteryPeriods).values({
        gameId: game.id,
        numero: NUMERO,
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(closesAt),
        drawsAt: new Date(closesAt + 1_000),
        seed,
        seedHash: seedHash(seed),
      });
      await db.orm.insert(gameLaunchTokens).values({
        tokenHash: sha256(token),
        merchantId: 1,
        memberId: member.id,
        vendorId: game.vendorId,
        gameId: game.id,
        currency: 'CNY',
        sessionId: await launchingSession(db, member.id),
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      return member.id;
    });
    const startBalance = await withDatabase(async (db) => (await ledgerBalances(db)).members.get(memberId) ?? 0);

    const port = await freePort();
    const server = await world.start(port);
    // Slips that surely win: all ten digits of one position, 10 bets of 2.00 paying 19.50.
    for (let i = 0; i < SLIPS; i += 1) {
      // A busy machine makes the wallet shed a debit now and then (503): the slip is refused whole, and sent again.
      for (let attempt = 0; ; attempt += 1) {
        const res = await fetch(`http://127.0.0.1:${port}/lotto/v1/bets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            token,
            requestKey: `crash-slip-${String(i).padStart(4, '0')}-${attempt}`,
            numero: NUMERO,
            lines: [
              {
                play: 'SSC5.FIXED',
                picks: [[], [], ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], []],
                unit: 'yuan',
                multiple: 1 + (i % 3),
              },
            ],
          }),
        });
        if (res.status === 200) break;
        expect([res.status, attempt < 20], await res.text()).toEqual([503, true]);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    server.kill('SIGTERM');
    await exited(server);
    // The draw time has come while the server was down: the next start draws and settles the period at once, and
    // is killed somewhere in that.
    await withDatabase((db) =>
      db.orm
        .update(lotteryPeriods)
        .set({ closesAt: new Date(Date.now() - 2_000), drawsAt: new Date(Date.now() - 1_000) })
        .where(eq(lotteryPeriods.numero, NUMERO)),
    );
    const killed = await world.start(port);
    await new Promise((r) => setTimeout(r, randomInt(0, 2_000)));
    killed.kill('SIGKILL');
    await exited(killed);

    const again = await world.start(port);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const proof = await fetch(
        `http://127.0.0.1:${port}/wps/relay/LOTTO_periodProof?gameCode=ssc-1&numero=${NUMERO}`,
        { headers: { Merchant: DEMO_MERCHANT_CODE } },
      ).then((r) => r.json() as Promise<{ value: { period: { status: string } } }>);
      if (proof.value.period.status === 'settled') break;
      if (Date.now() > deadline) throw new Error(`period still ${proof.value.period.status}`);
      await new Promise((r) => setTimeout(r, 300));
    }
    again.kill('SIGTERM');
    await exited(again);

    await withDatabase(async (db) => {
      const all = await db.orm.select().from(lotteryBets).where(like(lotteryBets.requestKey, 'crash-slip-%'));
      // Slips the wallet shed took no money and stay refused or void; every other bet won once.
      const placed = all.filter((bet) => bet.status !== 'refused' && bet.status !== 'void');
      expect(placed).toHaveLength(SLIPS);
      expect(placed.every((bet) => bet.status === 'won')).toBe(true);
      let stakes = 0;
      let payouts = 0;
      for (const bet of placed) {
        stakes += bet.stake;
        payouts += bet.payout;
        expect(bet.payout).toBe(bet.multiple * 1_950);
        const paid = await db.orm
          .select()
          .from(ledgerTransfers)
          .where(and(eq(ledgerTransfers.kind, 'win'), eq(ledgerTransfers.reference, `bet:TCG:lot-${bet.id}`)));
        expect(paid, `bet ${bet.id}`).toHaveLength(1);
        const [round] = await db.orm
          .select()
          .from(bets)
          .where(eq(bets.roundId, `lot-${bet.id}`));
        expect(round).toMatchObject({ status: 'settled', stake: bet.stake, payout: bet.payout });
      }
      expect((await ledgerBalances(db)).members.get(memberId)).toBe(startBalance - stakes + payouts);
      expect(await verifyLedger(db.orm)).toMatchObject({ ok: true, total: '0' });
    });
  }, 180_000);
});
