import { announcementListSchema, envelopeSchema } from '@lotus/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoHeaders, type TestApp } from '../../../test/create-test-app.ts';
import { banners } from '../../db/schema.ts';

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
  it('returns the banners of every page group, in order, and empty notice lists', async () => {
    const value = await list();
    const home = value.banners.filter((b) => b.groupName === 'w_home');
    expect(home.map((b) => b.url)).toEqual([
      '/media/banners/home-1.svg',
      '/media/banners/home-2.svg',
      '/media/banners/home-3.svg',
    ]);
    expect(home[0]).toMatchObject({ linkageType: 'ROUTE', linkTarget: '/register' });
    expect(value.banners.map((b) => b.groupName)).toEqual(
      expect.arrayContaining(['w_login', 'w_register', 'w_leftmenu', 'w_rng', 'w_live']),
    );
    expect(value).toMatchObject({ player: [], popup: [], promotion: [] });
  });

  it('titles banners in the request language', async () => {
    const en = await list(undefined, { language: 'EN' });
    const cn = await list(undefined, { language: 'CN' });
    expect(en.banners[0]?.title).toMatch(/[A-Za-z]/);
    expect(cn.banners[0]?.title).toMatch(/\p{Script=Han}/u);
  });

  it('leaves banners out when the types do not ask for them', async () => {
    expect((await list('types=PL,PU')).banners).toEqual([]);
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
