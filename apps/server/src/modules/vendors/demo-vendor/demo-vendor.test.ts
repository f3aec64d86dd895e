import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR } from '../../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember, ledgerBalances } from '../../../../test/money-helpers.ts';
import { bets, demoVendorRounds, vendorTransactions } from '../../../db/schema.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';
import { insertPlayer, insertVendor, issueLaunchToken, type TestVendor } from '../vendor-fixtures.ts';
import { DEMO_PAY_TABLE, demoMultiplier, demoReturnToPlayer } from './demo-round.ts';

let t: TestApp;
let vendor: TestVendor;

beforeAll(async () => {
  t = await createTestApp();
  vendor = await insertVendor(t.db, { code: 'DEMOV', games: [{ gameCode: 'fortune', minBet: 100 }] });
});
afterAll(() => t.close());

const play = (form: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/demo-vendor/${vendor.code}/play`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const shownBalance = (html: string) => /data-testid="demo-vendor-balance">([^<]*)</.exec(html)?.[1];
const shownResult = (html: string) => /data-testid="demo-vendor-result">([^<]*)</.exec(html)?.[1];
/** The win a round's page shows, in minor units (0 for a lost round). */
const shownWin = (html: string) => Math.round(Number(/You won ([\d.]+)/.exec(html)?.[1] ?? 0) * 100);
const multipliers = [0, ...DEMO_PAY_TABLE.map((row) => row.multiplier)];

async function realSession(fundedMinor: number) {
  const player = await insertPlayer(t.db);
  await fundMember(t.db, player, fundedMinor, { key: `demo-fund-${player}` });
  const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
  return { player, token };
}
const freeSession = () =>
  issueLaunchToken(t.db, { vendor, memberId: null, freePlay: true, expiresAt: new Date(Date.now() + HOUR) });
const keptRounds = (player: number) =>
  t.db.orm
    .select({ roundId: demoVendorRounds.roundId, stake: demoVendorRounds.stake, win: demoVendorRounds.win })
    .from(demoVendorRounds)
    .where(and(eq(demoVendorRounds.vendorId, vendor.id), eq(demoVendorRounds.memberId, player)));
const memberCalls = async (player: number) =>
  (
    await t.db.orm
      .select({ action: vendorTransactions.action, status: vendorTransactions.status })
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.memberId, player)))
  )
    .map((c) => `${c.action}:${c.status}`)
    .sort();

describe('the demo vendor', () => {
  it('returns 97 % of stakes', () => {
    expect(demoReturnToPlayer()).toBeCloseTo(0.97, 10);
    expect([0, 0.005, 0.01, 0.03, 0.07, 0.2, 0.37, 0.5, 0.99].map(demoMultiplier)).toEqual([
      12, 12, 5, 5, 2, 2, 0, 0, 0,
    ]);
  });

  it('shows the game and the balance, in English or Chinese, and refuses unknown sessions', async () => {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 5_000, { key: `demo-fund-${player}` });
    const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
    const en = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token, game: 'fortune', lang: 'EN' },
    });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/html');
    expect(en.body).toContain('Game fortune');
    expect(shownBalance(en.body)).toBe('50.00 CNY');
    expect(en.body).toContain('prefers-color-scheme:dark');
    expect(en.body).not.toMatch(/<script|https?:\/\//);
    const cn = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token, lang: 'CN' },
    });
    expect(cn.body).toContain('余额');
    expect(cn.body).toContain('游戏 fortune');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/demo-vendor/${vendor.code}/play`,
      query: { token: 'nope' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('plays a round through the seamless API: a debit, then the win, and a resubmitted form moves nothing', async () => {
    const { player, token } = await realSession(5_000);
    const round = 'round-abcdefgh';
    const first = await play({ token, game: 'fortune', lang: 'EN', round, stake: '5' });
    expect(first.statusCode).toBe(200);
    const win = shownWin(first.body);
    expect(multipliers.map((m) => m * 500)).toContain(win);
    const expected = `${((5_000 - 500 + win) / 100).toFixed(2)} CNY`;
    expect(shownBalance(first.body)).toBe(expected);
    expect(first.body).toContain(win > 0 ? 'You won' : 'No win this round');
    const again = await play({ token, game: 'fortune', lang: 'EN', round, stake: '5' });
    expect(shownBalance(again.body)).toBe(expected);
    expect(shownResult(again.body)).toBe(shownResult(first.body));
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(5_000 - 500 + win);
    expect(await memberCalls(player)).toEqual(['credit:OK', 'debit:OK']);
    const [bet] = await t.db.orm.select().from(bets).where(eq(bets.memberId, player));
    expect(bet).toMatchObject({ stake: 500, payout: win, status: 'settled' });
    expect(await keptRounds(player)).toEqual([{ roundId: round, stake: 500, win }]);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });

  it('shows the same result to a round submitted twice at once, and moves its money once', async () => {
    const { player, token } = await realSession(5_000);
    const form = { token, game: 'fortune', lang: 'EN', round: 'round-twice-at-once', stake: '10' };
    const [a, b] = await Promise.all([play(form), play(form)]);
    const win = shownWin(a.body);
    expect(shownResult(a.body)).toBeDefined();
    expect(shownResult(b.body)).toBe(shownResult(a.body));
    expect(shownBalance(b.body)).toBe(shownBalance(a.body));
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(5_000 - 1_000 + win);
    expect(await memberCalls(player)).toEqual(['credit:OK', 'debit:OK']);
    expect(await keptRounds(player)).toEqual([{ roundId: 'round-twice-at-once', stake: 1_000, win }]);
  });

  it('draws real rounds afresh: free play of the same round ids, or the vendor secret, tells nothing of them', async () => {
    // Free play of chosen round ids, then the same ids played for real: were a round's outcome a function of its id
    // (or of the vendor secret and the id), the two lists would be equal; drawn independently, each round matches
    // with chance 0.64² + 0.3² + 0.05² + 0.01² ≈ 0.5, so all 60 with chance about 1e-18.
    const ids = Array.from({ length: 60 }, (_, i) => `round-probe-${String(i).padStart(2, '0')}`);
    const free = await freeSession();
    const freeWins: number[] = [];
    for (const round of ids) {
      const res = await play({ token: free, game: 'fortune', lang: 'EN', round, stake: '1', fun: '2000.00' });
      freeWins.push(Math.round((Number(shownBalance(res.body)) - 2000 + 1) * 100));
    }
    const { player, token } = await realSession(10_000);
    const realWins: number[] = [];
    for (const round of ids) realWins.push(shownWin((await play({ token, game: 'fortune', round, stake: '1' })).body));

    for (const win of [...freeWins, ...realWins]) expect(multipliers.map((m) => m * 100)).toContain(win);
    expect(realWins).not.toEqual(freeWins);
    const fromSecret = ids.map((round) => {
      const digest = createHmac('sha256', vendor.secret).update(`demo-round:${round}`).digest();
      return 100 * demoMultiplier(digest.readUIntBE(0, 6) / 2 ** 48);
    });
    expect(freeWins).not.toEqual(fromSecret);
    expect(realWins).not.toEqual(fromSecret);
    // What each real round paid is the win kept when its stake was taken.
    const kept = new Map((await keptRounds(player)).map((r) => [r.roundId, r.win]));
    expect(ids.map((round) => kept.get(round))).toEqual(realWins);
    expect((await ledgerBalances(t.db)).members.get(player)).toBe(
      10_000 - 100 * ids.length + realWins.reduce((a, b) => a + b, 0),
    );
  });

  it('says why a round cannot be played', async () => {
    const player = await insertPlayer(t.db);
    await fundMember(t.db, player, 300, { key: `demo-fund-${player}` });
    const token = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() + HOUR) });
    const short = await play({ token, game: 'fortune', lang: 'EN', round: 'round-short-1', stake: '5' });
    expect(short.body).toContain('Not enough balance');
    expect(shownBalance(short.body)).toBe('3.00 CNY');
    // A refused stake fixes no outcome: the round is drawn only when a stake is taken.
    expect(await keptRounds(player)).toEqual([]);
    const expired = await issueLaunchToken(t.db, { vendor, memberId: player, expiresAt: new Date(Date.now() - 1) });
    const late = await play({ token: expired, game: 'fortune', lang: 'CN', round: 'round-late-1', stake: '1' });
    expect(late.body).toContain('游戏会话已过期');
  });

  it('plays free rounds without touching the ledger, a resubmitted form showing the same result', async () => {
    const token = await freeSession();
    const before = await verifyLedger(t.db.orm);
    const page = await t.app.inject({ method: 'GET', url: `/demo-vendor/${vendor.code}/play`, query: { token } });
    expect(shownBalance(page.body)).toBe('2000.00');
    const form = { token, game: 'fortune', lang: 'EN', round: 'round-free-1', stake: '10', fun: '2000.00' };
    const round = await play(form);
    expect(round.statusCode).toBe(200);
    const win = shownWin(round.body);
    expect(multipliers.map((m) => m * 1000)).toContain(win);
    expect(shownBalance(round.body)).toBe(((200_000 - 1000 + win) / 100).toFixed(2));
    expect(shownBalance((await play(form)).body)).toBe(shownBalance(round.body));
    expect((await verifyLedger(t.db.orm)).transfers).toBe(before.transfers);
    expect(await t.db.orm.select().from(demoVendorRounds).where(eq(demoVendorRounds.roundId, 'round-free-1'))).toEqual(
      [],
    );
  });

  it('moves money once per round whatever is submitted, each round paying the win it kept', async () => {
    // Random sequences of submits over a few round ids, with repeats and other stakes under a taken round id.
    type Submit = { round: number; stake: '1' | '5' | '10' };
    const submitArb = fc.record({
      round: fc.nat(3),
      stake: fc.constantFrom('1' as const, '5' as const, '10' as const),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(submitArb, { minLength: 1, maxLength: 8 }), async (submits: Submit[]) => {
        const { player, token } = await realSession(2_000);
        let balance = 2_000;
        const taken = new Map<number, { stake: string; result: string | undefined }>();
        for (const submit of submits) {
          const round = `round-${player}-${submit.round}`;
          const res = await play({ token, game: 'fortune', lang: 'EN', round, stake: submit.stake });
          const earlier = taken.get(submit.round);
          const stake = Number(submit.stake) * 100;
          if (earlier && earlier.stake === submit.stake) {
            expect(shownResult(res.body)).toBe(earlier.result);
          } else if (earlier) {
            expect(shownResult(res.body)).toBeUndefined();
          } else if (balance < stake) {
            expect(res.body).toContain('Not enough balance');
          } else {
            const win = shownWin(res.body);
            expect(multipliers.map((m) => m * stake)).toContain(win);
            balance += win - stake;
            taken.set(submit.round, { stake: submit.stake, result: shownResult(res.body) });
          }
          expect(shownBalance(res.body)).toBe(`${(balance / 100).toFixed(2)} CNY`);
        }
        expect((await ledgerBalances(t.db)).members.get(player)).toBe(balance);
        const kept = await keptRounds(player);
        expect(kept).toHaveLength(taken.size);
        const paid = await t.db.orm
          .select({ roundId: bets.roundId, stake: bets.stake, payout: bets.payout })
          .from(bets)
          .where(eq(bets.memberId, player));
        expect(paid.map((b) => [b.roundId, b.stake, b.payout]).sort()).toEqual(
          kept.map((k) => [k.roundId, k.stake, k.win]).sort(),
        );
      }),
      { numRuns: 20 },
    );
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});
