import type { GameCategory, RebateSettingsInput } from '@lotus/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { gameFixture, vendorFixture } from '../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { withKey } from '../../../test/money-helpers.ts';
import { trackedRuns } from '../../../test/tracked-runs.ts';
import { bets, ledgerAccounts, ledgerTransfers, members, rebateSettings, rebates } from '../../db/schema.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';

/**
 * Random sequences of bets placed and settled (some without a game, some in a category that earns nothing), claims
 * (several at once, with and without an Idempotency-Key), the automatic run (alone, or racing claims), changes of VIP
 * level and the clock moving by seconds to days, through the app. After every step: the ledger verifies; each
 * member's rebates follow each other from the brand's start, so no bet is in two windows; each rebate is what its
 * window's settled bets earn at the rates of the level the member had when it was paid; what the ledger moved to each
 * member is what their rebates say; and once the automatic run has run for a date, no member is left with a window
 * that reaches the minimum.
 *
 * REBATE_RUNS=100 runs longer than CI does.
 */
const NUM_RUNS = Number(process.env.REBATE_RUNS ?? 5);
const PASSWORD = 'Rebate1234';
const MIN_CLAIM = 20;

/** Hundredths of a percent by level and category; level 2 earns nothing. */
const RATES: Record<number, Partial<Record<GameCategory, number>>> = {
  0: { RNG: 100, LIVE: 50 },
  1: { RNG: 150, LIVE: 75, LOTT: 30 },
  2: {},
};
const RULES: RebateSettingsInput = {
  enabled: true,
  minClaim: MIN_CLAIM / 100,
  wageringMultiple: 1,
  autoHour: 3,
  rates: Object.entries(RATES).map(([level, rates]) => ({
    level: Number(level),
    categories: Object.entries(rates).map(([category, bp]) => ({
      category: category as GameCategory,
      percent: bp / 100,
    })),
  })),
};

let t: TestApp;
let app: FastifyInstance;
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
let since: Date;
let vendorId: number;
const gameIds = {} as Record<GameCategory, number>;
let run = 0;
let slot = 0;
/** What the runs did, so a run of only refusals is seen. */
const seen = { manual: 0, auto: 0, refused: 0, autoRuns: 0, belowMinimum: 0 };

interface Member {
  id: number;
  username: string;
  token: string;
  level: number;
}
interface ModelBet {
  id: number;
  memberId: number;
  category: GameCategory | null;
  stake: number;
  settledAt: number | null;
}

type Who = 0 | 1 | 2;
const who = fc.constantFrom<Who>(0, 1, 2);
const action = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      who,
      category: fc.constantFrom<GameCategory | null>('RNG', 'RNG', 'LIVE', 'LOTT', null),
      stake: fc.integer({ min: 100, max: 100_000 }),
      /** Settled at once (a slot spin), or left open for a later `settle`. */
      settled: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settle' as const), who }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('claim' as const),
      who,
      times: fc.integer({ min: 1, max: 4 }),
      keyed: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('auto' as const), racing: fc.option(who, { nil: null }) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('level' as const), who, level: fc.constantFrom(0, 0, 1, 1, 2) }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      // Mostly seconds to minutes (the settle margin), now and then a day (the automatic hour).
      seconds: fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 10, max: 600 }) },
        { weight: 1, arbitrary: fc.integer({ min: 600, max: 30 * 3600 }) },
      ),
    }),
  },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'rebate-prop', 'Rebate-Prop-2026', 'admin');
  const admin = await consoleSignIn(app, 'rebate-prop', 'Rebate-Prop-2026');
  expect((await consoleCall(app, admin, 'PUT', '/rebate', RULES)).statusCode).toBe(200);
  since = new Date(clock.now().getTime() - HOUR);
  await t.db.orm.update(rebateSettings).set({ since }).where(eq(rebateSettings.merchantId, 1));
  vendorId = (await vendorFixture(t.db, 'RBP')).id;
  for (const category of ['RNG', 'LIVE', 'LOTT'] as const) {
    gameIds[category] = (await gameFixture(t.db, vendorId, `rbp-${category.toLowerCase()}`, category)).id;
  }
});

afterAll(() => t?.close());

let hash: Promise<string> | undefined;
async function newMembers(): Promise<Member[]> {
  hash ??= hashPassword(PASSWORD);
  const passwordHash = await hash;
  const rows = await t.db.orm
    .insert(members)
    // Changed "now" on the test clock, which runs months ahead over many runs: no password expiry on the way.
    .values(
      [0, 1, 2].map((i) => ({
        merchantId: 1,
        username: `rp${run}x${i}`,
        passwordHash,
        passwordChangedAt: clock.now(),
      })),
    )
    .returning({ id: members.id, username: members.username });
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      username: r.username,
      token: await loginAs(app, { username: r.username, password: PASSWORD }),
      level: 0,
    })),
  );
}

/** floor(valid bet × rate / 10000) per category of the bets settled in [from, to), at the level's rates. */
function expectedOf(model: readonly ModelBet[], memberId: number, level: number, from: number, to: number) {
  const sums = new Map<GameCategory, number>();
  for (const b of model) {
    if (b.memberId !== memberId || b.category === null || b.settledAt === null) continue;
    if (b.settledAt < from || b.settledAt >= to) continue;
    if (!RATES[level]?.[b.category]) continue;
    sums.set(b.category, (sums.get(b.category) ?? 0) + b.stake);
  }
  let amount = 0;
  let validBet = 0;
  for (const [category, sum] of sums) {
    amount += Math.floor((sum * (RATES[level]?.[category] ?? 0)) / 10_000);
    validBet += sum;
  }
  return { amount, validBet };
}

async function invariants(team: Member[], model: ModelBet[], levelAtPayment: Map<number, number>) {
  expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  const ids = team.map((m) => m.id);
  const rows = await t.db.orm
    .select()
    .from(rebates)
    .where(inArray(rebates.memberId, ids))
    .orderBy(asc(rebates.memberId), asc(rebates.fromAt));
  for (const m of team) {
    const own = rows.filter((r) => r.memberId === m.id);
    let end = since.getTime();
    for (const row of own) {
      // Windows follow each other from the brand's start: no bet is in two of them, none is skipped.
      expect(row.fromAt.getTime()).toBe(end);
      end = row.toAt.getTime();
      expect(end).toBeLessThanOrEqual(clock.now().getTime() - MINUTE);
      // Each pays its window's settled bets at the rates of the level the member had when it was paid.
      expect(row.rankLevel).toBe(levelAtPayment.get(row.id));
      const expected = expectedOf(model, m.id, row.rankLevel, row.fromAt.getTime(), row.toAt.getTime());
      expect({ amount: row.amount, validBet: row.validBet }).toEqual(expected);
      expect(row.amount).toBeGreaterThanOrEqual(MIN_CLAIM);
    }
    // What the ledger moved to the member is what their rebates say, each once.
    const moved = await t.db.orm
      .select({ amount: ledgerTransfers.amount, key: ledgerTransfers.idempotencyKey })
      .from(ledgerTransfers)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.toAccountId))
      .where(and(eq(ledgerAccounts.memberId, m.id), eq(ledgerTransfers.kind, 'rebate')));
    expect(moved.map((x) => x.key).sort()).toEqual(own.map((r) => `rebate:${r.id}`).sort());
    expect(moved.reduce((s, x) => s + x.amount, 0)).toBe(own.reduce((s, r) => s + r.amount, 0));
  }
}

/** New rebates of the team are recorded with the level each member has now (levels change only between steps). */
async function noteLevels(team: Member[], levelAtPayment: Map<number, number>) {
  const rows = await t.db.orm
    .select({ id: rebates.id, memberId: rebates.memberId, source: rebates.source })
    .from(rebates)
    .where(
      inArray(
        rebates.memberId,
        team.map((m) => m.id),
      ),
    );
  for (const row of rows) {
    if (levelAtPayment.has(row.id)) continue;
    levelAtPayment.set(row.id, team.find((m) => m.id === row.memberId)?.level ?? -1);
    seen[row.source] += 1;
  }
}

async function runSequence(actions: Action[]) {
  run += 1;
  const team = await newMembers();
  let signedInAt = clock.now().getTime();
  const model: ModelBet[] = [];
  const levelAtPayment = new Map<number, number>();
  for (const a of actions) {
    if (a.kind === 'time') {
      clock.advance(a.seconds * 1000);
      // Sessions end when idle: sign in again well before.
      if (clock.now().getTime() - signedInAt > 10 * MINUTE) {
        for (const m of team) m.token = await loginAs(app, { username: m.username, password: PASSWORD });
        signedInAt = clock.now().getTime();
      }
      continue;
    }
    if (a.kind === 'bet') {
      const [row] = await t.db.orm
        .insert(bets)
        .values({
          merchantId: 1,
          memberId: team[a.who]?.id as number,
          vendorId,
          gameId: a.category ? gameIds[a.category] : null,
          roundId: `rp-${run}-${model.length}`,
          stake: a.stake,
          validBet: a.settled ? a.stake : 0,
          status: a.settled ? 'settled' : 'open',
          placedAt: clock.now(),
          settledAt: a.settled ? clock.now() : null,
        })
        .returning({ id: bets.id });
      model.push({
        id: row?.id as number,
        memberId: team[a.who]?.id as number,
        category: a.category,
        stake: a.stake,
        settledAt: a.settled ? clock.now().getTime() : null,
      });
      continue;
    }
    if (a.kind === 'settle') {
      const open = model.find((b) => b.memberId === team[a.who]?.id && b.settledAt === null);
      if (!open) continue;
      // As the wallet settles a round: stamped with the clock, valid bet = stake.
      open.settledAt = clock.now().getTime();
      await t.db.orm
        .update(bets)
        .set({ status: 'settled', validBet: open.stake, settledAt: clock.now() })
        .where(eq(bets.id, open.id));
      continue;
    }
    if (a.kind === 'level') {
      const m = team[a.who] as Member;
      m.level = a.level;
      await t.db.orm.update(members).set({ vipLevel: a.level }).where(eq(members.id, m.id));
      continue;
    }
    const claims = (m: Member, times: number, keyed: boolean) =>
      Array.from({ length: times }, () =>
        send(app, 'claimRebate', undefined, {
          token: m.token,
          ...withKey(keyed ? `rp-${run}-${slot}-key` : undefined),
        }),
      );
    slot += 1;
    if (a.kind === 'claim') {
      const m = team[a.who] as Member;
      const before = await t.db.orm.select().from(rebates).where(eq(rebates.memberId, m.id));
      const answers = await Promise.all(claims(m, a.times, a.keyed));
      for (const res of answers) {
        expect(res.statusCode).toBeLessThan(500);
        if (!res.json().success) {
          seen.refused += 1;
          if (res.json().errorCode === 'rebate.below.minimum') seen.belowMinimum += 1;
          expect(['rebate.nothing.to.claim', 'rebate.below.minimum']).toContain(res.json().errorCode);
        }
      }
      const after = await t.db.orm.select().from(rebates).where(eq(rebates.memberId, m.id));
      // However many were sent at once, one claim pays; keyed answers all name it.
      expect(after.length - before.length).toBeLessThanOrEqual(1);
      if (a.keyed) {
        const ids = new Set(answers.filter((r) => r.json().success).map((r) => r.json().value.rebate.id));
        expect(ids.size).toBeLessThanOrEqual(1);
      }
    }
    if (a.kind === 'auto') {
      const [before] = await t.db.orm.select().from(rebateSettings);
      const racing = a.racing === null ? [] : claims(team[a.racing] as Member, 2, false);
      const [ran, ...answers] = await Promise.all([app.jobs.runNow('rebate-auto', `rp-${slot}`), ...racing]);
      expect(ran).toBe(true);
      for (const res of answers) expect(res.statusCode).toBeLessThan(500);
      const [after] = await t.db.orm.select().from(rebateSettings);
      if (after?.autoRanOn !== before?.autoRanOn) {
        seen.autoRuns += 1;
        // The run paid every window that reached the minimum: what is left of each is below it.
        await noteLevels(team, levelAtPayment);
        for (const m of team) {
          const rows = await t.db.orm
            .select()
            .from(rebates)
            .where(eq(rebates.memberId, m.id))
            .orderBy(asc(rebates.toAt));
          const from = rows.at(-1)?.toAt.getTime() ?? since.getTime();
          const left = expectedOf(model, m.id, m.level, from, clock.now().getTime() - MINUTE);
          expect(left.amount).toBeLessThan(MIN_CLAIM);
        }
      }
    }
    await noteLevels(team, levelAtPayment);
    await invariants(team, model, levelAtPayment);
  }
}

describe('rebate under random sequences', () => {
  it(
    'pays each settled bet at most once, at the rate of the level when paid, and the ledger balances',
    async () => {
      const tracked = trackedRuns(runSequence);
      try {
        await fc.assert(fc.asyncProperty(fc.array(action, { minLength: 15, maxLength: 40 }), tracked.predicate), {
          numRuns: NUM_RUNS,
        });
      } finally {
        await tracked.settled();
      }
      if (process.env.REBATE_RUNS) console.info('rebate property:', NUM_RUNS, 'runs', seen);
      expect(seen.manual + seen.auto).toBeGreaterThan(0);
    },
    60_000 + NUM_RUNS * 15_000,
  );
});
