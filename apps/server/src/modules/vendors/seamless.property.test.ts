import { toMinorUnits, type VendorAction, type VendorReply, type VendorStatus } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, movableClock } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../../test/money-helpers.ts';
import { trackedRuns } from '../../../test/tracked-runs.ts';
import { bets, ledgerTransfers, vendorTransactions } from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';
import type { SeamlessClient } from './seamless-client.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor, vendorClient } from './vendor-fixtures.ts';

/**
 * Random sequences of vendor calls — debits, credits and rollbacks over a few shared txIds and rounds, so repeats,
 * reused ids with other content, wins before bets, rollbacks before debits and rollbacks of credits all happen — with
 * wrong amounts and currencies, unknown games and tokens, forged signatures, exact replays and a clock that moves the
 * launch token past its expiry, all through the app and against a plain model of the expected status and balance.
 * Each sequence plays a fresh member; after each, the member's ledger balance and bet rows are the model's, and every
 * few sequences (and at the end) the ledger verifier proves the whole ledger.
 *
 * SEAMLESS_RUNS sets the number of sequences (default 2000); on a slow machine the run stops after TIME_LIMIT_MS
 * with what it has done (at least MIN_RUNS). A failure prints the seed and path to replay it.
 */

const NUM_RUNS = Number(process.env.SEAMLESS_RUNS ?? 2000);
const TIME_LIMIT_MS = Number(process.env.SEAMLESS_TIME_LIMIT_MS ?? 75_000);
const MIN_RUNS = Math.min(NUM_RUNS, 200);
const VERIFY_EVERY = 100;
const START_BALANCE = 2_000;
const MIN_BET = 100;

const debitAmounts = [1, 2.5, 10, 25, 0.5, 0, -3, 1.005];
const creditAmounts = [0, 3, 7.77, 40, -1, 0.001];

type Command =
  | {
      kind: 'debit' | 'credit';
      tx: number;
      round: number;
      amount: number;
      badToken: boolean;
      badGame: boolean;
      badCurrency: boolean;
      badSignature: boolean;
    }
  | { kind: 'rollback'; tx: number; ref: number; badSignature: boolean }
  | { kind: 'replay'; index: number }
  | { kind: 'advance' };

/** True about one time in eight. */
const rare = fc.nat(99).map((n) => n < 12);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('debit' as const),
      tx: fc.nat(5),
      round: fc.nat(2),
      amount: fc.constantFrom(...debitAmounts),
      badToken: rare,
      badGame: rare,
      badCurrency: rare,
      badSignature: rare,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      tx: fc.nat(5),
      round: fc.nat(2),
      amount: fc.constantFrom(...creditAmounts),
      badToken: fc.constant(false),
      badGame: rare,
      badCurrency: rare,
      badSignature: rare,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), tx: fc.nat(5), ref: fc.nat(5), badSignature: rare }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replay' as const), index: fc.nat(20) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('advance' as const) }) },
);

/** What the model keeps of a member's dealings with the vendor (minor units). */
interface Model {
  balance: number;
  tokenExpiresAt: number;
  /** Calls that were answered OK, by txId: only they bind their id. */
  done: Map<string, { action: VendorAction; identity: string; amount: number; roundId?: string }>;
  rounds: Map<string, { stake: number; payout: number; status: 'open' | 'settled' | 'cancelled' }>;
  /** Debit txIds named by an OK rollback (reversed, or waiting as a tombstone). */
  rolledBack: Set<string>;
}

interface Sent {
  action: VendorAction;
  body: Record<string, unknown>;
  badSignature: boolean;
}

/** The expected answer to one call, applied to the model. `balance` is absent when the reply carries none. */
function expected(
  model: Model,
  sent: Sent,
  now: number,
  liveToken: string,
): { status: VendorStatus; balance?: number } {
  const { action, body } = sent;
  if (sent.badSignature) return { status: 'INVALID_SIGNATURE' };
  const withBalance = (status: VendorStatus) => ({ status, balance: model.balance });
  const txId = body.txId as string;
  const minor = action === 'rollback' ? 0 : toMinorUnits(body.amount as number);
  if (action !== 'rollback') {
    if (body.currency !== 'CNY' || minor === null || minor < 0 || (action === 'debit' && minor === 0)) {
      return { status: 'INVALID_PARAMS' };
    }
  }
  const amount = minor ?? 0;
  const identity =
    action === 'rollback'
      ? JSON.stringify([action, body.refTxId])
      : JSON.stringify([action, body.roundId, body.gameCode, amount, body.currency]);
  const earlier = model.done.get(txId);
  if (earlier) return withBalance(earlier.identity === identity ? 'OK' : 'DUPLICATE_TRANSACTION');
  const roundId = body.roundId as string;
  const round = model.rounds.get(roundId);

  if (action === 'debit') {
    if (model.rolledBack.has(txId)) return withBalance('TRANSACTION_NOT_FOUND');
    if (body.token !== liveToken) return withBalance('INVALID_TOKEN');
    if (now >= model.tokenExpiresAt) return withBalance('TOKEN_EXPIRED');
    if (body.gameCode !== 'slot') return withBalance('GAME_NOT_FOUND');
    if (amount < MIN_BET) return withBalance('BET_LIMIT');
    if (round && round.status !== 'open') return withBalance('INVALID_PARAMS');
    if (model.balance < amount) return withBalance('INSUFFICIENT_FUNDS');
    model.balance -= amount;
    if (round) round.stake += amount;
    else model.rounds.set(roundId, { stake: amount, payout: 0, status: 'open' });
    model.done.set(txId, { action, identity, amount, roundId });
    return withBalance('OK');
  }
  if (action === 'credit') {
    if (body.gameCode !== 'slot') return withBalance('GAME_NOT_FOUND');
    if (!round || round.status === 'cancelled') return withBalance('TRANSACTION_NOT_FOUND');
    model.balance += amount;
    round.payout += amount;
    round.status = 'settled';
    model.done.set(txId, { action, identity, amount, roundId });
    return withBalance('OK');
  }
  const refTxId = body.refTxId as string;
  const target = model.done.get(refTxId);
  const accept = (moved: number) => {
    model.done.set(txId, { action, identity, amount: moved });
    model.rolledBack.add(refTxId);
    return withBalance('OK');
  };
  if (!target) return accept(0);
  if (target.action !== 'debit') return withBalance('TRANSACTION_NOT_FOUND');
  if (model.rolledBack.has(refTxId)) return accept(0);
  const debited = model.rounds.get(target.roundId ?? '');
  if (debited?.status !== 'open') return withBalance('INVALID_PARAMS');
  model.balance += target.amount;
  debited.stake -= target.amount;
  if (debited.stake === 0) debited.status = 'cancelled';
  return accept(target.amount);
}

const clock = movableClock(Date.parse('2026-04-01T00:00:00Z'));
let t: TestApp;
let vendor: TestVendor;
let client: SeamlessClient;
let forger: SeamlessClient;
let sequence = 0;
/** Every status the sequences met, so a run that never reaches a rule fails instead of passing quietly. */
const seen = new Set<VendorStatus>();

beforeAll(async () => {
  t = await createTestApp({ clock });
  vendor = await insertVendor(t.db, { code: 'PROPV', games: [{ gameCode: 'slot', minBet: MIN_BET }] });
  client = vendorClient(t.app, vendor);
  forger = vendorClient(t.app, vendor, 'a-guessed-secret');
});
afterAll(() => t.close());

async function runSequence(commands: Command[]) {
  sequence += 1;
  const s = `s${sequence}`;
  const player = await insertPlayer(t.db);
  await fundMember(t.db, player, START_BALANCE, { key: `prop-fund-${player}` });
  const tokenExpiresAt = clock.now().getTime() + 2 * HOUR;
  const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(tokenExpiresAt) });
  const model: Model = {
    balance: START_BALANCE,
    tokenExpiresAt,
    done: new Map(),
    rounds: new Map(),
    rolledBack: new Set(),
  };
  const history: Sent[] = [];
  const playerId = String(player);

  for (const [step, command] of commands.entries()) {
    let sent: Sent;
    if (command.kind === 'advance') {
      clock.advance(150 * 60_000);
      continue;
    }
    if (command.kind === 'replay') {
      const earlier = history[command.index % Math.max(1, history.length)];
      if (!earlier) continue;
      sent = earlier;
    } else if (command.kind === 'rollback') {
      sent = {
        action: 'rollback',
        body: { playerId, txId: `${s}-t${command.tx}`, refTxId: `${s}-t${command.ref}` },
        badSignature: command.badSignature,
      };
    } else {
      sent = {
        action: command.kind,
        body: {
          playerId,
          ...(command.kind === 'debit' ? { token: command.badToken ? 'not-a-token' : token } : {}),
          txId: `${s}-t${command.tx}`,
          roundId: `${s}-r${command.round}`,
          gameCode: command.badGame ? 'nope' : 'slot',
          amount: command.amount,
          currency: command.badCurrency ? 'USD' : 'CNY',
        },
        badSignature: command.badSignature,
      };
    }
    history.push(sent);
    const want = expected(model, sent, clock.now().getTime(), token);
    const reply: VendorReply = await (sent.badSignature ? forger : client).call(sent.action, sent.body);
    const got = {
      status: reply.status,
      ...(reply.balance !== undefined ? { balance: toMinorUnits(reply.balance) ?? NaN } : {}),
    };
    expect(got, `step ${step}: ${sent.action} ${JSON.stringify(sent.body)}`).toEqual(want);
    seen.add(reply.status);
  }

  expect((await ledgerBalances(t.db)).members.get(player) ?? 0).toBe(model.balance);
  const rows = await t.db.orm
    .select({ roundId: bets.roundId, stake: bets.stake, payout: bets.payout, status: bets.status })
    .from(bets)
    .where(and(eq(bets.vendorId, vendor.id), eq(bets.memberId, player)));
  expect(
    Object.fromEntries(rows.map((r) => [r.roundId, { stake: r.stake, payout: r.payout, status: r.status }])),
  ).toEqual(Object.fromEntries(model.rounds));
  if (sequence % VERIFY_EVERY === 0) expect((await verifyLedger(t.db.orm, 1)).ok).toBe(true);
}

describe('the seamless wallet API against a model', () => {
  it('answers every random sequence of vendor calls as the model says', {
    timeout: TIME_LIMIT_MS + 120_000,
  }, async () => {
    const runs = trackedRuns(runSequence);
    try {
      await fc.assert(fc.asyncProperty(fc.array(commandArb, { minLength: 1, maxLength: 8 }), runs.predicate), {
        numRuns: NUM_RUNS,
        interruptAfterTimeLimit: TIME_LIMIT_MS,
      });
    } finally {
      await runs.settled();
    }
    expect(sequence).toBeGreaterThanOrEqual(MIN_RUNS);
    expect([...seen].sort()).toEqual(
      [
        'OK',
        'DUPLICATE_TRANSACTION',
        'TRANSACTION_NOT_FOUND',
        'INVALID_TOKEN',
        'TOKEN_EXPIRED',
        'INSUFFICIENT_FUNDS',
        'BET_LIMIT',
        'INVALID_PARAMS',
        'INVALID_SIGNATURE',
        'GAME_NOT_FOUND',
      ].sort(),
    );
    const report = await verifyLedger(t.db.orm, 1);
    expect(report.ok).toBe(true);
    expect(report.negativeMemberAccounts).toEqual([]);
    // A stored call finds its transfer by key in the same round trip: every one that moved money names it.
    const links = await t.db.orm
      .select({ txId: vendorTransactions.txId, transferId: vendorTransactions.transferId, posted: ledgerTransfers.id })
      .from(vendorTransactions)
      .innerJoin(
        ledgerTransfers,
        eq(
          ledgerTransfers.idempotencyKey,
          sql`'vendor:' || ${vendorTransactions.vendorId} || ':' || ${vendorTransactions.txId}`,
        ),
      )
      .where(eq(vendorTransactions.status, 'OK'));
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => l.transferId !== l.posted)).toEqual([]);
  });
});
