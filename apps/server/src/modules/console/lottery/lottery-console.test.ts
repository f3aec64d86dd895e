import { lotterySessionSchema } from '@lotus/contract';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { fundMember, ledgerBalances, type SignedInMember, signedInTree } from '../../../../test/money-helpers.ts';
import { auditLog, games, gameVendors, lotteryBets, lotteryGames } from '../../../db/schema.ts';
import { switchableTransport } from '../../house/house-fixtures.ts';
import { drawAndSettle } from '../../lottery/keeper.ts';
import { lotteryLaunchToken } from '../../lottery/lottery-fixtures.ts';
import { verifyLedger } from '../../wallet/ledger/verify-ledger.ts';

let t: TestApp;
let app: FastifyInstance;
let wallet: ReturnType<typeof switchableTransport>;
const clock = movableClock(Date.parse('2026-11-27T04:00:05Z'));
let member: SignedInMember;
const tokens: Record<'admin' | 'content' | 'finance' | 'risk' | 'support', string> = {
  admin: '',
  content: '',
  finance: '',
  risk: '',
  support: '',
};

const call = (role: keyof typeof tokens, method: InjectOptions['method'], path: string, payload?: unknown) =>
  consoleCall(app, tokens[role], method, `/lottery${path}`, payload);
const mainBalance = async () => (await ledgerBalances(t.db)).members.get(member.id) ?? 0;
const sureLine = { play: 'SSC5.FIXED', picks: [['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'], [], [], [], []] };
let keyNo = 0;

async function gameIdOf(code: string) {
  const [row] = await t.db.orm
    .select({ id: games.id })
    .from(games)
    .innerJoin(lotteryGames, eq(lotteryGames.gameId, games.id))
    .where(and(eq(games.merchantId, 1), eq(games.gameCode, code)));
  if (!row) throw new Error(`no game ${code}`);
  return row.id;
}

/** Places one sure line (ten single bets of 2.00 × multiple) on the game's current period; answers the bet. */
async function placeBet(gameCode: string, multiple: number) {
  const token = await lotteryLaunchToken(t.db, gameCode, member.id, clock.now());
  const state = lotterySessionSchema.parse(
    (await app.inject({ method: 'GET', url: '/lotto/v1/session', query: { token } })).json().value,
  );
  keyNo += 1;
  const res = await app.inject({
    method: 'POST',
    url: '/lotto/v1/bets',
    payload: {
      token,
      requestKey: `console-slip-${keyNo}`,
      numero: state.current.numero,
      lines: [{ ...sureLine, unit: 'yuan', multiple }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { bet: res.json().value.bets[0] as { id: number }, current: state.current };
}

async function periodIdOf(gameId: number, numero: string) {
  const page = (await call('admin', 'GET', `/games/${gameId}/periods?pageSize=200`)).json().value;
  const period = page.list.find((p: { numero: string }) => p.numero === numero);
  if (!period) throw new Error(`no period ${numero}`);
  return period.id as number;
}

const lotteryAudit = async () =>
  t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.lottery%')).orderBy(auditLog.id);

beforeAll(async () => {
  let built: FastifyInstance | undefined;
  wallet = switchableTransport(() => built as FastifyInstance);
  t = await createTestApp({ clock, houseTransport: wallet.transport });
  app = t.app;
  built = app;
  [member] = (await signedInTree(app, t.db, [{ username: 'lotcon1', type: 0 }])) as [SignedInMember];
  await fundMember(t.db, member.id, 100_000, { key: 'lotcon-fund' });
  for (const role of Object.keys(tokens) as (keyof typeof tokens)[]) {
    await insertOperator(t.db, `lot-${role}`, 'Lottery1234', role);
    tokens[role] = await consoleSignIn(app, `lot-${role}`, 'Lottery1234');
  }
  expect(await app.jobs.runNow('lottery-periods')).toBe(true);
});
afterAll(async () => t?.close());

describe('lottery games', () => {
  it('lists the brand’s games with schedule, limits, prize groups and the next draw', async () => {
    const res = await call('finance', 'GET', '/games');
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list;
    const ssc = list.find((g: { gameCode: string }) => g.gameCode === 'ssc-1');
    expect(ssc).toMatchObject({
      family: 'SSC5',
      vendorCode: 'TCG',
      enabled: true,
      intervalSeconds: 60,
      drawTime: null,
      closeSeconds: 10,
      defaultPrizeGroup: 1950,
      maxPrizeGroup: 1980,
      usesPrizeGroup: true,
      payTable: {},
      nextDraw: { numero: '20261127-0721' },
    });
    expect(list.find((g: { gameCode: string }) => g.gameCode === 'vn-north')).toMatchObject({
      family: 'VN',
      intervalSeconds: null,
      drawTime: '19:15',
      usesPrizeGroup: false,
    });
  });

  it('edits schedule, close, limits, groups, pay table and the switch, audited with what changed', async () => {
    const gameId = await gameIdOf('lucky-5');
    const payTable = { 'SSC5.FIXED': { price: 2, pays: { HIT: 19 } } };
    const res = await call('admin', 'PUT', `/games/${gameId}`, {
      schedule: { kind: 'interval', intervalSeconds: 600 },
      closeSeconds: 45,
      maxPayoutPerNumber: '1000.50',
      maxPayoutPerPeriod: 90000,
      defaultPrizeGroup: 1900,
      voidAfterMinutes: 20,
      payTable,
      enabled: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      intervalSeconds: 600,
      closeSeconds: 45,
      maxPayoutPerNumber: 1000.5,
      maxPayoutPerPeriod: 90000,
      defaultPrizeGroup: 1900,
      voidAfterMinutes: 20,
      enabled: false,
      payTable,
    });
    const [row] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId));
    expect(row).toMatchObject({ maxPayoutPerNumber: 100_050, maxPayoutPerPeriod: 9_000_000 });
    const [entry] = (await lotteryAudit()).slice(-1);
    expect(entry).toMatchObject({ event: 'console.lotteryGame.updated' });
    expect(entry?.detail).toMatchObject({
      gameId,
      changes: {
        intervalSeconds: { from: 300, to: 600 },
        enabled: { from: true, to: false },
        maxPayoutPerNumber: { to: 100_050 },
      },
    });
    // A daily schedule; the same values again change and record nothing.
    const daily = { schedule: { kind: 'daily', drawTime: '20:30' }, enabled: true };
    expect((await call('admin', 'PUT', `/games/${gameId}`, daily)).json().value).toMatchObject({
      intervalSeconds: null,
      drawTime: '20:30',
      enabled: true,
    });
    const count = (await lotteryAudit()).length;
    expect((await call('admin', 'PUT', `/games/${gameId}`, daily)).statusCode).toBe(200);
    expect((await lotteryAudit()).length).toBe(count);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const gameId = await gameIdOf('ssc-3');
    const [before] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId));
    const audits = (await lotteryAudit()).length;
    const cases: [unknown, string][] = [
      [{ closeSeconds: 4 }, 'closeSeconds'],
      [{ closeSeconds: 200 }, 'closeSeconds'],
      [{ schedule: { kind: 'daily', drawTime: '25:00' } }, 'schedule.drawTime'],
      [{ payTable: { 'VN.DE': { price: 1, pays: { win: 80 } } } }, 'payTable'],
      [{ payTable: { 'SSC5.FIXED': { price: 2, pays: { nope: 1 } } } }, 'payTable'],
      [{ defaultPrizeGroup: 1990 }, 'defaultPrizeGroup'],
      [{ maxPayoutPerNumber: 0 }, 'maxPayoutPerNumber'],
      [{ maxPayoutPerNumber: 60_000_000 }, 'maxPayoutPerNumber'],
      [{ voidAfterMinutes: 0 }, 'voidAfterMinutes'],
      [{ surprise: true }, ''],
      [{}, 'enabled'],
    ];
    for (const [body, field] of cases) {
      const res = await call('admin', 'PUT', `/games/${gameId}`, body);
      expect([JSON.stringify(body), res.statusCode, res.json().errorCode]).toEqual([
        JSON.stringify(body),
        400,
        'request.invalid',
      ]);
      if (field) expect(Object.keys(res.json().value?.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    const [after] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId));
    expect(after).toEqual(before);
    expect((await lotteryAudit()).length).toBe(audits);
    expect((await call('admin', 'PUT', '/games/999999', { enabled: false })).statusCode).toBe(404);
  });

  it('refuses roles without rights', async () => {
    const gameId = await gameIdOf('ssc-3');
    expect((await call('support', 'GET', '/games')).statusCode).toBe(403);
    expect((await call('finance', 'PUT', `/games/${gameId}`, { enabled: false })).statusCode).toBe(403);
    // Odds and limits are money rules: the content role reads them but changes none of them.
    const [before] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId));
    const audits = (await lotteryAudit()).length;
    for (const change of [
      { payTable: { 'SSC5.FIXED': { price: 2, pays: { HIT: 100 } } } },
      { maxPayoutPerNumber: 99_999_999, maxPayoutPerPeriod: 99_999_999 },
      { defaultPrizeGroup: 1980 },
      { enabled: false },
    ]) {
      const res = await call('content', 'PUT', `/games/${gameId}`, change);
      expect([res.statusCode, res.json().success, res.json().errorCode]).toEqual([403, false, 'access.forbidden']);
    }
    expect((await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, gameId)))[0]).toEqual(before);
    expect((await lotteryAudit()).length).toBe(audits);
    expect((await call('content', 'GET', '/games')).statusCode).toBe(200);
    expect((await call('content', 'GET', `/games/${gameId}/periods`)).statusCode).toBe(403);
    expect((await call('finance', 'POST', '/periods/1/void', { reason: 'feed error' })).statusCode).toBe(403);
  });
});

describe('adding a lottery game', () => {
  const vendorIdOf = async (code: string) => {
    const [row] = await t.db.orm
      .select({ id: gameVendors.id })
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, 1), eq(gameVendors.code, code)));
    if (!row) throw new Error(`no vendor ${code}`);
    return row.id;
  };
  const newGame = async (overrides: Record<string, unknown> = {}) => ({
    family: 'SSC5',
    vendorId: await vendorIdOf('TCG'),
    gameCode: 'ssc-2',
    name: { EN: '2-Minute Lotto', CN: '二分时时彩' },
    schedule: { kind: 'interval', intervalSeconds: 120 },
    closeSeconds: 15,
    defaultPrizeGroup: 1940,
    maxPayoutPerNumber: '20000.50',
    maxPayoutPerPeriod: 400000,
    enabled: true,
    ...overrides,
  });
  const catalogueCount = async () => (await t.db.orm.select({ id: games.id }).from(games)).length;

  it('lists it in the catalogue with its rules, opens its periods at once, audited', async () => {
    const res = await call('admin', 'POST', '/games', await newGame({ gameCode: ' SSC-2 ' }));
    expect(res.statusCode, res.body).toBe(200);
    const game = res.json().value;
    expect(game).toMatchObject({
      gameCode: 'ssc-2',
      vendorCode: 'TCG',
      family: 'SSC5',
      area: 'ELOTT',
      enabled: true,
      intervalSeconds: 120,
      drawTime: null,
      closeSeconds: 15,
      defaultPrizeGroup: 1940,
      maxPrizeGroup: 1980,
      maxPayoutPerNumber: 20000.5,
      maxPayoutPerPeriod: 400000,
      payTable: {},
      // 04:00:05Z is 12:00:05 in the brand's GMT+8: the 361st two-minute draw of the day is at 12:02.
      nextDraw: { numero: '20261127-0361' },
    });
    const [row] = await t.db.orm.select().from(games).where(eq(games.id, game.gameId));
    expect(row).toMatchObject({
      gameType: 'ELOTT',
      icon: 'game-art/games/TCG/ssc-2.webp',
      name: { EN: '2-Minute Lotto', CN: '二分时时彩' },
      enabled: true,
    });
    const [rules] = await t.db.orm.select().from(lotteryGames).where(eq(lotteryGames.gameId, game.gameId));
    expect(rules).toMatchObject({ maxPayoutPerNumber: 2_000_050, maxPayoutPerPeriod: 40_000_000 });
    const [entry] = (await lotteryAudit()).slice(-1);
    expect(entry).toMatchObject({ event: 'console.lotteryGame.created' });
    expect(entry?.detail).toMatchObject({ gameId: game.gameId, vendorCode: 'TCG', gameCode: 'ssc-2', family: 'SSC5' });
    // Players can open it at once.
    const token = await lotteryLaunchToken(t.db, 'ssc-2', member.id, clock.now());
    const session = await app.inject({ method: 'GET', url: '/lotto/v1/session', query: { token } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().value.current.numero).toBe('20261127-0361');
  });

  it('adds a daily game of another family under its vendor', async () => {
    const res = await call(
      'admin',
      'POST',
      '/games',
      await newGame({
        family: 'VN',
        vendorId: await vendorIdOf('TCG_LOTTO_VN'),
        gameCode: 'vn-south',
        name: { EN: 'Southern Vietnam', CN: '越南南部彩' },
        schedule: { kind: 'daily', drawTime: '17:30' },
        closeSeconds: 600,
        defaultPrizeGroup: undefined,
        enabled: false,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      family: 'VN',
      area: 'LOTT',
      drawTime: '17:30',
      intervalSeconds: null,
      enabled: false,
      usesPrizeGroup: false,
      // Switched off: no period is opened for it.
      nextDraw: null,
    });
  });

  it('refuses a taken code, a transfer vendor and bad input on their fields, and changes nothing', async () => {
    const count = await catalogueCount();
    const audits = (await lotteryAudit()).length;
    const taken = await call('admin', 'POST', '/games', await newGame({ gameCode: 'ssc-1' }));
    expect([taken.statusCode, taken.json().errorCode]).toEqual([409, 'console.lotteryGame.code.taken']);
    expect(taken.json().value.fields).toEqual({ gameCode: 'Another game of this vendor has this code' });
    for (const vendorId of [await vendorIdOf('DG'), 999_999]) {
      const res = await call('admin', 'POST', '/games', await newGame({ gameCode: 'ssc-9', vendorId }));
      expect([res.statusCode, res.json().errorCode]).toEqual([400, 'console.lotteryGame.vendor.invalid']);
      expect(Object.keys(res.json().value.fields)).toEqual(['vendorId']);
    }
    const cases: [Record<string, unknown>, string][] = [
      [{ gameCode: 'no spaces' }, 'gameCode'],
      [{ family: 'KENO' }, 'family'],
      [{ name: { EN: ' ', CN: '彩' } }, 'name.EN'],
      [{ closeSeconds: 120 }, 'closeSeconds'],
      [{ schedule: { kind: 'daily', drawTime: '7pm' } }, 'schedule.drawTime'],
      [{ defaultPrizeGroup: 1990 }, 'defaultPrizeGroup'],
      [{ maxPayoutPerNumber: 500_000 }, 'maxPayoutPerNumber'],
      [{ maxPayoutPerPeriod: '0' }, 'maxPayoutPerPeriod'],
      [{ surprise: 1 }, ''],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('admin', 'POST', '/games', await newGame({ gameCode: 'ssc-9', ...overrides }));
      const label = JSON.stringify(overrides);
      expect([label, res.statusCode, res.json().errorCode]).toEqual([label, 400, 'request.invalid']);
      if (field) expect(Object.keys(res.json().value?.fields ?? {}), label).toContain(field);
    }
    expect(await catalogueCount()).toBe(count);
    expect((await lotteryAudit()).length).toBe(audits);
  });

  it('is for admins only', async () => {
    expect((await call('content', 'POST', '/games', await newGame({ gameCode: 'ssc-8' }))).statusCode).toBe(403);
    expect((await call('risk', 'POST', '/games', await newGame({ gameCode: 'ssc-8' }))).statusCode).toBe(403);
  });
});

describe('lottery periods', () => {
  it('lists a game’s periods newest first with bet totals, filters by status, and shows bets and exposure', async () => {
    const gameId = await gameIdOf('vn-fast-3');
    const token = await lotteryLaunchToken(t.db, 'vn-fast-3', member.id, clock.now());
    const state = lotterySessionSchema.parse(
      (await app.inject({ method: 'GET', url: '/lotto/v1/session', query: { token } })).json().value,
    );
    const placed = await app.inject({
      method: 'POST',
      url: '/lotto/v1/bets',
      payload: {
        token,
        requestKey: 'console-vn-1',
        numero: state.current.numero,
        lines: [{ play: 'VN.DE', picks: [['68']], unit: 'yuan', multiple: 3 }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    // Opened periods, newest first: the one taking bets on top, then those drawn before it.
    const opened = (await call('risk', 'GET', `/games/${gameId}/periods?pageSize=5`)).json().value;
    expect(opened.list[0]).toMatchObject({ numero: state.current.numero, status: 'open', seed: null, bets: 1 });
    const draws = opened.list.map((p: { drawsAt: number }) => p.drawsAt);
    expect(draws).toEqual([...draws].sort((a, b) => b - a));
    expect(opened.list.slice(1).every((p: { status: string }) => p.status !== 'open')).toBe(true);
    // Upcoming ones, soonest first, all open with only their seed's hash shown.
    const upcoming = (await call('risk', 'GET', `/games/${gameId}/periods?pageSize=5&upcoming=true&status=open`)).json()
      .value;
    expect(upcoming.list).toHaveLength(5);
    expect(upcoming.total).toBeGreaterThan(100);
    const next = upcoming.list.map((p: { drawsAt: number }) => p.drawsAt);
    expect(next).toEqual([...next].sort((a, b) => a - b));
    expect(next[0]).toBeGreaterThan(state.current.drawsAt);
    expect(upcoming.list.every((p: { status: string; seed: unknown }) => p.status === 'open' && p.seed === null)).toBe(
      true,
    );
    const periodId = await periodIdOf(gameId, state.current.numero);
    const detail = (await call('finance', 'GET', `/periods/${periodId}`)).json().value;
    expect(detail.period).toMatchObject({ numero: state.current.numero, bets: 1, stake: 3, payout: 0, status: 'open' });
    expect(detail.bets).toEqual([
      expect.objectContaining({ username: 'lotcon1', play: 'VN.DE', picks: [['68']], stake: 3, status: 'open' }),
    ]);
    // đề pays 80 per point: 240.00 at worst, on 68 and on the period.
    expect(detail.exposure).toEqual([
      { key: '*', amount: 240, limit: 50_000_000 },
      expect.objectContaining({ amount: 240, limit: 5_000_000 }),
    ]);
    expect((await call('admin', 'GET', '/periods/999999')).statusCode).toBe(404);
    expect((await call('admin', 'GET', `/games/${gameId}/periods?status=later`)).statusCode).toBe(400);
  });
});

describe('voiding a period', () => {
  it('refunds every stake through the wallet, audited with the reason and the count', async () => {
    const gameId = await gameIdOf('ssc-3');
    const before = await mainBalance();
    const first = await placeBet('ssc-3', 2);
    await placeBet('ssc-3', 1);
    expect(await mainBalance()).toBe(before - 6_000);
    const periodId = await periodIdOf(gameId, first.current.numero);
    const tooShort = await call('risk', 'POST', `/periods/${periodId}/void`, { reason: 'x' });
    expect(tooShort.statusCode).toBe(400);
    const res = await call('risk', 'POST', `/periods/${periodId}/void`, { reason: 'Draw feed error' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      refunded: 2,
      waiting: 0,
      period: { status: 'void', voidReason: 'Draw feed error', bets: 2, stake: 0 },
    });
    expect(await mainBalance()).toBe(before);
    const rows = await t.db.orm.select().from(lotteryBets).where(eq(lotteryBets.periodId, periodId));
    expect(rows.map((r) => r.status)).toEqual(['void', 'void']);
    const [entry] = (await lotteryAudit()).slice(-1);
    expect(entry).toMatchObject({ event: 'console.lotteryPeriod.voided' });
    expect(entry?.detail).toMatchObject({
      periodId,
      reason: 'Draw feed error',
      refunded: 2,
      numero: first.current.numero,
    });
    const again = await call('admin', 'POST', `/periods/${periodId}/void`, { reason: 'Draw feed error' });
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'request.conflict']);
    expect(await mainBalance()).toBe(before);
    expect(await verifyLedger(t.db.orm)).toMatchObject({ ok: true, mismatches: [] });
  });

  it('refuses a drawn period with a clear error and changes nothing', async () => {
    const gameId = await gameIdOf('ssc-1');
    const { current } = await placeBet('ssc-1', 1);
    clock.set(current.drawsAt + 1_000);
    await drawAndSettle(
      { db: t.db, clock, transport: wallet.transport, log: app.log, events: app.events },
      clock.now(),
    );
    const periodId = await periodIdOf(gameId, current.numero);
    const balance = await mainBalance();
    const audits = (await lotteryAudit()).length;
    const res = await call('admin', 'POST', `/periods/${periodId}/void`, { reason: 'Too late' });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'console.lottery.period.drawn']);
    expect((await call('admin', 'GET', `/periods/${periodId}`)).json().value.period).toMatchObject({
      status: 'settled',
      bets: 1,
      stake: 20,
      payout: 19.5,
    });
    expect(await mainBalance()).toBe(balance);
    expect((await lotteryAudit()).length).toBe(audits);
  });
});

describe('the GGR report', () => {
  it('holds the lottery’s settled bets under its vendors, which read as lottery by their categories', async () => {
    const res = await consoleCall(app, tokens.finance, 'GET', '/bets/ggr?startDate=2026-11-27&endDate=2026-11-27');
    expect(res.statusCode, res.body).toBe(200);
    const tcg = res.json().value.vendors.find((v: { vendorCode: string }) => v.vendorCode === 'TCG');
    // The settled ssc-1 slip above: 20.00 staked, 19.50 paid. Voided and open bets are not in it.
    expect(tcg).toMatchObject({ categories: ['ELOTT'], bets: 1, stake: 20, payout: 19.5, ggr: 0.5 });
  });
});
