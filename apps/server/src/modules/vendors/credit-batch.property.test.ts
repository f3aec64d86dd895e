import { toMinorUnits, type VendorReply } from '@lotus/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, movableClock } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../../test/money-helpers.ts';
import { trackedRuns } from '../../../test/tracked-runs.ts';
import { bets, ledgerTransfers, turnoverRequirements, vendorTransactions } from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import { addTurnoverRequirement } from '../wallet/turnover/turnover.ts';
import type { SeamlessClient } from './seamless-client.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor, vendorClient } from './vendor-fixtures.ts';

/**
 * `credit-batch` against single credits: two mirrored worlds (one vendor and its players each) take the same debits
 * and rollbacks, then the same random credits — repeats, reused txIds with other content, unknown rounds, players and
 * games, cancelled rounds, bad amounts and currencies — one world one call per credit, the other in random batches.
 * Every item's reply, every balance, round, turnover requirement and stored call must be the same in both, and the
 * ledger must verify.
 */

const NUM_RUNS = Number(process.env.BATCH_RUNS ?? 60);
const TIME_LIMIT_MS = Number(process.env.BATCH_TIME_LIMIT_MS ?? 60_000);
const PLAYERS = 3;
const ROUNDS = 4;

const clock = movableClock(Date.parse('2026-03-01T10:00:00Z'));
let t: TestApp;

interface World {
  vendor: TestVendor;
  client: SeamlessClient;
}
let single: World;
let batched: World;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const games = [{ gameCode: 'slot', minBet: 100 }];
  const a = await insertVendor(t.db, { code: 'BATCHA', games });
  const b = await insertVendor(t.db, { code: 'BATCHB', games });
  single = { vendor: a, client: vendorClient(t.app, a) };
  batched = { vendor: b, client: vendorClient(t.app, b) };
});
afterAll(() => t.close());

const creditArb = fc.record({
  player: fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min: 0, max: PLAYERS - 1 }) },
    fc.constant(-1),
    fc.constant(-2),
  ),
  tx: fc.integer({ min: 0, max: 9 }),
  round: fc.integer({ min: 0, max: ROUNDS }),
  amount: fc.constantFrom(0, 3, 7.77, 40, 0, 12.5, -1, 0.001),
  badGame: fc.integer({ min: 0, max: 99 }).map((n) => n < 12),
  badCurrency: fc.integer({ min: 0, max: 99 }).map((n) => n < 8),
});
const caseArb = fc.record({
  credits: fc.array(creditArb, { minLength: 1, maxLength: 24 }),
  cuts: fc.array(fc.integer({ min: 1, max: 8 }), { minLength: 1, maxLength: 6 }),
  cancelled: fc.integer({ min: 0, max: ROUNDS - 1 }),
  turnover: fc.integer({ min: 0, max: 3_000 }),
});

let run = 0;
const seen = new Set<string>();

/** Funds a world's players, places the same rounds for each and rolls one of them back. */
async function prepare(world: World, s: string, cancelled: number, turnover: number) {
  const players: number[] = [];
  for (let p = 0; p < PLAYERS; p++) {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 50_000, { key: `batch-fund-${player}` });
    if (turnover > 0) {
      await addTurnoverRequirement(t.db.orm, {
        merchantId: 1,
        memberId: player,
        reference: `batch-${player}`,
        amount: turnover,
        percent: 100,
        at: clock.now(),
      });
    }
    const token = await issueLaunchToken(t.db, {
      vendor: world.vendor,
      memberId: player,
      expiresAt: new Date(clock.now().getTime() + HOUR),
    });
    for (let r = 0; r < ROUNDS; r++) {
      const debit = await world.client.debit({
        playerId: String(player),
        token,
        txId: `${s}-p${p}-d${r}`,
        roundId: `${s}-p${p}-r${r}`,
        gameCode: 'slot',
        amount: 1 + r,
        currency: 'CNY',
      });
      expect(debit.status).toBe('OK');
    }
    const undo = await world.client.rollback({
      playerId: String(player),
      txId: `${s}-p${p}-u`,
      refTxId: `${s}-p${p}-d${cancelled}`,
    });
    expect(undo.status).toBe('OK');
    players.push(player);
  }
  return players;
}

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

const playerIdOf = (players: number[], index: number) =>
  index === -1 ? '999999999' : index === -2 ? 'not-a-player' : String(players[index]);

function creditsOf(players: number[], s: string, credits: Case['credits']) {
  return credits.map((c) => {
    const owner = c.player >= 0 ? c.player : 0;
    return {
      playerId: playerIdOf(players, c.player),
      txId: `${s}-c${c.tx}`,
      roundId: `${s}-p${owner}-r${c.round}`,
      gameCode: c.badGame ? 'nope' : 'slot',
      amount: c.amount,
      currency: c.badCurrency ? 'USD' : 'CNY',
    };
  });
}

/** What a reply says, in terms both worlds share (ids differ). */
const shapeOf = (reply: VendorReply) => ({
  status: reply.status,
  balance: reply.balance === undefined ? undefined : toMinorUnits(reply.balance),
  hasTransactionId: reply.transactionId !== undefined,
});

async function stateOf(world: World, players: number[]) {
  const balances = (await ledgerBalances(t.db)).members;
  const rounds = await t.db.orm
    .select({
      memberId: bets.memberId,
      roundId: bets.roundId,
      stake: bets.stake,
      payout: bets.payout,
      status: bets.status,
      validBet: bets.validBet,
    })
    .from(bets)
    .where(and(eq(bets.vendorId, world.vendor.id), inArray(bets.memberId, players)))
    .orderBy(asc(bets.id));
  const remaining = await t.db.orm
    .select({ memberId: turnoverRequirements.memberId, remaining: turnoverRequirements.remaining })
    .from(turnoverRequirements)
    .where(inArray(turnoverRequirements.memberId, players))
    .orderBy(asc(turnoverRequirements.id));
  const calls = await t.db.orm
    .select({
      txId: vendorTransactions.txId,
      status: vendorTransactions.status,
      amount: vendorTransactions.amount,
      linked: sql<boolean>`${vendorTransactions.transferId} is not null`,
    })
    .from(vendorTransactions)
    .where(and(eq(vendorTransactions.vendorId, world.vendor.id), eq(vendorTransactions.action, 'credit')))
    .orderBy(asc(vendorTransactions.txId));
  const index = (id: number) => players.indexOf(id);
  return {
    balances: players.map((p) => balances.get(p) ?? 0),
    rounds: rounds.map((r) => ({ ...r, memberId: index(r.memberId), roundId: r.roundId.replace(/^[^-]+-[^-]+-/, '') })),
    remaining: remaining.map((r) => ({ ...r, memberId: index(r.memberId) })),
    calls: calls.map((c) => ({ ...c, txId: c.txId.replace(/^[^-]+-[^-]+-/, '') })),
  };
}

async function runCase(testCase: Case) {
  run += 1;
  const sA = `a${run}-x`;
  const sB = `b${run}-x`;
  const [playersA, playersB] = [
    await prepare(single, sA, testCase.cancelled, testCase.turnover),
    await prepare(batched, sB, testCase.cancelled, testCase.turnover),
  ];

  const repliesA: VendorReply[] = [];
  for (const credit of creditsOf(playersA, sA, testCase.credits)) repliesA.push(await single.client.credit(credit));

  const creditsB = creditsOf(playersB, sB, testCase.credits);
  const repliesB: VendorReply[] = [];
  let at = 0;
  for (let i = 0; at < creditsB.length; i++) {
    const size = testCase.cuts[i % testCase.cuts.length] ?? 1;
    const chunk = creditsB.slice(at, at + size);
    at += size;
    const reply = await batched.client.creditBatch({ credits: chunk });
    expect(reply.status).toBe('OK');
    expect(reply.results?.map((r) => r.txId)).toEqual(chunk.map((c) => c.txId));
    repliesB.push(...(reply.results ?? []));
  }

  for (const reply of repliesA) seen.add(reply.status);
  expect(repliesB.map(shapeOf)).toEqual(repliesA.map(shapeOf));
  expect(await stateOf(batched, playersB)).toEqual(await stateOf(single, playersA));
}

describe('credit-batch', () => {
  it('answers and moves exactly as the same credits sent one at a time', {
    timeout: TIME_LIMIT_MS + 60_000,
  }, async () => {
    const runs = trackedRuns(runCase);
    try {
      await fc.assert(fc.asyncProperty(caseArb, runs.predicate), {
        numRuns: NUM_RUNS,
        interruptAfterTimeLimit: TIME_LIMIT_MS,
      });
    } finally {
      await runs.settled();
    }
    expect(run).toBeGreaterThanOrEqual(Math.min(NUM_RUNS, 20));
    expect([...seen].sort()).toEqual(
      [
        'OK',
        'DUPLICATE_TRANSACTION',
        'TRANSACTION_NOT_FOUND',
        'GAME_NOT_FOUND',
        'PLAYER_NOT_FOUND',
        'INVALID_PARAMS',
      ].sort(),
    );
    const report = await verifyLedger(t.db.orm, 1);
    expect(report.ok).toBe(true);
    // Every paid credit names its transfer.
    const unlinked = await t.db.orm
      .select({ txId: vendorTransactions.txId })
      .from(vendorTransactions)
      .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, vendorTransactions.transferId))
      .where(
        and(
          eq(vendorTransactions.status, 'OK'),
          sql`${vendorTransactions.amount} > 0`,
          sql`${ledgerTransfers.id} is null`,
        ),
      );
    expect(unlinked).toEqual([]);
  });

  it('refuses a body that is not a batch, and a batch over the limit, changing nothing', async () => {
    const before = await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(vendorTransactions);
    expect((await single.client.call('credit-batch', { credits: [] })).status).toBe('INVALID_PARAMS');
    expect((await single.client.call('credit-batch', { nope: 1 })).status).toBe('INVALID_PARAMS');
    const many = Array.from({ length: 1001 }, (_, i) => ({
      playerId: '1',
      txId: `over-${i}`,
      roundId: 'r',
      gameCode: 'slot',
      amount: 1,
      currency: 'CNY',
    }));
    expect((await single.client.call('credit-batch', { credits: many })).status).toBe('INVALID_PARAMS');
    const after = await t.db.orm.select({ n: sql<number>`count(*)::int` }).from(vendorTransactions);
    expect(after).toEqual(before);
  });

  it('pays each credit once when batches naming the same members run at the same time', async () => {
    const s = 'conc';
    const players = await prepare(batched, s, 0, 0);
    const credits = players.flatMap((player, p) =>
      [1, 2, 3].map((r) => ({
        playerId: String(player),
        txId: `${s}-p${p}-w${r}`,
        roundId: `${s}-p${p}-r${r}`,
        gameCode: 'slot',
        amount: 5,
        currency: 'CNY',
      })),
    );
    const before = (await ledgerBalances(t.db)).members;
    // Opposite orders, overlapping members: the locks are taken in id order, so neither waits on the other forever.
    const replies = await Promise.all([
      batched.client.creditBatch({ credits }),
      batched.client.creditBatch({ credits: [...credits].reverse() }),
      batched.client.creditBatch({ credits: credits.slice(2, 7) }),
    ]);
    for (const reply of replies) {
      expect(reply.status).toBe('OK');
      expect(reply.results?.every((r) => r.status === 'OK')).toBe(true);
    }
    const after = (await ledgerBalances(t.db)).members;
    for (const player of players) expect((after.get(player) ?? 0) - (before.get(player) ?? 0)).toBe(3 * 500);
    expect((await verifyLedger(t.db.orm, 1)).ok).toBe(true);
  });
});
