import { announcementListSchema, envelopeSchema } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { announcements, banners } from '../../db/schema.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query = 'types=B,PL,PU,PR,H&platform=W&execution=B', headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    headers: { ...demoHeaders, ...headers },
  });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(announcementListSchema).parse(res.json()).value;
};

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('returns the banners of every page group, in order', async () => {
    const value = await list();
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    // Absolute, on the site's base URL (a loopback domain without a stored one: the configured port).
    const site = `http://localhost:${t.config.port}`;
    expect(home.map((b) => b.url)).toEqual([
      `${site}/media/banners/home-1.svg`,
      `${site}/media/banners/home-2.svg`,
      `${site}/media/banners/home-3.svg`,
    ]);
    expect(home[0]).toMatchObject({ linkageType: 'ROUTE', linkTarget: '/register' });
    expect(value.banners.map((b) => b.groupName)).toEqual(
      expect.arrayContaining(['w_login', 'w_register', 'w_leftmenu', 'w_rng', 'w_live']),
    );
  });

  it('titles banners in the request language, with the picture drawn in it', async () => {
    const en = await list(undefined, { language: 'EN' });
    const cn = await list(undefined, { language: 'CN' });
    expect(en.banners[0]?.title).toMatch(/[A-Za-z]/);
    expect(cn.banners[0]?.title).toMatch(/\p{Script=Han}/u);
    // The demo's pictures carry words: each language has its own, one banner per language.
    expect(en.banners.every((b) => !b.url.endsWith('.cn.svg'))).toBe(true);
    expect(cn.banners.every((b) => b.url.endsWith('.cn.svg'))).toBe(true);
    expect(cn.banners.map((b) => b.groupName)).toEqual(en.banners.map((b) => b.groupName));
  });

  it('leaves banners out when the types do not ask for them', async () => {
    expect((await list('types=PL,PU')).banners).toEqual([]);
  });

  it('shows a banner only while enabled and in its languages', async () => {
    const [first] = (await list()).banners;
    const id = Number(first?.id);
    await t.db.orm.update(banners).set({ enabled: false }).where(eq(banners.id, id));
    expect(ids((await list()).banners)).not.toContain(id);
    await t.db.orm
      .update(banners)
      .set({ enabled: true, languages: ['CN'] })
      .where(eq(banners.id, id));
    expect(ids((await list(undefined, { language: 'EN' })).banners)).not.toContain(id);
    expect(ids((await list(undefined, { language: 'CN' })).banners)).toContain(id);
    await t.db.orm.update(banners).set({ languages: null }).where(eq(banners.id, id));
    expect(ids((await list(undefined, { language: 'EN' })).banners)).toContain(id);
  });

  it('shows a banner only within its active window', async () => {
    const hidden = await list();
    const first = hidden.banners[0];
    await t.db.orm
      .update(banners)
      .set({ activeUntil: new Date(Date.now() - 1000) })
      .where(eq(banners.id, Number(first?.id)));
    expect((await list()).banners.map((b) => b.id)).not.toContain(first?.id);
    await t.db.orm
      .update(banners)
      .set({ activeFrom: new Date(Date.now() + 3_600_000), activeUntil: null })
      .where(eq(banners.id, Number(first?.id)));
    expect((await list()).banners.map((b) => b.id)).not.toContain(first?.id);
  });
});

type AnnouncementRow = typeof announcements.$inferInsert;
const HOUR = 3_600_000;

/** An announcement of the demo merchant; English only unless given. */
async function addAnnouncement(values: Partial<AnnouncementRow> & Pick<AnnouncementRow, 'kind'>) {
  const [row] = await t.db.orm
    .insert(announcements)
    .values({ merchantId: 1, title: { EN: 'Title' }, content: { EN: '<p>Body</p>' }, ...values })
    .returning({ id: announcements.id });
  return row?.id as number;
}

const ids = (items: { id: string | number }[]) => items.map((i) => Number(i.id));

describe('notices, pop-ups and promotion announcements', () => {
  beforeAll(async () => {
    // The demo content would make the lists below depend on the seed.
    await t.db.orm.delete(announcements);
  });
  afterEach(async () => {
    await t.db.orm.delete(announcements);
  });

  it('puts each kind in its list, in order, with link, promotion type and publication time', async () => {
    const from = new Date(Date.now() - HOUR);
    const second = await addAnnouncement({ kind: 'notice', sort: 2, title: { EN: 'Second' } });
    const first = await addAnnouncement({
      kind: 'notice',
      sort: 1,
      title: { EN: 'First' },
      linkType: 'ROUTE',
      linkTarget: '/promotion',
      activeFrom: from,
    });
    const promo = await addAnnouncement({ kind: 'promotion', promotionType: 'DEPOSIT_BONUS' });
    const popup = await addAnnouncement({ kind: 'popup', execution: 'B' });
    const value = await list();
    expect(ids(value.player)).toEqual([first, second]);
    expect(value.player[0]).toMatchObject({
      title: 'First',
      content: '<p>Body</p>',
      linkageType: 'ROUTE',
      linkTarget: '/promotion',
      publishedAt: from.getTime(),
    });
    expect(value.player[1]?.publishedAt).toBeGreaterThan(Date.now() - 60_000);
    expect(value.promotion).toEqual([expect.objectContaining({ id: promo, promotionType: 'DEPOSIT_BONUS' })]);
    expect(value.popup).toEqual([expect.objectContaining({ id: popup, execution: 'B' })]);
    expect(await list('types=H')).toMatchObject({ banners: [], popup: [], promotion: [] });
    expect(ids((await list('types=H')).player)).toEqual([first, second]);
    expect(ids((await list('types=PR')).player)).toEqual([]);
  });

  it('shows an item only while enabled and inside its window', async () => {
    const now = Date.now();
    const live = await addAnnouncement({
      kind: 'notice',
      activeFrom: new Date(now - HOUR),
      activeUntil: new Date(now + HOUR),
    });
    await addAnnouncement({ kind: 'notice', enabled: false });
    await addAnnouncement({ kind: 'notice', activeFrom: new Date(now + HOUR) });
    await addAnnouncement({ kind: 'notice', activeUntil: new Date(now - 1) });
    await addAnnouncement({ kind: 'promotion', enabled: false });
    expect(ids((await list()).player)).toEqual([live]);
    expect((await list()).promotion).toEqual([]);
  });

  it('answers in the request language, else the merchant default, else the language there is', async () => {
    const both = await addAnnouncement({
      kind: 'notice',
      title: { EN: 'Hello', CN: '你好' },
      content: { EN: '<p>Hi</p>', CN: '<p>嗨</p>' },
    });
    const englishOnly = await addAnnouncement({ kind: 'notice', title: { EN: 'Only English' } });
    const chineseOnly = await addAnnouncement({
      kind: 'notice',
      title: { CN: '只有中文' },
      content: { CN: '<p>中文</p>' },
    });
    const cn = await list(undefined, { language: 'CN' });
    expect(cn.player.map((p) => [p.id, p.title])).toEqual([
      [both, '你好'],
      [englishOnly, 'Only English'],
      [chineseOnly, '只有中文'],
    ]);
    expect(cn.player[0]?.content).toBe('<p>嗨</p>');
    const en = await list(undefined, { language: 'EN' });
    expect(en.player.map((p) => p.title)).toEqual(['Hello', 'Only English', '只有中文']);
  });

  it('leaves out items restricted to other languages', async () => {
    const english = await addAnnouncement({ kind: 'notice', languages: ['EN'] });
    const chinese = await addAnnouncement({ kind: 'notice', languages: ['CN'], title: { CN: '公告' } });
    const all = await addAnnouncement({ kind: 'notice', languages: null });
    const both = await addAnnouncement({ kind: 'notice', languages: ['EN', 'CN'] });
    expect(ids((await list(undefined, { language: 'EN' })).player)).toEqual([english, all, both]);
    expect(ids((await list(undefined, { language: 'CN' })).player)).toEqual([chinese, all, both]);
  });

  it('shows an item only on its platforms', async () => {
    const web = await addAnnouncement({ kind: 'promotion', platforms: ['W'] });
    const mobile = await addAnnouncement({ kind: 'promotion', platforms: ['M', 'A'] });
    const everywhere = await addAnnouncement({ kind: 'promotion', platforms: null });
    expect(ids((await list('types=PR&platform=W')).promotion)).toEqual([web, everywhere]);
    expect(ids((await list('types=PR&platform=m')).promotion)).toEqual([mobile, everywhere]);
    expect(ids((await list('types=PR&platform=A')).promotion)).toEqual([mobile, everywhere]);
    expect(ids((await list('types=PR')).promotion)).toEqual([web, everywhere]);
  });

  it("never gives a guest the members' pop-ups, whatever the query asks", async () => {
    const anonymous = await addAnnouncement({ kind: 'popup', execution: 'B' });
    await addAnnouncement({ kind: 'popup', execution: 'A' });
    await addAnnouncement({ kind: 'popup', execution: 'F' });
    expect(ids((await list('types=PU&execution=B')).popup)).toEqual([anonymous]);
    expect(ids((await list('types=PU&execution=A,B,F')).popup)).toEqual([anonymous]);
    expect(ids((await list('types=PU&execution=A,F')).popup)).toEqual([]);
    expect(ids((await list('types=PU&execution=A,B,F', { authorization: 'not-a-token' })).popup)).toEqual([anonymous]);
  });

  it('gives a signed-in member the pop-ups of the executions asked for', async () => {
    const anonymous = await addAnnouncement({ kind: 'popup', execution: 'B' });
    const member = await addAnnouncement({ kind: 'popup', execution: 'A' });
    const firstLogin = await addAnnouncement({ kind: 'popup', execution: 'F' });
    const token = await loginAs(t.app);
    const auth = { authorization: token };
    expect(ids((await list('types=PU&execution=A,B,F', auth)).popup)).toEqual([anonymous, member, firstLogin]);
    expect(ids((await list('types=PU&execution=a,f', auth)).popup)).toEqual([member, firstLogin]);
    expect(ids((await list('types=PU&execution=B', auth)).popup)).toEqual([anonymous]);
    const popup = (await list('types=PU&execution=F', auth)).popup[0];
    expect(popup).toMatchObject({ id: firstLogin, execution: 'F' });
  });

  it('never answers agent notices, to guests or members, whatever the query asks', async () => {
    const notice = await addAnnouncement({ kind: 'notice' });
    const agent = await addAnnouncement({ kind: 'agent', title: { EN: 'For agents' } });
    const token = await loginAs(t.app);
    for (const headers of [{}, { authorization: token }, { language: 'CN' }] as Record<string, string>[]) {
      for (const query of [undefined, 'types=PL,PU,PR,H,AGENT&platform=W&execution=A,B,F', 'types=AGENT']) {
        const value = await list(query, headers);
        const all = ids([...value.player, ...value.popup, ...value.promotion]);
        expect(all, query).not.toContain(agent);
        if (query !== 'types=AGENT') expect(all, query).toContain(notice);
      }
    }
  });
});

describe('GET /wps/relay/CCSFE_getListAnnouncements (the name the original client calls)', () => {
  const fetchFeed = (name: 'MCSFE' | 'CCSFE', headers: Record<string, string> = {}) =>
    t.app.inject({
      url: `/wps/relay/${name}_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=A,B,F`,
      headers: { ...demoHeaders, ...headers },
    });

  it('answers exactly what MCSFE_getListAnnouncements answers, to guests and members, in each language', async () => {
    await addAnnouncement({ kind: 'notice', title: { EN: 'Notice', CN: '公告' } });
    await addAnnouncement({ kind: 'popup', execution: 'B' });
    await addAnnouncement({ kind: 'popup', execution: 'A' });
    const token = await loginAs(t.app);
    try {
      for (const headers of [{}, { language: 'CN' }, { authorization: token }] as Record<string, string>[]) {
        const [feed, alias] = await Promise.all([fetchFeed('MCSFE', headers), fetchFeed('CCSFE', headers)]);
        expect(alias.statusCode).toBe(200);
        expect(alias.json()).toEqual(feed.json());
      }
      const member = envelopeSchema(announcementListSchema).parse(
        (await fetchFeed('CCSFE', { authorization: token })).json(),
      ).value;
      expect(member.popup.map((p) => p.execution).sort()).toEqual(['A', 'B']);
      expect(member.player.map((p) => p.title)).toContain('Notice');
    } finally {
      await t.db.orm.delete(announcements);
    }
  });

  it('is behind the same module switch as the feed', async () => {
    await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: ['COMM3'] });
    try {
      for (const name of ['MCSFE', 'CCSFE'] as const) {
        const res = await fetchFeed(name);
        expect(res.statusCode, name).toBe(400);
        expect(res.json().errorCode, name).toBe('function.not.available');
      }
    } finally {
      await updateMerchantSettings(t.db, 'LOTUS', { disabledModules: [] });
    }
  });
});
