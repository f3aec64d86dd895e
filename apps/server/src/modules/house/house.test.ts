import { fromMinorUnits, type HouseRound, houseSessionSchema, toMinorUnits } from '@lotus/contract';
import { deriveOutcome, seedHash, WHEEL_JACKPOT } from '@lotus/house-games';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { fundMember, ledgerBalances, type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { bets, houseRounds, jackpotPools, ledgerTransfers, vendorTransactions } from '../../db/schema.ts';
import { houseLaunchToken, jackpotSeed, roundKey, switchableTransport } from './house-fixtures.ts';

let t: TestApp;
let app: FastifyInstance;
let wallet: ReturnType<typeof switchableTransport>;
let rich: SignedInMember;
let other: SignedInMember;
let broke: SignedInMember;
let lucky: SignedInMember;

const session = (token: string) => app.inject({ method: 'GET', url: '/house/v1/session', query: { token } });
const play = (token: string, stake: number, key = roundKey()) =>
  app.inject({ method: 'POST', url: '/house/v1/play', payload: { token, stake, roundKey: key } });
const rotate = (token: string, clientSeed?: string) =>
  app.inject({ method: 'POST', url: '/house/v1/seed/rotate', payload: { token, clientSeed } });
const mainBalance = async (memberId: number) => (await ledgerBalances(t.db)).members.get(memberId) ?? 0;

beforeAll(async () => {
  let built: FastifyInstance | undefined;
  wallet = switchableTransport(() => built as FastifyInstance);
  t = await createTestApp({ houseTransport: wallet.transport });
  app = t.app;
  built = app;
  const members = await signedInTree(app, t.db, [
    { username: 'house1', type: 0 },
    { username: 'house2', type: 0 },
    { username: 'house3', type: 0 },
    { username: 'house4', type: 0 },
  ]);
  [rich, other, broke, lucky] = members as [SignedInMember, SignedInMember, SignedInMember, SignedInMember];
  await fundMember(t.db, rich.id, 100_000, { key: 'house-fund-1' });
  await fundMember(t.db, other.id, 10_000, { key: 'house-fund-2' });
  await fundMember(t.db, lucky.id, 10_000, { key: 'house-fund-4' });
});

afterAll(async () => t?.close());

describe('house session', () => {
  it('answers the game, its stakes, the wallet balance and the seed hash before play', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-slot', { memberId: rich.id });
    const res = await session(token);
    expect(res.statusCode).toBe(200);
    const value = houseSessionSchema.parse(res.json().value);
    expect(value).toMatchObject({ freePlay: false, balance: 1000, currency: 'CNY', jackpot: null });
    expect(value.game).toMatchObject({ code: 'lotus-slot', minStake: 0.2, maxStake: 100 });
    expect(value.fairness).toMatchObject({ nonce: 0 });
    expect(value.fairness.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The same seed on the next session, whatever the game.
    const wheel = (await session(await houseLaunchToken(t.db, 'lotus-wheel', { memberId: rich.id }))).json().value;
    expect(wheel.fairness).toEqual(value.fairness);
    expect(wheel.jackpot).toBe(fromMinorUnits(WHEEL_JACKPOT.seedMinor));
  });

  it('refuses unknown, expired and non-house tokens', async () => {
    expect((await session('nope')).json()).toMatchObject({ success: false, errorCode: 'house.token.invalid' });
    const expired = await houseLaunchToken(t.db, 'lotus-slot', { memberId: rich.id, expiresAt: new Date(1000) });
    expect((await session(expired)).statusCode).toBe(401);
    expect((await play(expired, 1)).json().errorCode).toBe('house.token.invalid');
  });
});

describe('house play', () => {
  it('moves the ledger by exactly stake − payout per round, and every round re-derives from its seed after rotation', async () => {
    const before = (await session(await houseLaunchToken(t.db, 'lotus-slot', { memberId: rich.id }))).json().value;
    const rounds: HouseRound[] = [];
    for (const game of ['lotus-slot', 'lotus-scratch', 'lotus-wheel'] as const) {
      const token = await houseLaunchToken(t.db, game, { memberId: rich.id });
      for (let i = 0; i < 6; i++) {
        const start = await mainBalance(rich.id);
        const res = await play(token, game === 'lotus-slot' ? 0.4 : 1);
        expect(res.statusCode, res.body).toBe(200);
        const { round, balance } = res.json().value;
        const moved = (await mainBalance(rich.id)) - start;
        expect(moved).toBe(minor(round.payout) - minor(round.stake));
        expect(toMinorUnits(balance)).toBe(await mainBalance(rich.id));
        expect(round.serverSeed).toBeNull();
        rounds.push(round);
      }
    }
    expect(rounds.map((r) => r.nonce)).toEqual(rounds.map((_, i) => i));
    const rows = await t.db.orm.select().from(houseRounds).where(eq(houseRounds.memberId, rich.id));
    expect(rows.every((row) => row.status === 'settled')).toBe(true);
    // The wallet side keeps one settled bet per round, with the round id.
    const betRows = await t.db.orm.select().from(bets).where(eq(bets.memberId, rich.id));
    expect(betRows.map((b) => b.roundId).sort()).toEqual(rounds.map((r) => String(r.id)).sort());
    expect(betRows.every((b) => b.status === 'settled')).toBe(true);

    const rotated = await rotate(await houseLaunchToken(t.db, 'lotus-slot', { memberId: rich.id }), 'my own seed');
    const { revealed, fairness } = rotated.json().value;
    expect(revealed.serverSeedHash).toBe(before.fairness.serverSeedHash);
    expect(seedHash(revealed.serverSeed)).toBe(before.fairness.serverSeedHash);
    expect(revealed.rounds).toBe(rounds.length);
    expect(fairness).toMatchObject({ clientSeed: 'my own seed', nonce: 0 });
    expect(fairness.serverSeedHash).not.toBe(before.fairness.serverSeedHash);

    for (const round of rounds) {
      expect(deriveOutcome(round.gameCode, revealed.serverSeed, round.clientSeed, round.nonce)).toEqual(round.outcome);
      const proof = await send(app, 'houseRound', undefined, {
        token: rich.token,
        query: { roundId: String(round.id) },
      });
      expect(proof.statusCode).toBe(200);
      expect(proof.json().value).toMatchObject({
        id: round.id,
        serverSeed: revealed.serverSeed,
        outcome: round.outcome,
      });
    }
  });

  it('answers a repeated round key with the same round and moves the money once', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-scratch', { memberId: other.id });
    const key = roundKey();
    const start = await mainBalance(other.id);
    const answers = await Promise.all([play(token, 1, key), play(token, 1, key)]);
    const again = await play(token, 1, key);
    const ids = [...answers, again].map((res) => res.json().value.round.id);
    expect(new Set(ids).size).toBe(1);
    const round = again.json().value.round;
    expect((await mainBalance(other.id)) - start).toBe(minor(round.payout) - minor(round.stake));
  });

  it('gives concurrent presses their own nonces and moves the ledger by their sum', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-wheel', { memberId: other.id });
    const start = await mainBalance(other.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => play(token, 1)));
    const rounds = answers.map((res) => res.json().value.round as HouseRound);
    const nonces = rounds.map((round) => round.nonce).sort((a, b) => a - b);
    expect(new Set(nonces).size).toBe(5);
    expect(nonces).toEqual(Array.from({ length: 5 }, (_, i) => (nonces[0] ?? 0) + i));
    const net = rounds.reduce((sum, round) => sum + minor(round.payout) - minor(round.stake), 0);
    expect((await mainBalance(other.id)) - start).toBe(net);
  });

  it('voids the round when the stake is refused, and the pool does not keep its share', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-wheel', { memberId: broke.id });
    await session(token);
    const pool = await poolAmount();
    const res = await play(token, 5);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'balance.insufficient' });
    const [round] = await t.db.orm.select().from(houseRounds).where(eq(houseRounds.memberId, broke.id));
    expect(round?.status).toBe('void');
    expect(await poolAmount()).toBe(pool);
    expect(await mainBalance(broke.id)).toBe(0);
  });

  it('refuses stakes the game does not offer', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-scratch', { memberId: other.id });
    expect((await play(token, 0.2)).json().errorCode).toBe('house.stake.invalid');
    expect((await play(token, 3)).json().errorCode).toBe('house.stake.invalid');
  });

  it('grows the wheel pool by its share of each stake; a jackpot pays the pool and resets it', async () => {
    await jackpotSeed(t.db, lucky.id);
    const token = await houseLaunchToken(t.db, 'lotus-wheel', { memberId: lucky.id });
    const pool = await poolAmount();
    const start = await mainBalance(lucky.id);
    const res = await play(token, 10);
    const { round, jackpot } = res.json().value;
    expect(round.outcome).toMatchObject({ jackpot: true });
    expect(toMinorUnits(round.payout)).toBe(pool + 10);
    expect(jackpot).toBe(fromMinorUnits(WHEEL_JACKPOT.seedMinor));
    expect((await mainBalance(lucky.id)) - start).toBe(pool + 10 - 1_000);

    const next = (await play(token, 10)).json().value;
    expect(next.round.outcome.jackpot).toBe(false);
    expect(toMinorUnits(next.jackpot)).toBe(WHEEL_JACKPOT.seedMinor + 10);
  });

  it('leaves a round open when the credit cannot be sent, and the settlement job pays it once', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-scratch', { memberId: other.id });
    const start = await mainBalance(other.id);
    wallet.failing.add('credit');
    const res = await play(token, 1);
    wallet.failing.delete('credit');
    expect(res.statusCode).toBe(200);
    const { round } = res.json().value;
    const [row] = await t.db.orm.select().from(houseRounds).where(eq(houseRounds.id, round.id));
    expect(row?.status).toBe('open');
    expect((await mainBalance(other.id)) - start).toBe(-100);

    await t.db.orm
      .update(houseRounds)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(houseRounds.id, round.id));
    expect(await app.jobs.runNow('house-round-settlement', 'test-1')).toBe(true);
    expect(await app.jobs.runNow('house-round-settlement', 'test-2')).toBe(true);
    const [settled] = await t.db.orm.select().from(houseRounds).where(eq(houseRounds.id, round.id));
    expect(settled?.status).toBe('settled');
    expect((await mainBalance(other.id)) - start).toBe((toMinorUnits(round.payout) ?? 0) - 100);
  });

  it('rolls back a stake whose debit went unanswered and voids the round', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-scratch', { memberId: other.id });
    const start = await mainBalance(other.id);
    wallet.failing.add('debit');
    const res = await play(token, 1);
    wallet.failing.delete('debit');
    expect(res.json()).toMatchObject({ success: false, errorCode: 'service.unavailable' });
    const [row] = await t.db.orm
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.memberId, other.id), eq(houseRounds.status, 'void')));
    expect(row).toBeDefined();
    expect(await mainBalance(other.id)).toBe(start);
  });
});

describe('free play', () => {
  it('plays with chips derived from the token rounds and never reaches the wallet or the ledger', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-wheel', { freePlay: true });
    const transfers = (await t.db.orm.select().from(ledgerTransfers)).length;
    const vendorCalls = (await t.db.orm.select().from(vendorTransactions)).length;
    const poolBefore = await poolAmount();
    const calls = wallet.calls.length;
    const start = (await session(token)).json().value;
    expect(start).toMatchObject({ freePlay: true, balance: 2000 });
    let balance = start.balance;
    for (let i = 0; i < 5; i++) {
      const { round, balance: after } = (await play(token, 100)).json().value;
      expect(after).toBeCloseTo(balance - round.stake + round.payout, 2);
      balance = after;
    }
    expect((await session(token)).json().value.balance).toBeCloseTo(balance, 2);
    expect((await t.db.orm.select().from(ledgerTransfers)).length).toBe(transfers);
    expect((await t.db.orm.select().from(vendorTransactions)).length).toBe(vendorCalls);
    expect(wallet.calls.length).toBe(calls);
    expect(await poolAmount()).toBe(poolBefore);
  });

  it('draws from a seed of its own, so no free round or revealed free seed says anything of real play', async () => {
    const real = await houseLaunchToken(t.db, 'lotus-slot', { memberId: other.id });
    const before = (await session(real)).json().value.fairness;
    const free = await houseLaunchToken(t.db, 'lotus-slot', { freePlay: true });
    const freeFairness = (await session(free)).json().value.fairness;
    const otherFree = (await session(await houseLaunchToken(t.db, 'lotus-slot', { freePlay: true }))).json().value;
    expect(freeFairness.serverSeedHash).not.toBe(before.serverSeedHash);
    expect(otherFree.fairness.serverSeedHash).not.toBe(freeFairness.serverSeedHash);
    for (let i = 0; i < 3; i++) expect((await play(free, 100)).statusCode).toBe(200);
    const revealed = (await rotate(free, before.clientSeed)).json().value.revealed;
    expect(revealed.serverSeedHash).toBe(freeFairness.serverSeedHash);
    // Free rounds took no nonce of the member's seed, and its seed stays secret.
    expect((await session(real)).json().value.fairness).toEqual(before);
    expect(seedHash(revealed.serverSeed)).not.toBe(before.serverSeedHash);
  });

  it('refuses a stake above the chips left', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-scratch', { freePlay: true });
    for (let i = 0; i < 20 && (await session(token)).json().value.balance >= 100; i++) await play(token, 100);
    const left = (await session(token)).json().value.balance;
    if (left < 100) expect((await play(token, 100)).json().errorCode).toBe('balance.insufficient');
  });
});

describe('verify and round proof', () => {
  it('verify recomputes any outcome and the seed hash without a session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/house/v1/verify',
      payload: { gameCode: 'lotus-slot', serverSeed: 'abc', clientSeed: 'lotus', nonce: 3 },
    });
    expect(res.json().value).toEqual({
      serverSeedHash: seedHash('abc'),
      outcome: deriveOutcome('lotus-slot', 'abc', 'lotus', 3),
    });
    const bad = await app.inject({ method: 'POST', url: '/house/v1/verify', payload: { gameCode: 'x' } });
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it('shows a round only to its member: no seed before rotation, 404 for others, 401 without a session', async () => {
    const token = await houseLaunchToken(t.db, 'lotus-slot', { memberId: other.id });
    const { round } = (await play(token, 1)).json().value;
    const own = await send(app, 'houseRound', undefined, { token: other.token, query: { roundId: String(round.id) } });
    expect(own.json().value).toMatchObject({ id: round.id, serverSeed: null, serverSeedHash: round.serverSeedHash });
    const theirs = await send(app, 'houseRound', undefined, {
      token: rich.token,
      query: { roundId: String(round.id) },
    });
    expect(theirs.statusCode).toBe(404);
    const missing = await send(app, 'houseRound', undefined, { token: other.token, query: { roundId: '999999' } });
    expect(missing.statusCode).toBe(404);
    const guest = await send(app, 'houseRound', undefined, { query: { roundId: String(round.id) } });
    expect(guest.statusCode).toBe(401);
  });
});

async function poolAmount() {
  const [row] = await t.db.orm
    .select({ amount: jackpotPools.amount })
    .from(jackpotPools)
    .where(and(eq(jackpotPools.merchantId, 1), eq(jackpotPools.gameCode, 'lotus-wheel')));
  return row?.amount ?? WHEEL_JACKPOT.seedMinor;
}

const minor = (amount: number) => toMinorUnits(amount) ?? Number.NaN;
