import { createHash } from 'node:crypto';
import type { PromotionInput, PromotionView, RaffleProof, SocketMessage } from '@lotus/contract';
import { raffleDrawKey, raffleWinners } from '@lotus/lottery';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOUR, loginAs, MINUTE, movableClock, send } from '../../../test/auth-helpers.ts';
import { insertBet, vendorFixture } from '../../../test/bet-fixtures.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  balanceOf,
  creditedDeposit,
  MEMBER_PASSWORD,
  type SignedInMember,
  signedInTree,
} from '../../../test/money-helpers.ts';
import {
  auditLog,
  inboxMessages,
  ledgerTransfers,
  memberBonuses,
  promotionEntries,
  promotions,
} from '../../db/schema.ts';
import { verifyLedger } from '../wallet/ledger/verify-ledger.ts';

const DAY = 24 * HOUR;
const ONLINE = 1;
// The demo brand's seeded first-deposit campaign.
const FIRST_DEPOSIT = 1;

let t: TestApp;
let app: FastifyInstance;
const clock = movableClock(Date.UTC(2026, 11, 7, 4));
const T0 = clock.now().getTime();
const END = T0 + 2 * DAY;
let admin: string;
let finance: string;
let m: SignedInMember[];
const heard = new Map<number, SocketMessage[]>();
const NAMES = ['raffle1', 'raffle2', 'raffle3', 'raffle4', 'raffle5', 'raffle6'];

/** The main raffle (by deposit) and the one by valid bet, both ending at END. */
let raffleId: number;
let betRaffleId: number;

const raffleInput = (overrides: Partial<PromotionInput> = {}): PromotionInput => ({
  kind: 'raffle',
  title: { EN: 'Test raffle', CN: '测试抽奖' },
  summary: { EN: 'A raffle for tests' },
  rules: { EN: '<p>Rules</p>' },
  imageUrl: null,
  enabled: true,
  sort: 9,
  startsAt: T0 - HOUR,
  endsAt: END,
  audience: { agentLines: [], registeredFrom: null, registeredUntil: null, members: NAMES },
  reward: {
    type: 'prizes',
    prizes: [
      { amount: 100, count: 1 },
      { amount: 20, count: 2 },
    ],
  },
  minDeposit: 0,
  terms: { multiple: 2, base: 'bonus', expiryDays: 5, maxBet: null, products: null },
  period: 'once',
  perMemberLimit: null,
  budget: 140,
  needsReview: false,
  raffle: { ticketBy: 'deposit', ticketUnit: 100, maxTickets: 5, claimDays: 3 },
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  app = t.app;
  await insertOperator(t.db, 'raffle-admin', 'Raffle-Admin-2026', 'admin');
  await insertOperator(t.db, 'raffle-finance', 'Raffle-Finance-2026', 'finance');
  await operators();
  m = await signedInTree(
    app,
    t.db,
    NAMES.map((username) => ({ username, type: 0 })),
  );
  for (const member of m) {
    heard.set(member.id, []);
    await app.events.subscribe({ merchantId: 1, memberId: member.id }, (message) =>
      heard.get(member.id)?.push(message),
    );
  }
});

afterAll(() => t?.close());

async function operators() {
  admin = await consoleSignIn(app, 'raffle-admin', 'Raffle-Admin-2026');
  finance = await consoleSignIn(app, 'raffle-finance', 'Raffle-Finance-2026');
}

/** A member by username, signed in again (moving the clock by days ends sessions). */
async function member(username: string) {
  const found = m.find((x) => x.username === username);
  if (!found) throw new Error(`no member ${username}`);
  found.token = await loginAs(app, { username, password: MEMBER_PASSWORD });
  return found;
}
const byId = (id: number) => m.find((x) => x.id === id) as SignedInMember;

const list = async (token: string) =>
  (await send(app, 'rewardCenter', undefined, { token })).json().value.list as PromotionView[];
const stateOf = async (token: string, id: number) => (await list(token)).find((p) => p.id === id);
const join = async (token: string, promotionId: number) =>
  (await send(app, 'joinPromotion', { promotionId }, { token })).json().value.promotion as PromotionView;
const claimRaffle = (token: string, promotionId: number) => send(app, 'claimRaffle', { promotionId }, { token });
const proof = async (promotionId: number, token?: string) => {
  const res = await send(app, 'raffleProof', undefined, { query: { promotionId: String(promotionId) }, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as RaffleProof;
};

/** A deposit paid through the demo provider, credited by its notification. */
const deposit = (who: SignedInMember, amount: number) =>
  creditedDeposit(app, t.config.demoPayments.secret, who.token, amount, ONLINE);

const entriesOf = (promotionId: number) =>
  t.db.orm
    .select()
    .from(promotionEntries)
    .where(eq(promotionEntries.promotionId, promotionId))
    .orderBy(asc(promotionEntries.id));

async function rowOf(id: number) {
  const [row] = await t.db.orm.select().from(promotions).where(eq(promotions.id, id));
  if (!row) throw new Error(`no promotion ${id}`);
  return row;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The winners the draw must have picked: `raffleWinners` over the entries holding tickets, in entry-id order. */
async function expectedWinners(id: number, tierCounts: number[]) {
  const row = await rowOf(id);
  const holding = (await entriesOf(id)).filter((e) => (e.tickets ?? 0) > 0);
  return raffleWinners(
    row.seed as string,
    raffleDrawKey(id),
    holding.map((e) => ({ entryId: e.id, tickets: e.tickets as number })),
    tierCounts,
  );
}

const winnersInDb = async (id: number) =>
  (await entriesOf(id))
    .filter((e) => e.prizeRank !== null)
    .sort((a, b) => (a.prizeRank as number) - (b.prizeRank as number) || a.id - b.id);

describe('a raffle from creation to the draw', () => {
  it('commits to a seed when created and shows only its hash; refuses one without an end, or a budget short of it', async () => {
    const created = await consoleCall(app, admin, 'POST', '/promotions', raffleInput());
    expect(created.statusCode, created.body).toBe(200);
    raffleId = created.json().value.id;
    const row = await rowOf(raffleId);
    expect(row.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(row.seedHash).toBe(sha256(row.seed as string));
    expect(created.json().value.raffle).toEqual({
      ticketBy: 'deposit',
      ticketUnit: 100,
      maxTickets: 5,
      claimDays: 3,
      seedHash: row.seedHash,
      seed: null,
      drawnAt: null,
      tickets: null,
      entries: null,
    });
    // The audit log keeps the rules, never the seed.
    const audits = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.promotion.created'));
    const audit = audits.find((a) => (a.detail as { promotionId?: number }).promotionId === raffleId);
    expect(audit?.detail).toMatchObject({ raffle: { ticketBy: 'deposit', ticketUnit: 10_000 } });
    expect(JSON.stringify(audit?.detail)).not.toContain(row.seed);

    const p1 = await member('raffle1');
    const shown = await stateOf(p1.token, raffleId);
    expect(shown).toMatchObject({
      kind: 'raffle',
      category: 'lucky',
      state: 'join',
      reward: {
        type: 'prizes',
        prizes: [
          { amount: 100, count: 1 },
          { amount: 20, count: 2 },
        ],
      },
      raffle: {
        ticketBy: 'deposit',
        ticketUnit: 100,
        maxTickets: 5,
        drawAt: END,
        claimUntil: END + 3 * DAY,
        seedHash: row.seedHash,
        seed: null,
        drawnAt: null,
        tickets: null,
        prizeRank: null,
      },
    });

    const endless = await consoleCall(app, admin, 'POST', '/promotions', raffleInput({ endsAt: null }));
    expect(endless.json()).toMatchObject({ errorCode: 'request.invalid' });
    const short = await consoleCall(app, admin, 'POST', '/promotions', raffleInput({ budget: 139.99 }));
    expect(short.json()).toMatchObject({ errorCode: 'request.invalid' });
  });

  it('counts tickets by deposit from the start whenever the member joins, up to the maximum', async () => {
    const p1 = await member('raffle1');
    await deposit(p1, 250);
    expect((await stateOf(p1.token, raffleId))?.raffle?.tickets).toBeNull();
    expect(await join(p1.token, raffleId)).toMatchObject({ state: 'process', raffle: { tickets: 2 } });
    await deposit(p1, 200);
    expect(await stateOf(p1.token, raffleId)).toMatchObject({ state: 'process', raffle: { tickets: 4 } });

    const p2 = await member('raffle2');
    await join(p2.token, raffleId);
    await deposit(p2, 100);
    const p3 = await member('raffle3');
    expect(await join(p3.token, raffleId)).toMatchObject({ state: 'process', raffle: { tickets: 0 } });
    const p4 = await member('raffle4');
    await deposit(p4, 500);
    const p5 = await member('raffle5');
    await join(p5.token, raffleId);
    await deposit(p5, 1000);
    const p6 = await member('raffle6');
    await deposit(p6, 300);
    await join(p6.token, raffleId);
    expect(await stateOf(p5.token, raffleId)).toMatchObject({ raffle: { tickets: 5 } });
    expect(await stateOf(p6.token, raffleId)).toMatchObject({ raffle: { tickets: 3 } });
    expect(await stateOf(p4.token, raffleId)).toMatchObject({ state: 'join', raffle: { tickets: null } });

    // Nothing to claim before the draw; the raffle endpoint claims raffles only.
    expect((await claimRaffle(p1.token, raffleId)).json().errorCode).toBe('promotion.raffle.waiting');
    expect((await claimRaffle(p4.token, raffleId)).json().errorCode).toBe('promotion.raffle.waiting');
    const other = await send(app, 'claimPromotion', { promotionId: raffleId }, { token: p1.token });
    expect(other.json().errorCode).toBe('promotion.raffle.waiting');
    expect((await claimRaffle(p1.token, FIRST_DEPOSIT)).json().errorCode).toBe('promotion.not.raffle');

    // Before the draw the proof is the commitment alone.
    expect(await proof(raffleId)).toMatchObject({
      drawKey: `raffle-${raffleId}`,
      seedHash: (await rowOf(raffleId)).seedHash,
      seed: null,
      drawnAt: null,
      entries: [],
      winners: [],
      ownEntryId: null,
    });
  });

  it('counts valid bets settled while a valid-bet raffle runs', async () => {
    const created = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      raffleInput({
        title: { EN: 'Bet raffle' },
        reward: { type: 'prizes', prizes: [{ amount: 5, count: 1 }] },
        budget: 5,
        raffle: { ticketBy: 'valid-bet', ticketUnit: 10, maxTickets: null, claimDays: 3 },
      }),
    );
    betRaffleId = created.json().value.id;
    const vendor = await vendorFixture(t.db, 'RAFV');
    const p1 = await member('raffle1');
    const p2 = await member('raffle2');
    await join(p1.token, betRaffleId);
    await join(p2.token, betRaffleId);
    const now = clock.now();
    // Counted: settled since the start. Not counted: settled before it, or not settled.
    await insertBet(t.db, { memberId: p1.id, vendorId: vendor.id, stake: 2_550, placedAt: now });
    await insertBet(t.db, { memberId: p1.id, vendorId: vendor.id, stake: 1_000, placedAt: new Date(T0 - 30 * MINUTE) });
    await insertBet(t.db, { memberId: p1.id, vendorId: vendor.id, stake: 9_000, placedAt: new Date(T0 - 2 * HOUR) });
    await insertBet(t.db, { memberId: p1.id, vendorId: vendor.id, stake: 9_000, placedAt: now, status: 'open' });
    expect(await stateOf(p1.token, betRaffleId)).toMatchObject({ state: 'process', raffle: { tickets: 3 } });
    expect(await stateOf(p2.token, betRaffleId)).toMatchObject({ state: 'process', raffle: { tickets: 0 } });
  });

  it('draws a minute past the end from the committed seed, and tells the winners', async () => {
    clock.set(END + 30_000);
    // After the end nothing counts any more, and nobody joins.
    const p2 = await member('raffle2');
    await deposit(p2, 500);
    const p4 = await member('raffle4');
    expect((await send(app, 'joinPromotion', { promotionId: raffleId }, { token: p4.token })).json().errorCode).toBe(
      'promotion.not.open',
    );
    expect(await stateOf(p2.token, raffleId)).toMatchObject({ state: 'process' });
    await app.jobs.runNow('raffle-draw', 'early');
    expect((await rowOf(raffleId)).drawnAt).toBeNull();

    clock.set(END + 2 * MINUTE);
    await app.jobs.runNow('raffle-draw', 'due');
    const row = await rowOf(raffleId);
    expect(row.drawnAt?.getTime()).toBe(END + 2 * MINUTE);
    const entries = await entriesOf(raffleId);
    expect(entries.map((e) => [byId(e.memberId).username, e.tickets])).toEqual([
      ['raffle1', 4],
      ['raffle2', 1],
      ['raffle3', 0],
      ['raffle5', 5],
      ['raffle6', 3],
    ]);
    const expected = await expectedWinners(raffleId, [1, 2]);
    expect(expected).toHaveLength(3);
    const won = await winnersInDb(raffleId);
    expect(won.map((e) => ({ entryId: e.id, rank: e.prizeRank, amount: e.amount }))).toEqual(
      [...expected]
        .sort((a, b) => a.rank - b.rank || a.entryId - b.entryId)
        .map((w) => ({ entryId: w.entryId, rank: w.rank, amount: w.rank === 1 ? 10_000 : 2_000 })),
    );

    // Each winner hears of it and finds a message saying what and until when; nobody else does.
    for (const e of entries) {
      const messages = await t.db.orm
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.memberId, e.memberId), sql`${inboxMessages.content}::text like '%Test raffle%'`));
      if (e.prizeRank === null) {
        expect(messages).toEqual([]);
        continue;
      }
      expect(messages).toHaveLength(1);
      expect(messages[0]?.title).toEqual({ EN: 'You won a raffle prize', CN: '恭喜您中奖' });
      expect(messages[0]?.content.EN).toContain(e.prizeRank === 1 ? '1st prize' : '2nd prize');
      expect(messages[0]?.content.EN).toContain(e.prizeRank === 1 ? '100.00' : '20.00');
      // Three days after the end, on the brand's clock (UTC+8).
      expect(messages[0]?.content.EN).toContain('2026-12-12 12:00 (UTC+8)');
      expect(messages[0]?.content.CN).toContain(e.prizeRank === 1 ? '一等奖' : '二等奖');
      await vi.waitFor(() => expect(heard.get(e.memberId)?.some((x) => x.type === 'promotion.available')).toBe(true));
    }

    // The valid-bet raffle had one entry holding tickets: it won.
    const betWinners = await winnersInDb(betRaffleId);
    expect(betWinners.map((e) => [byId(e.memberId).username, e.tickets, e.prizeRank, e.amount])).toEqual([
      ['raffle1', 3, 1, 500],
    ]);
  });

  it('publishes a proof that recomputes to the same winners, naming the viewer their own entry', async () => {
    const row = await rowOf(raffleId);
    const guest = await proof(raffleId);
    expect(guest.seed).toBe(row.seed);
    expect(sha256(guest.seed as string)).toBe(guest.seedHash);
    expect(guest.ownEntryId).toBeNull();
    const entries = (await entriesOf(raffleId)).filter((e) => (e.tickets ?? 0) > 0);
    expect(guest.entries).toEqual(
      entries.map((e) => ({ entryId: e.id, name: expect.any(String), tickets: e.tickets })),
    );
    expect(guest.entries[0]?.name).toBe('ra***1');
    expect(guest.prizes).toEqual([
      { amount: 100, count: 1 },
      { amount: 20, count: 2 },
    ]);
    // Anyone can draw again from what the proof states.
    const again = raffleWinners(
      guest.seed as string,
      guest.drawKey,
      guest.entries,
      guest.prizes.map((p) => p.count),
    );
    expect(guest.winners.map((w) => ({ entryId: w.entryId, rank: w.rank }))).toEqual(again);
    const inDb = await winnersInDb(raffleId);
    expect([...again].sort((a, b) => a.entryId - b.entryId)).toEqual(
      inDb.map((e) => ({ entryId: e.id, rank: e.prizeRank })).sort((a, b) => a.entryId - b.entryId),
    );
    expect(guest.winners.map((w) => w.amount)).toEqual([100, 20, 20]);

    const p1 = await member('raffle1');
    const own = (await entriesOf(raffleId)).find((e) => e.memberId === p1.id);
    expect((await proof(raffleId, p1.token)).ownEntryId).toBe(own?.id);
    expect((await send(app, 'raffleProof', undefined, { query: { promotionId: '1' } })).json().errorCode).toBe(
      'promotion.not.raffle',
    );
    expect((await send(app, 'raffleProof', undefined, { query: { promotionId: '999999' } })).json().errorCode).toBe(
      'promotion.not.found',
    );

    // The member's page and the console show the draw.
    await operators();
    const mine = await stateOf(p1.token, raffleId);
    expect(mine?.raffle).toMatchObject({ seed: row.seed, drawnAt: END + 2 * MINUTE, tickets: 4 });
    expect(mine?.raffle?.prizeRank).toBe(own?.prizeRank ?? null);
    const shown = (await consoleCall(app, finance, 'GET', `/promotions/${raffleId}`)).json().value;
    expect(shown.raffle).toMatchObject({ seed: row.seed, drawnAt: END + 2 * MINUTE, tickets: 13, entries: 4 });
    const board = (await consoleCall(app, finance, 'GET', `/promotions/${raffleId}/raffle-winners`)).json().value;
    expect(board.list.map((w: { rank: number; state: string }) => [w.rank, w.state])).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
      [2, 'waiting'],
    ]);
    expect(board.list[0]).toMatchObject({ username: byId(inDb[0]?.memberId as number).username, amount: 100 });
    const notRaffle = await consoleCall(app, finance, 'GET', `/promotions/${FIRST_DEPOSIT}/raffle-winners`);
    expect(notRaffle.json().errorCode).toBe('promotion.not.raffle');
  });
});

describe('claiming a prize', () => {
  it("pays the first prize once, through the raffle's endpoint, with the campaign's wagering", async () => {
    const [first] = await winnersInDb(raffleId);
    const winner = await member(byId(first?.memberId as number).username);
    expect(await stateOf(winner.token, raffleId)).toMatchObject({ state: 'claim', amount: 100 });
    const before = await balanceOf(app, winner.token);
    const claimed = await claimRaffle(winner.token, raffleId);
    expect(claimed.json().value.promotion).toMatchObject({
      state: 'claimed',
      amount: 100,
      raffle: { prizeRank: 1 },
    });
    expect(await balanceOf(app, winner.token)).toBe(before + 10_000);
    expect((await claimRaffle(winner.token, raffleId)).json().value.promotion.state).toBe('claimed');
    expect(await balanceOf(app, winner.token)).toBe(before + 10_000);
    const [bonus] = (await send(app, 'bonusDetails', undefined, { token: winner.token })).json().value.list;
    expect(bonus).toMatchObject({ promotionId: raffleId, amount: 100, requirement: 200, status: 'active' });
    const [entry] = (await entriesOf(raffleId)).filter((e) => e.id === first?.id);
    expect(entry).toMatchObject({ status: 'claimed', amount: 10_000, prizeRank: 1, tickets: first?.tickets });
  });

  it('pays a prize once when a hundred claims arrive together', async () => {
    const [, second] = await winnersInDb(raffleId);
    const winner = await member(byId(second?.memberId as number).username);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        i % 2 === 0
          ? claimRaffle(winner.token, raffleId)
          : send(app, 'claimPromotion', { promotionId: raffleId }, { token: winner.token }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.every((a) => a.json().value.promotion.state === 'claimed')).toBe(true);
    const paid = await t.db.orm
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `promotion-entry:${second?.id}`));
    expect(paid).toHaveLength(1);
    expect(
      await t.db.orm
        .select()
        .from(memberBonuses)
        .where(eq(memberBonuses.entryId, second?.id as number)),
    ).toHaveLength(1);
    expect((await rowOf(raffleId)).spent).toBe(12_000);
  });

  it('refuses losers, those who never joined, and a winner past the claim window', async () => {
    const won = new Set((await winnersInDb(raffleId)).map((e) => e.memberId));
    const losers = (await entriesOf(raffleId)).filter((e) => !won.has(e.memberId));
    expect(losers.map((e) => byId(e.memberId).username)).toContain('raffle3');
    for (const loser of losers) {
      const who = await member(byId(loser.memberId).username);
      expect((await claimRaffle(who.token, raffleId)).json().errorCode).toBe('promotion.raffle.lost');
      expect(await stateOf(who.token, raffleId)).toMatchObject({ state: 'close', raffle: { prizeRank: null } });
    }
    const p4 = await member('raffle4');
    expect((await claimRaffle(p4.token, raffleId)).json().errorCode).toBe('promotion.not.open');

    const third = (await winnersInDb(raffleId))[2];
    clock.set(END + 3 * DAY);
    const late = await member(byId(third?.memberId as number).username);
    expect((await claimRaffle(late.token, raffleId)).json().errorCode).toBe('promotion.raffle.expired');
    expect(await stateOf(late.token, raffleId)).toMatchObject({ state: 'close' });
    await operators();
    const board = (await consoleCall(app, finance, 'GET', `/promotions/${raffleId}/raffle-winners`)).json().value;
    expect(board.list.map((w: { state: string }) => w.state)).toEqual(['claimed', 'claimed', 'expired']);
    expect((await verifyLedger(t.db.orm)).ok).toBe(true);
  });
});

describe('a drawn raffle', () => {
  it('keeps its prizes, ticket rules and window; its text may still change', async () => {
    const seed = (await rowOf(raffleId)).seed;
    const edit = (overrides: Partial<PromotionInput>) =>
      consoleCall(app, admin, 'PUT', `/promotions/${raffleId}`, raffleInput(overrides));
    const prizes = await edit({
      reward: {
        type: 'prizes',
        prizes: [
          { amount: 120, count: 1 },
          { amount: 10, count: 2 },
        ],
      },
    });
    expect(prizes.json()).toMatchObject({ success: false, errorCode: 'promotion.raffle.drawn' });
    expect((await edit({ endsAt: END + DAY })).json().errorCode).toBe('promotion.raffle.drawn');
    expect(
      (await edit({ raffle: { ticketBy: 'deposit', ticketUnit: 50, maxTickets: 5, claimDays: 3 } })).json().errorCode,
    ).toBe('promotion.raffle.drawn');
    const text = await edit({ title: { EN: 'Test raffle (drawn)', CN: '测试抽奖' } });
    expect(text.statusCode, text.body).toBe(200);
    expect(text.json().value.title.EN).toBe('Test raffle (drawn)');
    expect((await rowOf(raffleId)).seed).toBe(seed);
  });

  it('is drawn once when two runs race for it', async () => {
    const created = await consoleCall(
      app,
      admin,
      'POST',
      '/promotions',
      raffleInput({
        title: { EN: 'Race raffle' },
        startsAt: clock.now().getTime() - HOUR,
        endsAt: clock.now().getTime() + HOUR,
        reward: { type: 'prizes', prizes: [{ amount: 10, count: 1 }] },
        budget: 10,
        raffle: { ticketBy: 'deposit', ticketUnit: 100, maxTickets: 5, claimDays: 10 },
      }),
    );
    const id = created.json().value.id;
    for (const name of ['raffle1', 'raffle2', 'raffle3']) {
      const who = await member(name);
      await join(who.token, id);
      await deposit(who, 100);
    }
    clock.advance(HOUR + 2 * MINUTE);
    const ran = await Promise.all([app.jobs.runNow('raffle-draw', 'race-a'), app.jobs.runNow('raffle-draw', 'race-b')]);
    expect(ran).toEqual([true, true]);
    const expected = await expectedWinners(id, [1]);
    const won = await winnersInDb(id);
    expect(won.map((e) => ({ entryId: e.id, rank: e.prizeRank }))).toEqual(expected);
    const messages = await t.db.orm
      .select()
      .from(inboxMessages)
      .where(sql`${inboxMessages.content}::text like '%Race raffle%'`);
    expect(messages).toHaveLength(1);

    // Ended campaigns leave the page after a week; a raffle stays while its winner may still claim.
    clock.advance(8 * DAY);
    const winner = await member(byId(won[0]?.memberId as number).username);
    expect(await stateOf(winner.token, id)).toMatchObject({ state: 'claim', amount: 10 });
    clock.advance(2 * DAY);
    expect(await stateOf((await member(winner.username)).token, id)).toBeUndefined();
  });
});
