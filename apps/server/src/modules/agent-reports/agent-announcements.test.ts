import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../../test/console-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { announcements } from '../../db/schema.ts';

let t: TestApp;
let operator: string;
const who: Record<string, SignedInMember> = {};
const DAY = 86_400_000;

const agentNotice = (over: Record<string, unknown> = {}) => ({
  kind: 'agent',
  title: { EN: 'Agent notice', CN: '代理公告' },
  content: { EN: '<p>For <strong>agents</strong></p>', CN: '<p>致<strong>代理</strong></p>' },
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

async function create(body: Record<string, unknown>) {
  const res = await consoleCall(t.app, operator, 'POST', '/content/announcements', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; kind: string; platforms: string[] | null; linkageType: string };
}

const read = (as: string, query: Record<string, string> = {}, language = 'EN') =>
  send(t.app, 'agentAnnouncements', undefined, {
    token: who[as]?.token as string,
    query,
    headers: { language },
  });

type Page = { list: { id: number; title: string; content: string; publishedAt: number }[]; total: number };
const pageOf = async (as: string, query: Record<string, string> = {}, language = 'EN') => {
  const res = await read(as, query, language);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as Page & { pageNum: number; totalPages: number };
};

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  operator = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  const signed = await signedInTree(t.app, t.db, [
    { username: 'an_agent', type: 1 },
    { username: 'an_player', type: 0, parent: 'an_agent' },
  ]);
  for (const m of signed) who[m.username.slice(3)] = m;
  const now = Date.now();
  // Live: `first` (sort 0), `cnOnly` (written in Chinese only), ten more at sort 10..19; not live: the rest.
  ids.first = (await create(agentNotice({ title: { EN: 'First', CN: '第一' } }))).id;
  ids.cnOnly = (
    await create(agentNotice({ sort: 1, title: { CN: '只有中文' }, content: { CN: '<p>中文内容</p>' } }))
  ).id;
  for (let i = 0; i < 10; i += 1) await create(agentNotice({ sort: 10 + i, title: { EN: `Bulk ${i}` } }));
  ids.off = (await create(agentNotice({ enabled: false, title: { EN: 'Switched off' } }))).id;
  ids.later = (await create(agentNotice({ activeFrom: now + DAY, title: { EN: 'Later' } }))).id;
  ids.ended = (
    await create(agentNotice({ activeFrom: now - 2 * DAY, activeUntil: now - DAY, title: { EN: 'Ended' } }))
  ).id;
  ids.cnReaders = (
    await create(agentNotice({ sort: 2, languages: ['CN'], title: { EN: 'CN readers', CN: '中文读者' } }))
  ).id;
});
afterAll(() => t.close());

describe('agent notices', () => {
  it('the console keeps them without platforms or a link, and lists them under their kind', async () => {
    const made = await create(agentNotice({ platforms: ['W'], linkageType: 'ROUTE', linkTarget: '/promotion' }));
    expect(made).toMatchObject({ kind: 'agent', platforms: null, linkageType: 'NONE' });
    const listed = (await consoleCall(t.app, operator, 'GET', '/content/announcements?kind=agent')).json().value.list;
    expect(listed.map((a: { id: number }) => a.id)).toEqual(expect.arrayContaining([ids.first, made.id]));
    expect(listed.every((a: { kind: string }) => a.kind === 'agent')).toBe(true);
    const notices = (await consoleCall(t.app, operator, 'GET', '/content/announcements?kind=notice')).json().value.list;
    expect(notices.some((a: { kind: string }) => a.kind === 'agent')).toBe(false);
    const bad = await consoleCall(t.app, operator, 'POST', '/content/announcements', agentNotice({ execution: 'A' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCode).toBe('request.invalid');
    await consoleCall(t.app, operator, 'DELETE', `/content/announcements/${made.id}`);
  });

  it('agents read the live ones, 9 a page, in the feed order, in their language with the fallback', async () => {
    const first = await pageOf('agent');
    expect(first).toMatchObject({ pageNum: 1, total: 12, totalPages: 2 });
    expect(first.list).toHaveLength(9);
    expect(first.list.map((a) => a.title).slice(0, 4)).toEqual(['First', '只有中文', 'Bulk 0', 'Bulk 1']);
    expect(first.list[0]).toMatchObject({ id: ids.first, content: '<p>For <strong>agents</strong></p>' });
    expect(first.list[0]?.publishedAt).toEqual(expect.any(Number));
    const second = await pageOf('agent', { pageNo: '2' });
    expect(second.list.map((a) => a.title)).toEqual(['Bulk 7', 'Bulk 8', 'Bulk 9']);
    const shown = [...first.list, ...second.list].map((a) => a.id);
    for (const hidden of [ids.off, ids.later, ids.ended, ids.cnReaders]) expect(shown).not.toContain(hidden);

    const cn = await pageOf('agent', { pageSize: '3' }, 'CN');
    expect(cn.list.map((a) => a.title)).toEqual(['第一', '只有中文', '中文读者']);
    expect(cn.total).toBe(13);
  });

  it('follows the console: a notice switched off leaves the page at once', async () => {
    await t.db.orm
      .update(announcements)
      .set({ enabled: false })
      .where(eq(announcements.id, ids.first as number));
    expect((await pageOf('agent')).list.map((a) => a.id)).not.toContain(ids.first);
    await t.db.orm
      .update(announcements)
      .set({ enabled: true })
      .where(eq(announcements.id, ids.first as number));
  });

  it('refuses members who are not agents, guests and bad pages', async () => {
    const player = await read('player');
    expect(player.statusCode).toBe(403);
    expect(player.json().errorCode).toBe('login.non.agent');
    const guest = await send(t.app, 'agentAnnouncements');
    expect(guest.statusCode).toBe(401);
    for (const query of [{ pageNo: '0' }, { pageSize: '101' }, { pageNo: 'x' }] as Record<string, string>[]) {
      const res = await read('agent', query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
  });

  it("never reach the players' feed, whatever it asks for", async () => {
    const agentIds = new Set(Object.values(ids));
    for (const headers of [{}, { authorization: who.player?.token as string }, { language: 'CN' }]) {
      const res = await t.app.inject({
        url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H,AG,AGENT&platform=W&execution=A,B,F',
        headers: { ...demoHeaders, ...headers },
      });
      expect(res.statusCode).toBe(200);
      const value = res.json().value as Record<string, { id: number | string }[]>;
      const all = [...(value.player ?? []), ...(value.popup ?? []), ...(value.promotion ?? [])];
      expect(all.some((a) => agentIds.has(Number(a.id)))).toBe(false);
      expect(Object.keys(value).sort()).toEqual(['banners', 'player', 'popup', 'promotion']);
    }
  });
});
