import { lotterySessionSchema } from '@lotus/contract';
import {
  getPlay,
  type LotteryFamily,
  type LotteryResult,
  type PayTable,
  payTableFor,
  playsOf,
  quickPick,
  settleBet,
  Xoshiro128,
} from '@lotus/lottery';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { games, lotteryBets, lotteryPeriods } from '../../db/schema.ts';
import { switchableTransport } from '../house/house-fixtures.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { drawAndSettle } from './keeper.ts';
import { lotteryLaunchToken } from './lottery-fixtures.ts';
import type { LotteryBetRow } from './queries.ts';

/**
 * Money of the lottery under random slips (property tests, QUALITY.md "Never loses money"): whatever members bet on
 * whatever plays, whatever the brand does to the odds while the bets are open, and however many settlement runs race
 * for the same periods, each bet is paid once exactly what the odds it was placed at (those the player's session
 * showed) say of its period's result, each member's wallet moves by payouts minus stakes, and the ledger sums to zero.
 */
let t: TestApp;
let app: FastifyInstance;
let wallet: ReturnType<typeof switchableTransport>;
const clock = movableClock(Date.parse('2026-11-27T04:00:05Z'));
let players: SignedInMember[];
let operator = '';
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
  await insertOperator(t.db, 'lotto-prop-admin', 'Lottery1234', 'admin');
  operator = await consoleSignIn(app, 'lotto-prop-admin', 'Lottery1234');
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
  /** What the brand does to the game's odds once the slip is placed: nothing, back to the defaults, or double pays. */
  reprice: fc.constantFrom('keep' as const, 'defaults' as const, 'double' as const),
});

/** The brand's admin sets a game's pay table in the console (a new odds version for the bets placed from now on). */
async function reprice(gameCode: string, payTable: Record<string, unknown>) {
  const [game] = await t.db.orm
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, 1), eq(games.gameCode, gameCode)));
  const res = await consoleCall(app, operator, 'PUT', `/lottery/games/${game?.id}`, { payTable });
  expect(res.statusCode, res.body).toBe(200);
}

/** The brand's pay table for a game where the slip's plays pay double the family's defaults at the member's group. */
function doubled(family: LotteryFamily, prizeGroup: number, plays: string[]) {
  const base = payTableFor(family, family === 'SSC5' || family === 'PK10' ? { prizeGroup } : {});
  return Object.fromEntries(
    plays.map((play) => {
      const odds = base[play];
      if (!odds) throw new Error(`no odds for ${play}`);
      const pays = Object.fromEntries(Object.entries(odds.pays).map(([level, amount]) => [level, amount * 2]));
      return [play, { price: odds.price, pays }];
    }),
  );
}

describe('lottery money under random slips and racing settlements', () => {
  it('pays each bet once, by the pay table, and keeps every wallet and the ledger whole', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(slipArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 3 }),
        async (slips, racers) => {
          const before = await balances();
          const placedIds: number[] = [];
          const placedAt = new Map<number, PayTable>();
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
            for (const { id } of res.json().value.bets as { id: number }[]) {
              placedIds.push(id);
              placedAt.set(id, session.odds as PayTable);
            }
            latestDraw = Math.max(latestDraw, session.current.drawsAt);
            if (slip.reprice !== 'keep') {
              const payTable =
                slip.reprice === 'defaults'
                  ? {}
                  : doubled(
                      session.game.family,
                      session.prizeGroup ?? 0,
                      lines.map((line) => line.play),
                    );
              await reprice(slip.game, payTable);
            }
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
            expect(bet.payout).toBe(await expectedPayout(bet, placedAt.get(bet.id) as PayTable));
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

/** What a bet pays of its period's result at the odds its player was shown when placing it. */
async function expectedPayout(bet: LotteryBetRow, placedAt: PayTable) {
  const [period] = await t.db.orm.select().from(lotteryPeriods).where(eq(lotteryPeriods.id, bet.periodId));
  if (!period || !getPlay(bet.play)) throw new Error('bet without its period');
  return settleBet(
    { play: bet.play, picks: bet.picks as string[][], stake: bet.stake / bet.betCount },
    period.result as LotteryResult,
    placedAt,
  ).payout;
}
