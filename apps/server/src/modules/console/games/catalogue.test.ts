import { CONSOLE_PREFIX, DEMO_ACCOUNTS, defaultAuthSettings } from '@lotus/contract';
import { and, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { pngClaiming, sampleImages, truncatedJpeg } from '../../../../test/image-fixtures.ts';
import { auditLog, games, gameVendors, merchants, operators, uploads } from '../../../db/schema.ts';
import { demoRegisterRules } from '../../../db/seed/demo-register-rules.ts';
import { hashPassword } from '../../../platform/passwords.ts';
import { storeUpload } from '../../../platform/uploads/uploads.ts';
import { movedOrder, secretFingerprint } from './vendor-settings.ts';

let t: TestApp;
let admin: string;
let content: string;
let finance: string;
let support: string;
let risk: string;
let otherAdmin: string;
let otherMerchantId: number;
/** The test vendors of the demo merchant by code, and of the other merchant. */
const vendorId: Record<string, number> = {};
const gameId: Record<string, number> = {};
let otherVendorId: number;
let otherGameId: number;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let JPEG: Buffer;
let WEBP: Buffer;
let GIF: Buffer;
beforeAll(async () => {
  ({ jpeg: JPEG, webp: WEBP, gif: GIF } = await sampleImages());
});

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, `/catalogue${path}`, payload);

/** An icon posted as the browser's multipart form; `name` and `type` are what the browser claims. */
async function postIcon(path: string, token: string, bytes: Buffer | null, name = 'icon.png', type = 'image/png') {
  const form = new FormData();
  if (bytes) form.append('icon', new Blob([bytes], { type }), name);
  else form.append('note', 'no file');
  const request = new Request('http://lotus.test', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/catalogue${path}`,
    headers: { authorization: token, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const catalogueAudit = async () =>
  (await t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.%')).orderBy(auditLog.id)).filter((a) =>
    /^console\.(vendor|game)\./.test(a.event),
  );

const myVendors = async (token = admin) =>
  ((await call('GET', '/vendors', token)).json().value.list as { code: string }[]).filter((v) =>
    v.code.startsWith('XQ'),
  );

/** The icons of a vendor's cards in the players' vendor lanes (`GCSGAME_newGameVendor`), one per category. */
const playerVendorIcons = async (code: string): Promise<string[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/relay/GCSGAME_newGameVendor',
    headers: { merchant: 'LOTUS' },
  });
  const lanes = res.json().value.data.lanes as { cards: { vassalage: string; lagerIcon: string }[] }[];
  return lanes.flatMap((lane) => lane.cards.filter((c) => c.vassalage === code).map((c) => c.lagerIcon));
};

const gameRow = async (code: string) =>
  (
    await t.db.orm
      .select()
      .from(games)
      .where(eq(games.id, gameId[code] as number))
  )[0];

async function insertVendor(merchantId: number, code: string, sortOrder: number) {
  const [row] = await t.db.orm
    .insert(gameVendors)
    .values({
      merchantId,
      code,
      name: { EN: `${code} Games`, CN: `${code} 游戏` },
      secret: `secret-of-${code}-${merchantId}`,
      launchUrl: `/demo-vendor/${code}/play?token={token}&game={game}&lang={lang}`,
      sortOrder,
    })
    .returning();
  if (!row) throw new Error('vendor not inserted');
  return row.id;
}

async function insertGame(
  merchantId: number,
  vendor: number,
  vendorCode: string,
  code: string,
  gameType: string,
  extra: Partial<typeof games.$inferInsert> = {},
) {
  const [row] = await t.db.orm
    .insert(games)
    .values({
      merchantId,
      vendorId: vendor,
      gameCode: code,
      gameType,
      name: { EN: `Game ${code}`, CN: `游戏 ${code}` },
      icon: `game-art/games/${vendorCode}/${code}.webp`,
      ...extra,
    })
    .returning();
  if (!row) throw new Error('game not inserted');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertOperator(t.db, 'ops', 'Oper1234', 'content');
  await insertOperator(t.db, 'cashier', 'Oper1234', 'finance');
  await insertOperator(t.db, 'helper', 'Oper1234', 'support');
  await insertOperator(t.db, 'watcher', 'Oper1234', 'risk');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  content = await consoleSignIn(t.app, 'ops', 'Oper1234');
  finance = await consoleSignIn(t.app, 'cashier', 'Oper1234');
  support = await consoleSignIn(t.app, 'helper', 'Oper1234');
  risk = await consoleSignIn(t.app, 'watcher', 'Oper1234');

  // Test vendors after any seeded ones: XQA (slots and fish), XQB (live), XQC (slots), XQD (no games).
  const base = 1000;
  for (const [index, code] of ['XQA', 'XQB', 'XQC', 'XQD'].entries())
    vendorId[code] = await insertVendor(1, code, base + index);
  const ta = vendorId.XQA as number;
  gameId.a1 = await insertGame(1, ta, 'XQA', 'a1', 'RNG', { subType: 'SC', lines: 20, minBet: 50 });
  gameId.a2 = await insertGame(1, ta, 'XQA', 'a2', 'RNG', {
    subType: 'JP',
    hot: true,
    name: { EN: 'Dragon Gold', CN: '金龙' },
  });
  gameId.a3 = await insertGame(1, ta, 'XQA', 'a3', 'RNG', { maintenance: true, enabled: false });
  gameId.a4 = await insertGame(1, ta, 'XQA', 'a4', 'FISH');
  for (let i = 5; i <= 26; i += 1) await insertGame(1, ta, 'XQA', `a${i}`, 'RNG', { sortOrder: i });
  gameId.b1 = await insertGame(1, vendorId.XQB as number, 'XQB', 'b1', 'LIVE');
  gameId.c1 = await insertGame(1, vendorId.XQC as number, 'XQC', 'c1', 'RNG');

  // Another brand with its own operator, vendor and game.
  const [other] = await t.db.orm
    .insert(merchants)
    .values({
      code: 'OTHER',
      name: 'Other',
      currency: 'CNY',
      currencySymbol: '¥',
      mainDomain: 'other.test',
      registerRules: demoRegisterRules,
      // Its admin signs in with a password only, as the demo brand's do.
      authSettings: { ...defaultAuthSettings, operatorTotpRoles: [] },
    })
    .returning({ id: merchants.id });
  otherMerchantId = other?.id as number;
  await t.db.orm.insert(operators).values({
    merchantId: otherMerchantId,
    username: 'boss',
    passwordHash: await hashPassword('Oper1234'),
    role: 'admin',
  });
  const signIn = await t.app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/session`,
    payload: { merchantCode: 'OTHER', username: 'boss', password: 'Oper1234' },
  });
  otherAdmin = signIn.json().value.token;
  otherVendorId = await insertVendor(otherMerchantId, 'XQX', 0);
  otherGameId = await insertGame(otherMerchantId, otherVendorId, 'XQX', 'x1', 'RNG');
});
afterAll(() => t.close());

describe('vendors in the console', () => {
  it('lists vendors in the players order with categories, game counts and a fingerprint, never the secret', async () => {
    const res = await call('GET', '/vendors', content);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('secret-of-');
    const list = await myVendors();
    expect(list.map((v) => v.code)).toEqual(['XQA', 'XQB', 'XQC', 'XQD']);
    expect(list[0]).toMatchObject({
      code: 'XQA',
      name: { EN: 'XQA Games', CN: 'XQA 游戏' },
      walletMode: 'seamless',
      enabled: true,
      maintenance: false,
      exclusive: false,
      local: false,
      icon: null,
      games: 26,
      categories: [
        { gameType: 'RNG', games: 25, enabledGames: 24 },
        { gameType: 'FISH', games: 1, enabledGames: 1 },
      ],
    });
    expect(list[0]).toHaveProperty('secretFingerprint', expect.stringMatching(/^[0-9a-f]{12}$/));
    expect(list[3]).toMatchObject({ code: 'XQD', games: 0, categories: [] });
  });

  it('updates names and switches; only what changed is audited, a change to nothing records nothing', async () => {
    const before = (await catalogueAudit()).length;
    const res = await call('PUT', `/vendors/${vendorId.XQB}`, content, {
      name: { EN: 'Live Palace', CN: '真人皇宫' },
      maintenance: true,
      exclusive: true,
      local: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      name: { EN: 'Live Palace', CN: '真人皇宫' },
      enabled: true,
      maintenance: true,
      exclusive: true,
      local: true,
    });
    const [row] = await t.db.orm
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.id, vendorId.XQB as number));
    expect(row).toMatchObject({ maintenance: true, exclusive: true, local: true, enabled: true });
    const audit = await catalogueAudit();
    expect(audit).toHaveLength(before + 1);
    const [ops] = await t.db.orm.select().from(operators).where(eq(operators.username, 'ops'));
    expect(audit.at(-1)).toMatchObject({
      event: 'console.vendor.updated',
      operatorId: ops?.id,
      detail: {
        vendorId: vendorId.XQB,
        code: 'XQB',
        changes: {
          name: { from: { EN: 'XQB Games', CN: 'XQB 游戏' }, to: { EN: 'Live Palace', CN: '真人皇宫' } },
          maintenance: { from: false, to: true },
          exclusive: { from: false, to: true },
          local: { from: false, to: true },
        },
      },
    });
    expect(Object.keys(audit.at(-1)?.detail.changes as object)).not.toContain('enabled');

    const again = await call('PUT', `/vendors/${vendorId.XQB}`, admin, { maintenance: true, enabled: true });
    expect(again.statusCode).toBe(200);
    expect(await catalogueAudit()).toHaveLength(before + 1);
    await call('PUT', `/vendors/${vendorId.XQB}`, admin, { maintenance: false, exclusive: false, local: false });
  });

  it('refuses bad input with the field, writing nothing', async () => {
    const [before] = await t.db.orm
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.id, vendorId.XQA as number));
    const auditBefore = (await catalogueAudit()).length;
    const bad: [string, unknown][] = [
      ['name.EN', { name: { EN: '', CN: '空' } }],
      ['name.CN', { name: { EN: 'x' } }],
      ['name.EN', { name: { EN: 'x'.repeat(61), CN: 'y' } }],
      ['enabled', { enabled: 'yes', maintenance: true }],
      ['sortOrder', { sortOrder: -1 }],
      ['sortOrder', { sortOrder: 1.5 }],
      ['name', {}],
      ['request', { secret: 'mine' }],
      ['request', { code: 'NEW' }],
    ];
    for (const [field, body] of bad) {
      const res = await call('PUT', `/vendors/${vendorId.XQA}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      const fields = Object.keys(res.json().value.fields ?? {});
      if (field !== 'request') expect(fields, JSON.stringify(body)).toContain(field);
      else expect(fields.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const [after] = await t.db.orm
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.id, vendorId.XQA as number));
    expect(after).toEqual(before);
    expect(await catalogueAudit()).toHaveLength(auditBefore);
    expect((await call('PUT', '/vendors/999999', admin, { enabled: false })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await call('PUT', `/vendors/${id}`, admin, { enabled: false })).statusCode, id).toBe(400);
    }
  });

  it('moves a vendor up and down, to the ends, and within a category lane; every vendor is renumbered', async () => {
    const codes = async () => (await myVendors()).map((v) => v.code);
    let res = await call('POST', `/vendors/${vendorId.XQC}/move`, content, { direction: 'up' });
    expect(res.statusCode).toBe(200);
    expect(await codes()).toEqual(['XQA', 'XQC', 'XQB', 'XQD']);
    const all = res.json().value.list as { sortOrder: number }[];
    expect(all.map((v) => v.sortOrder)).toEqual(all.map((_, index) => index));
    // In the RNG lane (XQA, XQC) XQC moves past XQA, its neighbour there.
    await call('POST', `/vendors/${vendorId.XQC}/move`, content, { direction: 'down' });
    expect(await codes()).toEqual(['XQA', 'XQB', 'XQC', 'XQD']);
    res = await call('POST', `/vendors/${vendorId.XQC}/move`, content, { direction: 'up', gameType: 'RNG' });
    expect(await codes()).toEqual(['XQC', 'XQA', 'XQB', 'XQD']);
    await call('POST', `/vendors/${vendorId.XQD}/move`, admin, { direction: 'top' });
    await call('POST', `/vendors/${vendorId.XQC}/move`, admin, { direction: 'bottom' });
    expect(await codes()).toEqual(['XQD', 'XQA', 'XQB', 'XQC']);
    const moves = (await catalogueAudit()).filter((a) => a.event === 'console.vendor.moved');
    expect(moves.at(-1)?.detail).toMatchObject({ vendorId: vendorId.XQC, direction: 'bottom', gameType: null });

    // Nothing to move past: no change, no audit.
    const count = (await catalogueAudit()).length;
    await call('POST', `/vendors/${vendorId.XQC}/move`, admin, { direction: 'down' });
    await call('POST', `/vendors/${vendorId.XQD}/move`, admin, { direction: 'up' });
    expect(await catalogueAudit()).toHaveLength(count);
    for (const body of [{ direction: 'left' }, { direction: 'up', gameType: 'CARDS' }, {}]) {
      expect((await call('POST', `/vendors/${vendorId.XQA}/move`, admin, body)).statusCode).toBe(400);
    }
    const noGames = await call('POST', `/vendors/${vendorId.XQD}/move`, admin, { direction: 'up', gameType: 'LIVE' });
    expect(noGames.statusCode).toBe(400);
    expect(noGames.json().value.fields).toHaveProperty('gameType');
    await call('POST', `/vendors/${vendorId.XQD}/move`, admin, { direction: 'bottom' });
  });

  it('orders a lane by moving past the neighbour in it', () => {
    expect(movedOrder([1, 2, 3, 4, 5], 5, 'up', new Set([1, 3, 5]))).toEqual([1, 2, 5, 3, 4]);
    expect(movedOrder([1, 2, 3, 4, 5], 1, 'down', new Set([1, 3, 5]))).toEqual([2, 3, 1, 4, 5]);
    expect(movedOrder([1, 2, 3, 4, 5], 4, 'top')).toEqual([4, 1, 2, 3, 5]);
    expect(movedOrder([1, 2, 3, 4, 5], 2, 'bottom', new Set([2, 3]))).toEqual([1, 3, 2, 4, 5]);
    expect(movedOrder([1, 2, 3], 1, 'up')).toEqual([1, 2, 3]);
  });

  it('rotates a secret for admin only, showing it once; the audit keeps fingerprints', async () => {
    expect((await call('POST', `/vendors/${vendorId.XQA}/secret`, content)).statusCode).toBe(403);
    const before = (await myVendors()).find((v) => v.code === 'XQA') as unknown as { secretFingerprint: string };
    const res = await call('POST', `/vendors/${vendorId.XQA}/secret`, admin);
    expect(res.statusCode).toBe(200);
    const { secret, secretFingerprint } = res.json().value;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.orm
      .select()
      .from(gameVendors)
      .where(eq(gameVendors.id, vendorId.XQA as number));
    expect(row?.secret).toBe(secret);
    const listed = await call('GET', '/vendors', admin);
    expect(listed.body).not.toContain(secret);
    expect(listed.json().value.list.find((v: { code: string }) => v.code === 'XQA').secretFingerprint).toBe(
      secretFingerprint,
    );
    expect(secretFingerprint).not.toBe(before.secretFingerprint);
    const entry = (await catalogueAudit()).at(-1);
    expect(entry).toMatchObject({
      event: 'console.vendor.secret.rotated',
      detail: { code: 'XQA', from: before.secretFingerprint, to: secretFingerprint },
    });
    expect(JSON.stringify(entry?.detail)).not.toContain(secret);
  });
});

describe('games in the console', () => {
  const page = async (query: string, token = admin) => call('GET', `/vendors/${vendorId.XQA}/games${query}`, token);

  it('pages a vendor’s games and filters by name or code, category, sub-type, hot and maintenance', async () => {
    const first = await page('?pageSize=10');
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ pageNum: 1, totalPages: 3, total: 26 });
    expect(first.json().value.list).toHaveLength(10);
    const third = (await page('?pageSize=10&pageNo=3')).json().value;
    expect(third.list).toHaveLength(6);
    expect((await page('?pageNo=9')).json().value.list).toEqual([]);
    expect(first.json().value.list[0]).toMatchObject({
      vendorCode: 'XQA',
      gameCode: 'a1',
      gameType: 'RNG',
      subType: 'SC',
      minBet: 0.5,
      lines: 20,
      icon: 'game-art/games/XQA/a1.webp',
      customIcon: false,
    });

    const codes = async (query: string) =>
      ((await page(query)).json().value.list as { gameCode: string }[]).map((g) => g.gameCode);
    expect(await codes('?q=dragon')).toEqual(['a2']);
    expect(await codes('?q=金龙')).toEqual(['a2']);
    expect(await codes('?q=A2')).toContain('a2');
    expect(await codes('?q=%25')).toEqual([]);
    expect(await codes('?gameType=FISH')).toEqual(['a4']);
    expect(await codes('?subType=JP')).toEqual(['a2']);
    expect(await codes('?hot=true')).toEqual(['a2']);
    expect(await codes('?maintenance=true')).toEqual(['a3']);
    expect(await codes('?enabled=false')).toEqual(['a3']);
    expect((await codes('?hot=false&pageSize=100')).length).toBe(25);

    for (const bad of ['?pageSize=101', '?pageNo=0', '?gameType=CARDS', '?subType=XX', '?hot=yes', '?sort=name']) {
      const res = await page(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    expect((await call('GET', '/vendors/999999/games', admin)).statusCode).toBe(404);
  });

  it('updates a game; players’ rows change at once; audited with minor units', async () => {
    const edit = await call('PUT', `/games/${gameId.a1}`, content, {
      name: { EN: 'Lucky Lotus', CN: '幸运莲花' },
      hot: true,
      maintenance: true,
      minBet: '2.5',
      lines: 25,
      subType: 'VP',
      sortOrder: 3,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().value).toMatchObject({
      name: { EN: 'Lucky Lotus', CN: '幸运莲花' },
      hot: true,
      maintenance: true,
      enabled: true,
      minBet: 2.5,
      lines: 25,
      subType: 'VP',
      sortOrder: 3,
    });
    expect(await gameRow('a1')).toMatchObject({ minBet: 250, hot: true, maintenance: true, lines: 25, subType: 'VP' });
    expect((await catalogueAudit()).at(-1)).toMatchObject({
      event: 'console.game.updated',
      detail: {
        gameId: gameId.a1,
        vendor: 'XQA',
        gameCode: 'a1',
        changes: { minBet: { from: 50, to: 250 }, lines: { from: 20, to: 25 }, subType: { from: 'SC', to: 'VP' } },
      },
    });
    // Clearing a sub-type and lines is allowed; the same values again record nothing.
    const cleared = await call('PUT', `/games/${gameId.a1}`, admin, { subType: null, lines: null });
    expect(cleared.json().value).toMatchObject({ subType: null, lines: null });
    const count = (await catalogueAudit()).length;
    await call('PUT', `/games/${gameId.a1}`, admin, { hot: true, maintenance: true });
    expect(await catalogueAudit()).toHaveLength(count);
  });

  it('refuses bad game input with the field, writing nothing', async () => {
    const before = await gameRow('a4');
    const auditBefore = (await catalogueAudit()).length;
    const bad: [string, unknown, string][] = [
      ['minBet', { minBet: 0 }, 'a4'],
      ['minBet', { minBet: '1.005' }, 'a4'],
      ['minBet', { minBet: 'ten' }, 'a4'],
      ['minBet', { minBet: 1_000_001 }, 'a4'],
      ['lines', { lines: 0 }, 'a4'],
      ['lines', { lines: 2.5 }, 'a4'],
      ['subType', { subType: 'XX' }, 'a4'],
      ['hot', { hot: 1 }, 'a4'],
      ['name.CN', { name: { EN: 'A', CN: ' ' } }, 'a4'],
      // Sub-types and lines belong to RNG games.
      ['subType', { subType: 'SC', hot: true }, 'a4'],
      ['lines', { lines: 9, hot: true }, 'a4'],
    ];
    for (const [field, body, code] of bad) {
      const res = await call('PUT', `/games/${gameId[code]}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      expect(Object.keys(res.json().value.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await call('PUT', `/games/${gameId.a4}`, admin, { gameType: 'RNG' })).statusCode).toBe(400);
    expect(await gameRow('a4')).toEqual(before);
    expect(await catalogueAudit()).toHaveLength(auditBefore);
    expect((await call('PUT', '/games/999999', admin, { hot: true })).statusCode).toBe(404);
  });
});

describe('catalogue icons', () => {
  it('uploads a game icon checked by its bytes; it is served at /media/<id>; reset brings back the artwork', async () => {
    const res = await postIcon(`/games/${gameId.b1}/icon`, content, PNG, 'whatever.txt', 'text/plain');
    expect(res.statusCode).toBe(200);
    const game = res.json().value;
    expect(game.icon).toMatch(/^media\/[0-9a-f-]{36}$/);
    expect(game.customIcon).toBe(true);
    expect((await gameRow('b1'))?.icon).toBe(game.icon);
    const [upload] = await t.db.orm
      .select()
      .from(uploads)
      .where(eq(uploads.id, game.icon.slice(6)));
    expect(upload).toMatchObject({ merchantId: 1, memberId: null, purpose: `catalogue-icon:game:${gameId.b1}` });
    expect((await catalogueAudit()).at(-1)).toMatchObject({
      event: 'console.game.icon.uploaded',
      detail: { gameId: gameId.b1, contentType: 'image/png', size: PNG.length, uploadId: upload?.id },
    });

    const media = await t.app.inject({ method: 'GET', url: `/${game.icon}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(media.rawPayload.equals(PNG)).toBe(true);
    const etag = media.headers.etag as string;
    const cached = await t.app.inject({ method: 'GET', url: `/${game.icon}`, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);

    for (const [bytes, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
    ] as const) {
      const up = await postIcon(`/games/${gameId.b1}/icon`, admin, bytes, 'icon.png', 'image/png');
      expect(up.statusCode, type).toBe(200);
      const served = await t.app.inject({ method: 'GET', url: `/${up.json().value.icon}` });
      expect(served.headers['content-type']).toBe(type);
    }

    const reset = await call('DELETE', `/games/${gameId.b1}/icon`, content);
    expect(reset.json().value).toMatchObject({ icon: 'game-art/games/XQB/b1.webp', customIcon: false });
    expect((await catalogueAudit()).at(-1)).toMatchObject({ event: 'console.game.icon.reset' });
    const count = (await catalogueAudit()).length;
    await call('DELETE', `/games/${gameId.b1}/icon`, content);
    expect(await catalogueAudit()).toHaveLength(count);
  });

  it('refuses what is not a png, jpg or webp by content, above 1 MB or 2048 px, broken, or no file, storing nothing', async () => {
    const stored = async () => (await t.db.orm.select({ id: uploads.id }).from(uploads)).length;
    const before = await stored();
    const iconBefore = (await gameRow('c1'))?.icon;
    const fakePng = await postIcon(`/games/${gameId.c1}/icon`, admin, Buffer.from('<svg onload="x"/>'), 'a.png');
    expect(fakePng.statusCode).toBe(400);
    expect(fakePng.json().errorCode).toBe('catalogue.icon.type.invalid');
    const gif = await postIcon(`/games/${gameId.c1}/icon`, admin, GIF, 'a.png');
    expect(gif.json().errorCode).toBe('catalogue.icon.type.invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooLarge = await postIcon(`/games/${gameId.c1}/icon`, admin, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errorCode).toBe('catalogue.icon.too.large');
    const justUnder = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await postIcon(`/vendors/${vendorId.XQC}/icon`, admin, justUnder)).statusCode).toBe(200);
    for (const path of [`/games/${gameId.c1}/icon`, `/vendors/${vendorId.XQC}/icon`]) {
      const huge = await postIcon(path, admin, pngClaiming(60_000, 60_000));
      expect(huge.statusCode).toBe(400);
      expect(huge.json()).toMatchObject({
        errorCode: 'upload.image.dimensions',
        value: { maxSide: 2048, maxMegapixels: 4, width: 60_000, height: 60_000 },
      });
      const wide = await postIcon(path, admin, pngClaiming(4096, 16));
      expect(wide.json().errorCode).toBe('upload.image.dimensions');
      const cut = await postIcon(path, admin, await truncatedJpeg(), 'cut.jpg', 'image/jpeg');
      expect(cut.statusCode).toBe(400);
      expect(cut.json().errorCode).toBe('upload.image.unreadable');
    }
    const none = await postIcon(`/games/${gameId.c1}/icon`, admin, null);
    expect(none.statusCode).toBe(400);
    expect(none.json().value.fields).toHaveProperty('icon');
    const json = await call('POST', `/games/${gameId.c1}/icon`, admin, { icon: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(400);
    expect(await stored()).toBe(before + 1);
    expect((await gameRow('c1'))?.icon).toBe(iconBefore);
    expect((await postIcon('/games/999999/icon', admin, PNG)).statusCode).toBe(404);
    await call('DELETE', `/vendors/${vendorId.XQC}/icon`, admin);
  });

  it('uploads a vendor icon (its newest upload) and resets it by removing the uploads', async () => {
    const first = await postIcon(`/vendors/${vendorId.XQA}/icon`, content, PNG);
    expect(first.statusCode).toBe(200);
    const second = await postIcon(`/vendors/${vendorId.XQA}/icon`, content, JPEG, 'logo.jpg', 'image/jpeg');
    const icon = second.json().value.icon as string;
    expect(icon).toMatch(/^media\//);
    expect(icon).not.toBe(first.json().value.icon);
    expect((await myVendors()).find((v) => v.code === 'XQA')).toMatchObject({ icon });
    expect((await t.app.inject({ method: 'GET', url: `/${icon}` })).headers['content-type']).toBe('image/jpeg');
    // Players' vendor cards show the upload in place of the generated artwork, in every category of the vendor.
    const site = `http://localhost:${t.config.port}`;
    expect(await playerVendorIcons('XQA')).toEqual([`${site}/${icon}`, `${site}/${icon}`]);

    const reset = await call('DELETE', `/vendors/${vendorId.XQA}/icon`, admin);
    expect(reset.json().value.icon).toBeNull();
    expect(await playerVendorIcons('XQA')).toEqual([
      `${site}/game-art/vendors/XQA.webp`,
      `${site}/game-art/vendors/XQA.webp`,
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/${icon}` })).statusCode).toBe(404);
    const events = (await catalogueAudit()).map((a) => a.event);
    expect(events.slice(-3)).toEqual([
      'console.vendor.icon.uploaded',
      'console.vendor.icon.uploaded',
      'console.vendor.icon.reset',
    ]);
  });

  it('serves only catalogue icons: a withdrawal proof or an unknown id is not found', async () => {
    const proofId = await t.db.orm.transaction((tx) =>
      storeUpload(
        tx,
        { merchantId: 1, memberId: null },
        'withdrawal-proof',
        { bytes: new Uint8Array(PNG), contentType: 'image/png', sha256: 'x' },
        new Date(),
      ),
    );
    for (const url of [`/media/${proofId}`, '/media/00000000-0000-4000-8000-000000000000', '/media/abc', '/media/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/png');
    }
  });
});

describe('who may manage the catalogue', () => {
  it('admits admin and content only', async () => {
    const attempts: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/vendors', undefined],
      ['PUT', `/vendors/${vendorId.XQA}`, { enabled: false }],
      ['POST', `/vendors/${vendorId.XQA}/move`, { direction: 'down' }],
      ['POST', `/vendors/${vendorId.XQA}/secret`, undefined],
      ['DELETE', `/vendors/${vendorId.XQA}/icon`, undefined],
      ['GET', `/vendors/${vendorId.XQA}/games`, undefined],
      ['PUT', `/games/${gameId.a2}`, { hot: false }],
      ['DELETE', `/games/${gameId.a2}/icon`, undefined],
    ];
    for (const token of [finance, support, risk]) {
      for (const [method, path, body] of attempts) {
        const res = await call(method, path, token, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().errorCode).toBe('access.forbidden');
      }
      expect((await postIcon(`/games/${gameId.a2}/icon`, token, PNG)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `${CONSOLE_PREFIX}/catalogue/vendors` });
    expect(anonymous.statusCode).toBe(401);
    expect((await gameRow('a2'))?.hot).toBe(true);
  });

  it('keeps each merchant to its own catalogue', async () => {
    const theirs = await call('GET', '/vendors', otherAdmin);
    expect(theirs.json().value.list.map((v: { code: string }) => v.code)).toEqual(['XQX']);
    const ours = await call('GET', '/vendors', admin);
    expect(ours.json().value.list.map((v: { code: string }) => v.code)).not.toContain('XQX');
    const crossing: [InjectOptions['method'], string, unknown][] = [
      ['PUT', `/vendors/${otherVendorId}`, { enabled: false }],
      ['POST', `/vendors/${otherVendorId}/move`, { direction: 'top' }],
      ['POST', `/vendors/${otherVendorId}/secret`, undefined],
      ['GET', `/vendors/${otherVendorId}/games`, undefined],
      ['PUT', `/games/${otherGameId}`, { hot: true }],
      ['DELETE', `/games/${otherGameId}/icon`, undefined],
    ];
    for (const [method, path, body] of crossing) {
      expect((await call(method, path, admin, body)).statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await postIcon(`/games/${otherGameId}/icon`, admin, PNG)).statusCode).toBe(404);
    expect((await call('PUT', `/games/${gameId.a2}`, otherAdmin, { hot: false })).statusCode).toBe(404);
    const [vendor] = await t.db.orm.select().from(gameVendors).where(eq(gameVendors.id, otherVendorId));
    expect(vendor).toMatchObject({ enabled: true, secret: `secret-of-XQX-${otherMerchantId}` });
    const [game] = await t.db.orm
      .select()
      .from(games)
      .where(and(eq(games.id, otherGameId), eq(games.merchantId, otherMerchantId)));
    expect(game?.hot).toBe(false);
  });
});

describe('adding a vendor', () => {
  const newVendor = (extra: Record<string, unknown> = {}) => ({
    code: 'nv1',
    name: { EN: 'New Vendor', CN: '新厂商' },
    walletMode: 'seamless',
    launchUrl: 'https://games.new-vendor.example/play?token={token}&game={game}&lang={lang}',
    secret: 'a-secret-of-32-characters-000000',
    enabled: true,
    sortOrder: 50,
    ...extra,
  });
  const vendorRows = () => t.db.orm.select().from(gameVendors).where(eq(gameVendors.merchantId, 1));

  it('adds a vendor in the brand’s currency with no games; the secret is kept, never answered; audited', async () => {
    const res = await call('POST', '/vendors', admin, newVendor());
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('a-secret-of-32');
    const value = res.json().value;
    expect(value).toMatchObject({
      code: 'NV1',
      name: { EN: 'New Vendor', CN: '新厂商' },
      walletMode: 'seamless',
      currency: 'CNY',
      enabled: true,
      maintenance: false,
      sortOrder: 50,
      categories: [],
      games: 0,
      icon: null,
      secretFingerprint: secretFingerprint('a-secret-of-32-characters-000000'),
    });
    const [row] = await t.db.orm.select().from(gameVendors).where(eq(gameVendors.id, value.id));
    expect(row).toMatchObject({ merchantId: 1, code: 'NV1', secret: 'a-secret-of-32-characters-000000' });
    expect((await call('GET', '/vendors', content)).json().value.list.map((v: { code: string }) => v.code)).toContain(
      'NV1',
    );
    const entry = (await catalogueAudit()).at(-1);
    expect(entry).toMatchObject({
      event: 'console.vendor.created',
      detail: { vendorId: value.id, code: 'NV1', walletMode: 'seamless', secretFingerprint: value.secretFingerprint },
    });
    expect(JSON.stringify(entry)).not.toContain('a-secret-of-32');

    // A transfer vendor on a path of the site, switched off.
    const transfer = await call(
      'POST',
      '/vendors',
      admin,
      newVendor({
        code: 'NV-2',
        walletMode: 'transfer',
        launchUrl: '/demo-vendor/NV-2/play?token={token}',
        enabled: false,
      }),
    );
    expect(transfer.json().value).toMatchObject({ code: 'NV-2', walletMode: 'transfer', enabled: false });
  });

  it('refuses a code the brand already has (any case) on its field, writing nothing; another brand may use it', async () => {
    const before = await vendorRows();
    const auditBefore = (await catalogueAudit()).length;
    for (const code of ['NV1', 'nv1', ' xqa ']) {
      const res = await call('POST', '/vendors', admin, newVendor({ code }));
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'console.vendor.code.taken',
        value: { fields: { code: expect.any(String) } },
      });
    }
    expect(await vendorRows()).toEqual(before);
    expect(await catalogueAudit()).toHaveLength(auditBefore);
    const theirs = await call('POST', '/vendors', otherAdmin, newVendor());
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().value.code).toBe('NV1');
  });

  it('refuses bad input with the field, writing nothing', async () => {
    const before = await vendorRows();
    const auditBefore = (await catalogueAudit()).length;
    const bad: [string, Record<string, unknown>][] = [
      ['code', { code: '' }],
      ['code', { code: 'has space' }],
      ['code', { code: 'x'.repeat(33) }],
      ['code', { code: '-LEAD' }],
      ['name.CN', { name: { EN: 'Only English', CN: ' ' } }],
      ['walletMode', { walletMode: 'credit' }],
      ['launchUrl', { launchUrl: 'http://plain.example/play?token={token}' }],
      ['launchUrl', { launchUrl: 'javascript:alert(1)//{token}' }],
      ['launchUrl', { launchUrl: '//evil.example/{token}' }],
      ['launchUrl', { launchUrl: 'https://games.example/play' }],
      ['secret', { secret: 'short' }],
      ['secret', { secret: 'has spaces in the secret text' }],
      ['secret', { secret: undefined }],
      ['enabled', { enabled: 'yes' }],
      ['sortOrder', { sortOrder: -1 }],
      ['request', { code: 'NV9', currency: 'USD' }],
    ];
    for (const [field, extra] of bad) {
      const body = newVendor({ code: 'NV9', ...extra });
      const res = await call('POST', '/vendors', admin, body);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      const fields = Object.keys(res.json().value.fields ?? {});
      if (field !== 'request') expect(fields, JSON.stringify(extra)).toContain(field);
      else expect(fields.length, JSON.stringify(extra)).toBeGreaterThan(0);
    }
    expect(await vendorRows()).toEqual(before);
    expect(await catalogueAudit()).toHaveLength(auditBefore);
  });

  it('is admin’s alone: content, finance, support and risk are refused', async () => {
    const before = await vendorRows();
    for (const token of [content, finance, support, risk]) {
      const res = await call('POST', '/vendors', token, newVendor({ code: 'NV8' }));
      expect(res.statusCode).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
    }
    expect(await vendorRows()).toEqual(before);
  });
});
