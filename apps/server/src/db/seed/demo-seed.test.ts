import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  announcementInputSchema,
  DEMO_ACCOUNTS,
  DEMO_MERCHANT_CODE,
  registerFields,
  registerRulesSchema,
  vipKinds,
  vipLevelsInputSchema,
} from '@lotus/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { sanitizeContentHtml } from '../../platform/html/sanitize-content.ts';
import { verifyPassword } from '../../platform/passwords.ts';
import type { Database } from '../database.ts';
import {
  agentContracts,
  announcements,
  banners,
  helpEntries,
  members,
  merchants,
  operators,
  promotions,
  rebateRates,
  rebateSettings,
  vipCounts,
  vipLevels,
} from '../schema.ts';
import { seedDemo } from './demo-seed.ts';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

describe('demo seed', () => {
  it('creates the demo merchant with rules for every registration field', async () => {
    const [merchant] = await db.orm.select().from(merchants).where(eq(merchants.code, DEMO_MERCHANT_CODE));
    expect(merchant).toMatchObject({ name: 'Lotus', currency: 'CNY', currencySymbol: '¥', gmtOffsetMinutes: 480 });
    expect(merchant?.disabledModules).toEqual([]);
    const rules = registerRulesSchema.parse(merchant?.registerRules);
    expect(Object.keys(rules).sort()).toEqual([...registerFields].sort());
  });

  it('turns rebate on for the demo brand: rates for levels 0–5 that rise with the level, from 1.00, at 03:00', async () => {
    const [settings] = await db.orm.select().from(rebateSettings);
    expect(settings).toMatchObject({ enabled: true, minClaim: 100, wageringMultiple: 1, autoHour: 3 });
    expect(settings?.since).toBeInstanceOf(Date);
    // The first automatic run is the next time the hour comes, not at the first tick after the seed.
    expect(settings?.autoRanOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const rates = await db.orm.select().from(rebateRates);
    const rng = (level: number) => rates.find((r) => r.level === level && r.category === 'RNG')?.rateBp;
    expect([0, 1, 2, 3, 4, 5].map(rng)).toEqual([50, 60, 70, 80, 90, 100]);
    expect(rates.filter((r) => r.level === 0).map((r) => r.category)).toEqual(
      expect.arrayContaining(['RNG', 'LIVE', 'LOTT']),
    );
  });

  it('does nothing on a database that already has a merchant', async () => {
    const before = await db.orm.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(await seedDemo(db)).toBe(false);
    const after = await db.orm.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(after).toEqual(before);
  });

  it('creates the demo member under the demo agent, with argon2id passwords', async () => {
    const rows = await db.orm.select().from(members).orderBy(asc(members.id));
    const agent = rows.find((m) => m.username === DEMO_ACCOUNTS.agent.username);
    const member = rows.find((m) => m.username === DEMO_ACCOUNTS.member.username);
    expect(agent?.type).toBe(1);
    expect(member).toMatchObject({ type: 0, parentId: agent?.id });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(member?.passwordHash ?? '', DEMO_ACCOUNTS.member.password)).toBe(true);
    expect(await verifyPassword(agent?.passwordHash ?? '', DEMO_ACCOUNTS.agent.password)).toBe(true);
    expect(await verifyPassword(member?.passwordHash ?? '', 'wrong')).toBe(false);
  });

  it('gives one downline of the demo agent an active daily salary contract, and the demo member no offer', async () => {
    const rows = await db.orm.select().from(members);
    const idOf = (username: string) => rows.find((m) => m.username === username)?.id;
    const contracts = await db.orm.select().from(agentContracts);
    expect(contracts).toMatchObject([
      {
        kind: 'dailySalary',
        status: 'active',
        uplineId: idOf(DEMO_ACCOUNTS.agent.username),
        downlineId: idOf(DEMO_ACCOUNTS.defaultPassword.username),
      },
    ]);
  });

  it('gives the demo accounts contacts and codes, and one account the default password 123456', async () => {
    const rows = await db.orm.select().from(members);
    for (const account of [DEMO_ACCOUNTS.member, DEMO_ACCOUNTS.agent, DEMO_ACCOUNTS.defaultPassword]) {
      const row = rows.find((m) => m.username === account.username);
      expect(row).toMatchObject({
        countryDialingCode: account.countryDialingCode,
        mobile: account.mobileNum,
        email: account.email,
        realName: account.realName,
        referralCode: account.referralCode,
      });
      expect(await verifyPassword(row?.passwordHash ?? '', account.password)).toBe(true);
    }
    expect(DEMO_ACCOUNTS.defaultPassword.password).toBe('123456');
  });

  it('runs a VIP ladder the console would accept, counted from the seed, with its upgrade and birthday rewards', async () => {
    const ladder = await db.orm.select().from(vipLevels).orderBy(asc(vipLevels.level));
    expect(ladder.map((l) => [l.level, l.name.EN, l.name.CN])).toEqual([
      [0, 'Member', '会员'],
      [1, 'VIP 1', 'VIP 1'],
      [2, 'VIP 2', 'VIP 2'],
      [3, 'VIP 3', 'VIP 3'],
      [4, 'VIP 4', 'VIP 4'],
      [5, 'VIP 5', 'VIP 5'],
    ]);
    // As the console would write it (major units in, minor units stored), keeping asked from VIP 3 on.
    const input = {
      baseName: ladder[0]?.name,
      levels: ladder.slice(1).map((l) => ({
        name: l.name,
        upgradeValidBet: l.upgradeValidBet / 100,
        upgradeDeposit: l.upgradeDeposit / 100,
        keepValidBet: l.keepValidBet === null ? null : l.keepValidBet / 100,
      })),
    };
    expect(vipLevelsInputSchema.parse(input).levels.map((l) => l.upgradeValidBet)).toEqual(
      ladder.slice(1).map((l) => l.upgradeValidBet),
    );
    expect(ladder.map((l) => l.keepValidBet !== null)).toEqual([false, false, false, true, true, true]);
    const [counts] = await db.orm.select().from(vipCounts);
    expect(counts?.countedUntil).toBeInstanceOf(Date);
    const vip = (await db.orm.select().from(promotions)).filter((p) => vipKinds.includes(p.kind));
    expect(vip.map((p) => [p.kind, p.period, p.reward])).toEqual([
      ['vip-upgrade', 'once', { type: 'levels', amounts: [0, 1_800, 5_800, 18_800, 58_800] }],
      ['birthday', 'once', { type: 'levels', amounts: [800, 1_800, 3_800, 8_800, 18_800] }],
    ]);
    for (const p of vip) {
      expect(p.title.EN && p.title.CN && p.rules.EN && p.rules.CN).toBeTruthy();
      expect(sanitizeContentHtml(p.rules.EN ?? '')).toBe(p.rules.EN);
    }
  });

  it('creates the demo operator', async () => {
    const [admin] = await db.orm.select().from(operators);
    expect(admin).toMatchObject({ username: DEMO_ACCOUNTS.operator.username, role: 'admin' });
    expect(await verifyPassword(admin?.passwordHash ?? '', DEMO_ACCOUNTS.operator.password)).toBe(true);
  });

  it('keeps usernames unique per merchant whatever their case', async () => {
    const [demo] = await db.orm.select().from(members).where(eq(members.username, 'demo'));
    await expect(
      db.orm.insert(members).values({ merchantId: demo?.merchantId ?? 0, username: 'DEMO', passwordHash: 'x' }),
    ).rejects.toThrow();
  });

  it('has banners for the home page, login, register, forgot password, side menu and category pages', async () => {
    const rows = await db.orm
      .select({ group: banners.groupName, languages: banners.languages, imageUrl: banners.imageUrl })
      .from(banners);
    for (const language of ['EN', 'CN']) {
      const count = (g: string) => rows.filter((b) => b.group === g && b.languages?.includes(language)).length;
      expect(count('w_home')).toBeGreaterThanOrEqual(3);
      for (const g of ['w_login', 'w_register', 'w_forget', 'w_leftmenu', 'w_rng', 'w_live']) expect(count(g)).toBe(1);
    }
    // Every picture is a file the web app ships.
    const publicDir = fileURLToPath(new URL('../../../../web/public', import.meta.url));
    for (const { imageUrl } of rows) expect(existsSync(`${publicDir}${imageUrl}`), imageUrl).toBe(true);
  });

  it('has the same help centre in English and Chinese', async () => {
    const rows = await db.orm.select({ lang: helpEntries.lang, anchor: helpEntries.anchor }).from(helpEntries);
    const anchors = (lang: string) =>
      rows
        .filter((r) => r.lang === lang)
        .map((r) => r.anchor)
        .sort();
    expect(anchors('EN')).toContain('term');
    expect(anchors('EN')).toEqual(anchors('CN'));
  });

  it('promises in its help centre only what players can do: no deposit limits, pauses or bonuses', async () => {
    const rows = await db.orm.select({ lang: helpEntries.lang, content: helpEntries.content }).from(helpEntries);
    for (const row of rows.filter((r) => r.lang === 'EN')) {
      expect(row.content).not.toMatch(/deposit limit|pause|self-exclu|bonus|promotion|VIP|rebate/i);
    }
    for (const row of rows.filter((r) => r.lang === 'CN')) {
      expect(row.content).not.toMatch(/存款限额|暂停|红利|优惠|返水|VIP/);
    }
  });

  it('has notices and promotion announcements in both languages, and no pop-up switched on', async () => {
    const rows = await db.orm.select().from(announcements);
    const live = rows.filter((a) => a.enabled);
    const kinds = (kind: string) => live.filter((a) => a.kind === kind);
    expect(kinds('notice')).toHaveLength(3);
    // With the notices, more than the 9 titles of one page of the announcement dialog.
    expect(kinds('promotion').length).toBeGreaterThanOrEqual(8);
    // The demo has no reward centre, bonuses, rebate, VIP or referral: no announcement offers or leads to them.
    expect(rows.filter((a) => a.promotionType || a.linkType === 'PROMOTION')).toEqual([]);
    for (const a of rows) {
      const words = `${a.title.EN} ${a.content.EN}`;
      expect(words, a.title.EN).not.toMatch(/bonus|rebate|\bVIP\b|referral|invite|reward|points|cashback|tournament/i);
      expect(a.linkTarget ?? '', a.title.EN).not.toMatch(/rewardCenter|referral|manualRebate|pointMall/);
    }
    expect(kinds('popup')).toEqual([]);
    expect(rows.filter((a) => a.kind === 'popup').every((a) => !a.enabled && a.execution)).toBe(true);
    for (const a of rows) {
      expect(a.title.EN && a.title.CN, JSON.stringify(a.title)).toBeTruthy();
      expect(a.content.EN && a.content.CN, JSON.stringify(a.content)).toBeTruthy();
      // What the console would accept and keep unchanged.
      expect(sanitizeContentHtml(a.content.EN ?? '')).toBe(a.content.EN);
      expect(sanitizeContentHtml(a.content.CN ?? '')).toBe(a.content.CN);
      const input = {
        kind: a.kind,
        title: a.title,
        content: a.content,
        execution: a.execution,
        promotionType: a.promotionType,
        platforms: a.platforms,
        linkageType: a.linkType,
        linkTarget: a.linkTarget,
        enabled: a.enabled,
        sort: a.sort,
        activeFrom: a.activeFrom?.getTime() ?? null,
        activeUntil: a.activeUntil?.getTime() ?? null,
        languages: a.languages,
      };
      expect(announcementInputSchema.safeParse(input).success, a.title.EN).toBe(true);
    }
  });
});
