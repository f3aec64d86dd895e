import { lotterySessionSchema } from '@lotus/contract';
import { getPlay, type LotteryResult, playsOf, quickPick, settleBet, Xoshiro128 } from '@lotus/lottery';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { lotteryBets, lotteryPeriods } from '../../db/schema.ts';
import { switchableTransport } from '../house/house-fixtures.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { payTableOf } from './game-rules.ts';
import { drawAndSettle } from './keeper.ts';
import { lotteryLaunchToken } from './lottery-fixtures.ts';
import { findLotteryGame, type LotteryBetRow } from './queries.ts';

/**
 * Money of the lottery under random slips (property tests, QUALITY.md "Never loses money"): whatever members bet on
 * whatever plays, and however many settlement runs race for the same periods, each bet is paid once exactly what the
 * pay table says of its period's result, each member's wallet moves by payouts minus stakes, and the ledger sums to
 * zero.
 */
let t: TestApp;
let app: FastifyInstance;
let wallet: ReturnType<typeof switchableTransport>;
const clock = movableClock(Date.parse('2026-11-27T04:00:05Z'));
let players: SignedInMember[];
const GAMES = ['ssc-1', 'pk10', 'vn-fast-3', 'sea-4d-5'] as const;

const keeperDeps = () => ({ db: t.db, clock, transport: wallet.transport, log: app.log, events: app.events });
const balances = async () => (await ledgerBalances(t.db)).members;
let slipNo = 0;

beforeAll(async () => {
  let built: FastifyInstance | undefined;
  wallet = switchableTransport(() => built as FastifyInstance);
  t = await createTestApp({ clock, houseTransport: wallet.transport });
  app = t.app;
  built = app;
  players = await signedInTree(
    app,
    t.db,
    [1, 2, 3].map((i) => ({ username: `lottoprop${i}`, type: 0 })),
  );
  for (const [i, player] of players.entries()) {
    await fundMember(t.db, player.id, 1_000_000, { key: `lotto-prop-fund-${i}` });
  }
  await app.jobs.runNow('lottery-periods');
});

afterAll(async () => t?.close());

const slipArb = fc.record({
  player: fc.nat({ max: 2 }),
  game: fc.constantFrom(...GAMES),
  lines: fc.array(
    fc.record({
      play: fc.nat({ max: 1_000 }),
      seed: fc.integer(),
      unit: fc.constantFrom('yuan' as const, 'jiao' as const, 'fen' as const),
      multiple: fc.integer({ min: 1, max: 3 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});

describe('lottery money under random slips and racing settlements', () => {
  it('pays each bet once, by the pay table, and keeps every wallet and the ledger whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(slipArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        async (slips, racers) => {
          const before = await balances();
          const placedIds: number[] = [];
          let latestDraw = 0;
          for (const slip of slips) {
            const player = players[slip.player] as SignedInMember;
            const token = await lotteryLaunchToken(t.db, slip.game, player.id, clock.now());
            const session = lotterySessionSchema.parse(
              (await app.inject({ method: 'GET', url: '/lotto/v1/session', query: { token } })).json().value,
            );
            const plays = playsOf(session.game.family);
            const lines = slip.lines.map((line) => {
              const play = plays[line.play % plays.length];
              if (!play) throw new Error('no play');
              return {
                play: play.code,
                picks: quickPick(play.code, new Xoshiro128(line.seed)),
                unit: line.unit,
                multiple: line.multiple,
              };
            });
            slipNo += 1;
            const res = await app.inject({
              method: 'POST',
              url: '/lotto/v1/bets',
              payload: { token, requestKey: `prop-slip-${slipNo}`, numero: session.current.numero, lines },
            });
            expect(res.statusCode, res.body).toBe(200);
            placedIds.push(...res.json().value.bets.map((b: { id: number }) => b.id));
            latestDraw = Math.max(latestDraw, session.current.drawsAt);
          }

          clock.set(latestDraw + 1_000);
          for (;;) {
            const runs = await Promise.all(
              Array.from({ length: racers }, () => drawAndSettle(keeperDeps(), clock.now())),
            );
            if (runs.every((run) => run.drawn === 0 && run.voided === 0)) break;
          }

          const placed = await t.db.orm.select().from(lotteryBets).where(inArray(lotteryBets.id, placedIds));
          const moved = new Map<number, number>();
          for (const bet of placed) {
            expect(['won', 'lost']).toContain(bet.status);
            expect(bet.payout).toBe(await expectedPayout(bet));
            moved.set(bet.memberId, (moved.get(bet.memberId) ?? 0) + bet.payout - bet.stake);
          }
          const after = await balances();
          for (const player of players) {
            expect(after.get(player.id)).toBe((before.get(player.id) ?? 0) + (moved.get(player.id) ?? 0));
          }
          expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, total: '0' });
          // Another racing round finds nothing left to pay.
          expect((await drawAndSettle(keeperDeps(), clock.now())).settled).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  }, 240_000);
});

async function expectedPayout(bet: LotteryBetRow) {
  const [period] = await t.db.orm.select().from(lotteryPeriods).where(eq(lotteryPeriods.id, bet.periodId));
  const game = await findLotteryGame(t.db.orm, period?.gameId ?? 0);
  if (!period || !game || !getPlay(bet.play)) throw new Error('bet without its period or game');
  return settleBet(
    { play: bet.play, picks: bet.picks as string[][], stake: bet.stake / bet.betCount },
    period.result as LotteryResult,
    payTableOf(game, bet.prizeGroup),
  ).payout;
}
