import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, type SocketMessage } from '@lotus/contract';
import { count, eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../../test/create-test-app.ts';
import { announcements, auditLog, banners } from '../../../db/schema.ts';

let t: TestApp;
let admin: string;
let content: string;
let finance: string;
let support: string;
const heard: SocketMessage[] = [];

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, `/content${path}`, payload);

const contentAudit = async () =>
  (await t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.%')).orderBy(auditLog.id)).filter((a) =>
    /^console\.(banner|announcement)\./.test(a.event),
  );
const rows = async (table: typeof banners | typeof announcements) =>
  (await t.db.orm.select({ n: count() }).from(table))[0]?.n;

/** The players' feed as a guest on the web, in `language`. */
const feed = async (language = 'EN') => {
  const res = await t.app.inject({
    url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B',
    headers: { ...demoHeaders, language },
  });
  return res.json().value;
};

/**
 * How many `announcement.new` reached the merchant's listeners since the last call. With Redis, messages arrive
 * after publish returns: a marker published last, and waited for, says everything before it has arrived.
 */
async function announced() {
  const mark = randomUUID();
  await t.app.events.publish({ merchantId: 1 }, 'announcement.new', { mark });
  const isMark = (m: SocketMessage) => (m.data as { mark?: string }).mark === mark;
  await vi.waitFor(() => expect(heard.some(isMark)).toBe(true));
  const before = heard.splice(0, heard.findIndex(isMark) + 1).slice(0, -1);
  return before.filter((m) => m.type === 'announcement.new').length;
}

const HOUR = 3_600_000;
const banner = (over: Record<string, unknown> = {}) => ({
  groupName: 'w_home',
  imageUrl: '/media/banners/home-1.svg',
  title: { EN: 'Spring bonus', CN: '春季奖金' },
  linkageType: 'ROUTE',
  linkTarget: '/promotion',
  enabled: true,
  sort: 50,
  activeFrom: null,
  activeUntil: null,
  languages: null,
  ...over,
});
const notice = (over: Record<string, unknown> = {}) => ({
  kind: 'notice',
  title: { EN: 'Maintenance tonight' },
  content: { EN: '<p>From <strong>2:00</strong></p>' },
  execution: null,
  promotionType: null,
  platforms: null,
  linkageType: 'NONE',
  linkTarget: null,
  enabled: true,
  sort: 0,
  activeFrom: null,
  activeUntil: null,
  languages: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  await insertOperator(t.db, 'writer', 'Oper1234', 'content');
  await insertOperator(t.db, 'cashier', 'Oper1234', 'finance');
  await insertOperator(t.db, 'helper', 'Oper1234', 'support');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  content = await consoleSignIn(t.app, 'writer', 'Oper1234');
  finance = await consoleSignIn(t.app, 'cashier', 'Oper1234');
  support = await consoleSignIn(t.app, 'helper', 'Oper1234');
  await t.app.events.subscribe({ merchantId: 1 }, (message) => heard.push(message));
});
afterAll(() => t.close());
beforeEach(async () => {
  await announced();
});

describe('banners in the console', () => {
  it('creates, lists, changes and deletes a banner; players see each change; each is audited and announced', async () => {
    const created = await call('POST', '/banners', content, banner());
    expect(created.statusCode).toBe(200);
    const value = created.json().value;
    expect(value).toMatchObject({ groupName: 'w_home', linkageType: 'ROUTE', linkTarget: '/promotion', live: true });
    expect(await announced()).toBe(1);
    expect((await feed()).banners.map((b: { id: number }) => b.id)).toContain(value.id);

    const listed = (await call('GET', '/banners?groupName=w_home', admin)).json().value.list;
    expect(listed.map((b: { id: number }) => b.id)).toContain(value.id);
    expect(listed.every((b: { groupName: string }) => b.groupName === 'w_home')).toBe(true);
    const all = (await call('GET', '/banners', admin)).json().value.list;
    expect(all.length).toBeGreaterThan(listed.length);

    const updated = await call('PUT', `/banners/${value.id}`, content, banner({ enabled: false }));
    expect(updated.json().value).toMatchObject({ enabled: false, live: false });
    expect((await feed()).banners.map((b: { id: number }) => b.id)).not.toContain(value.id);

    // Saving the same again changes and records nothing, and announces nothing.
    const audited = (await contentAudit()).length;
    await announced();
    expect((await call('PUT', `/banners/${value.id}`, content, banner({ enabled: false }))).statusCode).toBe(200);
    expect((await contentAudit()).length).toBe(audited);
    expect(await announced()).toBe(0);

    const removed = await call('DELETE', `/banners/${value.id}`, content);
    expect(removed.json().value).toEqual({ id: value.id });
    expect((await t.db.orm.select().from(banners).where(eq(banners.id, value.id))).length).toBe(0);
    expect(await announced()).toBe(1);

    const events = (await contentAudit()).filter((a) => a.detail.bannerId === value.id);
    expect(events.map((a) => a.event)).toEqual([
      'console.banner.created',
      'console.banner.updated',
      'console.banner.deleted',
    ]);
    expect(events[1]?.detail).toMatchObject({ changes: { enabled: { from: true, to: false } } });
    expect(events.every((a) => a.operatorId !== null)).toBe(true);
  });

  it('shows a banner to players only inside its window and in its languages', async () => {
    const now = Date.now();
    const later = (await call('POST', '/banners', admin, banner({ activeFrom: now + HOUR }))).json().value;
    const over = (
      await call('POST', '/banners', admin, banner({ activeFrom: now - 2 * HOUR, activeUntil: now - HOUR }))
    ).json().value;
    const cn = (await call('POST', '/banners', admin, banner({ languages: ['CN'] }))).json().value;
    expect(later.live).toBe(false);
    expect(over.live).toBe(false);
    const en = (await feed('EN')).banners.map((b: { id: number }) => b.id);
    expect(en).not.toContain(later.id);
    expect(en).not.toContain(over.id);
    expect(en).not.toContain(cn.id);
    expect((await feed('CN')).banners.map((b: { id: number }) => b.id)).toContain(cn.id);
    for (const b of [later, over, cn]) await call('DELETE', `/banners/${b.id}`, admin);
  });

  it('refuses bad input with the field at fault, writing nothing', async () => {
    const before = { rows: await rows(banners), audit: (await contentAudit()).length };
    const bad: [string, Record<string, unknown>][] = [
      ['groupName', banner({ groupName: 'nowhere' })],
      ['imageUrl', banner({ imageUrl: '' })],
      ['imageUrl', banner({ imageUrl: 'javascript:alert(1)' })],
      ['imageUrl', banner({ imageUrl: '//evil.example/x.png' })],
      ['title', banner({ title: {} })],
      ['title', banner({ title: { EN: ' ', CN: '' } })],
      ['linkageType', banner({ linkageType: 'JS' })],
      ['linkTarget', banner({ linkageType: 'URL', linkTarget: 'javascript:alert(1)' })],
      ['linkTarget', banner({ linkageType: 'URL', linkTarget: 'http://plain.example' })],
      ['linkTarget', banner({ linkageType: 'ROUTE', linkTarget: 'https://evil.example' })],
      ['linkTarget', banner({ linkageType: 'ROUTE', linkTarget: '//evil.example' })],
      ['linkTarget', banner({ linkageType: 'GAME', linkTarget: 'no-colon' })],
      ['linkTarget', banner({ linkageType: 'ROUTE', linkTarget: null })],
      ['activeUntil', banner({ activeFrom: 2000, activeUntil: 1000 })],
      ['languages', banner({ languages: ['FR'] })],
      ['languages', banner({ languages: [] })],
      ['sort', banner({ sort: -1 })],
      ['enabled', banner({ enabled: 'yes' })],
      ['request', { ...banner(), extra: 1 }],
    ];
    for (const [field, body] of bad) {
      const res = await call('POST', '/banners', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
      const fields = Object.keys(res.json().value?.fields ?? {});
      if (field === 'request') expect(fields.length, JSON.stringify(body)).toBeGreaterThan(0);
      else expect(fields.join(), JSON.stringify(body)).toContain(field);
    }
    expect({ rows: await rows(banners), audit: (await contentAudit()).length }).toEqual(before);
    expect(await announced()).toBe(0);
  });

  it('answers 404 for an unknown banner or another id form, and keeps links with no target clean', async () => {
    expect((await call('PUT', '/banners/999999', admin, banner())).json().errorCode).toBe('not.found');
    expect((await call('PUT', '/banners/999999', admin, banner())).statusCode).toBe(404);
    expect((await call('DELETE', '/banners/999999', admin)).statusCode).toBe(404);
    expect((await call('DELETE', '/banners/abc', admin)).statusCode).toBe(400);
    const none = (await call('POST', '/banners', admin, banner({ linkageType: 'NONE', linkTarget: '/x' }))).json()
      .value;
    expect(none.linkTarget).toBeNull();
    const rewards = (
      await call('POST', '/banners', admin, banner({ linkageType: 'PROMOTION', linkTarget: null }))
    ).json().value;
    expect(rewards).toMatchObject({ linkageType: 'PROMOTION', linkTarget: null });
    const game = (
      await call('POST', '/banners', admin, banner({ linkageType: 'GAME', linkTarget: 'PG:pg-fortune' }))
    ).json().value;
    expect(game.linkTarget).toBe('PG:pg-fortune');
    for (const b of [none, rewards, game]) await call('DELETE', `/banners/${b.id}`, admin);
  });
});

describe('announcements in the console', () => {
  it('creates a notice players see, with its HTML sanitised on save', async () => {
    const res = await call(
      'POST',
      '/announcements',
      content,
      notice({
        content: {
          EN: '<p onclick="steal()">Hi <a href="javascript:alert(1)">there</a><script>alert(1)</script><img src="https://cdn.example/a.png" onerror="x()"></p>',
          CN: '<p>你好<iframe src="https://evil.example"></iframe></p>',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.content.EN).toBe('<p>Hi <a>there</a><img src="https://cdn.example/a.png" /></p>');
    expect(value.content.CN).toBe('<p>你好</p>');
    const [row] = await t.db.orm.select().from(announcements).where(eq(announcements.id, value.id));
    expect(JSON.stringify(row?.content)).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(await announced()).toBe(1);
    const player = (await feed()).player.find((p: { id: number }) => p.id === value.id);
    expect(player).toMatchObject({ title: 'Maintenance tonight', content: value.content.EN });
    await call('DELETE', `/announcements/${value.id}`, content);
  });

  it('sanitises on change too, and refuses content that would be empty once sanitised', async () => {
    const created = (await call('POST', '/announcements', admin, notice())).json().value;
    const changed = await call(
      'PUT',
      `/announcements/${created.id}`,
      admin,
      notice({ content: { EN: '<div style="position:fixed" onmouseover="x()">Top</div>' } }),
    );
    expect(changed.json().value.content.EN).toBe('<div>Top</div>');
    const empty = await call(
      'PUT',
      `/announcements/${created.id}`,
      admin,
      notice({ content: { EN: '<script>x()</script>' } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().value.fields).toHaveProperty('content');
    const [row] = await t.db.orm.select().from(announcements).where(eq(announcements.id, created.id));
    expect(row?.content).toEqual({ EN: '<div>Top</div>' });
    await call('DELETE', `/announcements/${created.id}`, admin);
  });

  it('lists by kind, keeps pop-up executions and promotion types where they belong', async () => {
    const popup = (await call('POST', '/announcements', admin, notice({ kind: 'popup', execution: 'A' }))).json().value;
    const promo = (
      await call('POST', '/announcements', admin, notice({ kind: 'promotion', promotionType: 'DEPOSIT_BONUS' }))
    ).json().value;
    const plain = (await call('POST', '/announcements', admin, notice({ promotionType: 'DEPOSIT_BONUS' }))).json()
      .value;
    expect(popup).toMatchObject({ kind: 'popup', execution: 'A' });
    expect(promo).toMatchObject({ kind: 'promotion', promotionType: 'DEPOSIT_BONUS' });
    expect(plain.promotionType).toBeNull();
    const popups = (await call('GET', '/announcements?kind=popup', admin)).json().value.list;
    expect(popups.map((a: { id: number }) => a.id)).toContain(popup.id);
    expect(popups.every((a: { kind: string }) => a.kind === 'popup')).toBe(true);
    expect((await call('GET', '/announcements?kind=nope', admin)).statusCode).toBe(400);
    for (const a of [popup, promo, plain]) await call('DELETE', `/announcements/${a.id}`, admin);
  });

  it('refuses bad input with the field at fault, writing nothing', async () => {
    const created = (await call('POST', '/announcements', admin, notice())).json().value;
    await announced();
    const before = { rows: await rows(announcements), audit: (await contentAudit()).length };
    const [rowBefore] = await t.db.orm.select().from(announcements).where(eq(announcements.id, created.id));
    const bad: [string, Record<string, unknown>][] = [
      ['kind', notice({ kind: 'banner' })],
      ['execution', notice({ kind: 'popup', execution: null })],
      ['execution', notice({ execution: 'A' })],
      ['execution', notice({ kind: 'popup', execution: 'Z' })],
      ['title', notice({ title: {} })],
      ['title', notice({ title: { EN: 'x'.repeat(201) } })],
      ['content', notice({ content: { CN: '' } })],
      ['content', notice({ content: { EN: '<script>alert(1)</script>' } })],
      ['platforms', notice({ platforms: ['X'] })],
      ['linkTarget', notice({ linkageType: 'URL', linkTarget: 'javascript:alert(1)' })],
      ['activeUntil', notice({ activeFrom: 5000, activeUntil: 5000 })],
      ['request', { ...notice(), html: '<p>' }],
    ];
    for (const [field, body] of bad) {
      for (const [method, path] of [
        ['POST', '/announcements'],
        ['PUT', `/announcements/${created.id}`],
      ] as const) {
        const res = await call(method, path, admin, body);
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
        expect(res.json().errorCode).toBe('request.invalid');
        const fields = Object.keys(res.json().value?.fields ?? {});
        if (field === 'request') expect(fields.length).toBeGreaterThan(0);
        else expect(fields.join(), JSON.stringify(body)).toContain(field);
      }
    }
    expect({ rows: await rows(announcements), audit: (await contentAudit()).length }).toEqual(before);
    const [rowAfter] = await t.db.orm.select().from(announcements).where(eq(announcements.id, created.id));
    expect(rowAfter).toEqual(rowBefore);
    expect(await announced()).toBe(0);
    expect((await call('PUT', '/announcements/999999', admin, notice())).statusCode).toBe(404);
    expect((await call('DELETE', '/announcements/999999', admin)).statusCode).toBe(404);
    await call('DELETE', `/announcements/${created.id}`, admin);
  });

  it('audits each change with the operator and what changed', async () => {
    const created = (await call('POST', '/announcements', content, notice())).json().value;
    await call('PUT', `/announcements/${created.id}`, content, notice({ sort: 7 }));
    await call('DELETE', `/announcements/${created.id}`, content);
    const events = (await contentAudit()).filter((a) => a.detail.announcementId === created.id);
    expect(events.map((a) => a.event)).toEqual([
      'console.announcement.created',
      'console.announcement.updated',
      'console.announcement.deleted',
    ]);
    expect(events[0]?.detail).toMatchObject({ kind: 'notice', title: { EN: 'Maintenance tonight' } });
    expect(events[1]?.detail).toEqual({ announcementId: created.id, changes: { sort: { from: 0, to: 7 } } });
    expect(new Set(events.map((a) => a.operatorId)).size).toBe(1);
  });
});

describe('who may edit content', () => {
  it('refuses finance and support operators, and callers without a session', async () => {
    const before = { banners: await rows(banners), announcements: await rows(announcements) };
    for (const token of [finance, support]) {
      for (const [method, path, body] of [
        ['GET', '/banners', undefined],
        ['POST', '/banners', banner()],
        ['PUT', '/banners/1', banner()],
        ['DELETE', '/banners/1', undefined],
        ['GET', '/announcements', undefined],
        ['POST', '/announcements', notice()],
        ['DELETE', '/announcements/1', undefined],
        ['GET', '/help?lang=EN', undefined],
        ['POST', '/help', { lang: 'EN', parentId: null, title: 'x', content: '', anchor: null, sort: 0 }],
        ['DELETE', '/help/1', undefined],
      ] as const) {
        const res = await call(method, path, token, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().errorCode).toBe('access.forbidden');
      }
    }
    expect((await call('GET', '/banners', 'not-a-token')).statusCode).toBe(401);
    expect({ banners: await rows(banners), announcements: await rows(announcements) }).toEqual(before);
  });
});
