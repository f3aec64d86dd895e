import {
  customerServiceLinkVector,
  DEMO_ACCOUNTS,
  DEMO_MERCHANT_CODE,
  defaultAuthSettings,
  type LocalizedText,
} from '@lotus/contract';
import { sql } from 'drizzle-orm';
import { encryptServiceLink } from '../../modules/system/customer-service-link.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database, Orm } from '../database.ts';
import { MIGRATION_LOCK_KEY } from '../locks.ts';
import {
  agentContracts,
  announcements,
  banners,
  customerService,
  depositChannels,
  helpEntries,
  members,
  merchantDomains,
  merchants,
  operators,
  promotions,
  resources,
} from '../schema.ts';
import { demoAnnouncements } from './demo-content.ts';
import { demoDepositChannels } from './demo-deposit-channels.ts';
import { seedDemoGames } from './demo-games.ts';
import { demoHelpCentre, type HelpSeedEntry } from './demo-help-centre.ts';
import { seedDemoLottery } from './demo-lottery.ts';
import { demoPromotions } from './demo-promotions.ts';
import { seedDemoRebate } from './demo-rebate.ts';
import { demoRegisterRules } from './demo-register-rules.ts';
import { seedDemoVip } from './demo-vip.ts';

const text = (EN: string, CN: string): LocalizedText => ({ EN, CN });
/** The demo brand keeps China's time (UTC+8): its business days and hours. */
const GMT_OFFSET_MINUTES = 8 * 60;
const bannerImage = (name: string) => `/media/banners/${name}.svg`;

/**
 * The demo's banners carry words in their pictures, so each is two banners: the English picture for English players
 * and its Chinese twin (`<name>.cn.svg`) for Chinese ones, as a brand with its own art would upload them.
 */
const inEachLanguage = <T extends { imageUrl: string }>(banner: T) => [
  { ...banner, languages: ['EN'] },
  { ...banner, imageUrl: banner.imageUrl.replace(/\.svg$/, '.cn.svg'), languages: ['CN'] },
];

async function insertHelpTree(tx: Orm, merchantId: number, lang: string, entries: HelpSeedEntry[], parentId?: number) {
  for (const [sort, entry] of entries.entries()) {
    const [row] = await tx
      .insert(helpEntries)
      .values({
        merchantId,
        parentId,
        lang,
        title: entry.title,
        content: entry.content,
        anchor: entry.anchor,
        sort,
      })
      .returning({ id: helpEntries.id });
    if (row && entry.children) await insertHelpTree(tx, merchantId, lang, entry.children, row.id);
  }
}

async function hasMerchant(orm: Orm) {
  const rows = await orm.select({ id: merchants.id }).from(merchants).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty database with the demo brand, its content and the demo accounts, in one transaction.
 * Returns false, changing nothing, when any merchant already exists.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  if (await hasMerchant(db.orm)) return false;
  // Hash before the transaction: argon2 takes tens of milliseconds each and needs no lock.
  const [memberHash, agentHash, newbieHash, operatorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.agent.password),
    hashPassword(DEMO_ACCOUNTS.defaultPassword.password),
    hashPassword(DEMO_ACCOUNTS.operator.password),
  ]);
  return db.orm.transaction(async (tx) => {
    // Several processes may start on one empty PostgreSQL database; the first seeds, the others see its merchant.
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    if (await hasMerchant(tx)) return false;

    const [merchant] = await tx
      .insert(merchants)
      .values({
        code: DEMO_MERCHANT_CODE,
        name: 'Lotus',
        currency: 'CNY',
        currencySymbol: '¥',
        gmtOffsetMinutes: GMT_OFFSET_MINUTES,
        languages: ['EN', 'CN'],
        theme: {},
        mainDomain: 'localhost',
        disabledModules: [],
        registerRules: demoRegisterRules,
        // No operator authenticator for the demo brand: its console accounts are published in the README and the
        // console browser tests sign in with the password alone. Real brands keep the default (admin, finance).
        authSettings: { ...defaultAuthSettings, operatorTotpRoles: [] },
        isDemo: true,
      })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error('The demo merchant was not created');
    const merchantId = merchant.id;

    // No stored base URL: links to these loopback domains name the port the server listens on, whatever PORT is.
    // A public install sets each domain's `base_url` (e.g. `https://www.brand.example`).
    await tx.insert(merchantDomains).values([
      { merchantId, domain: 'localhost', label: 'Line 1', primary: true, sort: 0, baseUrl: null },
      { merchantId, domain: '127.0.0.1', label: 'Line 2', primary: false, sort: 1, baseUrl: null },
    ]);

    await tx.insert(customerService).values([
      {
        merchantId,
        csType: 'LIVECHAT',
        path: encryptServiceLink(customerServiceLinkVector.url, customerServiceLinkVector.key),
        label: text('Live chat', '在线客服'),
        sort: 0,
      },
      {
        merchantId,
        csType: 'TELEGRAM',
        path: 'https://t.me/lotus_support',
        label: text('Telegram', 'Telegram'),
        sort: 1,
      },
    ]);

    await tx.insert(resources).values([
      {
        merchantId,
        resourceType: 'APP_IOS',
        url: 'https://download.lotus.example/lotus.ipa',
        labelName: text('iOS app', 'iOS 客户端'),
        sort: 0,
      },
      {
        merchantId,
        resourceType: 'APP_ANDROID',
        url: 'https://download.lotus.example/lotus.apk',
        labelName: text('Android app', '安卓客户端'),
        sort: 1,
      },
      {
        merchantId,
        resourceType: 'APP_IOS_LITE',
        // The lite app is this site installed as a PWA.
        url: '/',
        labelName: text('Lite app', '轻量版'),
        sort: 2,
      },
      {
        merchantId,
        resourceType: 'OFFICIAL_CHANNEL',
        url: 'https://t.me/lotus_official',
        labelName: text('Telegram channel', 'Telegram 频道'),
        sort: 3,
      },
      {
        merchantId,
        resourceType: 'OFFICIAL_CHANNEL',
        url: 'https://www.facebook.com/lotus.official',
        labelName: text('Facebook page', 'Facebook 主页'),
        sort: 4,
      },
      {
        merchantId,
        resourceType: 'SOCIAL',
        url: 'https://www.facebook.com/lotus.official',
        labelName: text('Facebook', 'Facebook'),
        sort: 5,
      },
      { merchantId, resourceType: 'SOCIAL', url: 'https://x.com/lotus_official', labelName: text('X', 'X'), sort: 6 },
      {
        merchantId,
        resourceType: 'SOCIAL',
        url: 'https://www.youtube.com/@lotus.official',
        labelName: text('YouTube', 'YouTube'),
        sort: 7,
      },
      {
        merchantId,
        resourceType: 'SOCIAL',
        url: 'https://www.instagram.com/lotus.official',
        labelName: text('Instagram', 'Instagram'),
        sort: 8,
      },
    ]);

    await tx.insert(banners).values(
      [
        {
          merchantId,
          groupName: 'w_home',
          imageUrl: bannerImage('home-1'),
          linkType: 'ROUTE',
          linkTarget: '/register',
          title: text('Welcome to Lotus: one wallet for every game', '欢迎来到 Lotus：一个钱包畅玩所有游戏'),
          sort: 0,
        },
        {
          merchantId,
          groupName: 'w_home',
          imageUrl: bannerImage('home-2'),
          linkType: 'ROUTE',
          linkTarget: '/live',
          title: text('Live casino tables open around the clock', '真人娱乐全天候开桌'),
          sort: 1,
        },
        {
          merchantId,
          groupName: 'w_home',
          imageUrl: bannerImage('home-3'),
          linkType: 'ROUTE',
          linkTarget: '/rng',
          title: text('Hundreds of slots from leading studios', '数百款热门老虎机'),
          sort: 2,
        },
        {
          merchantId,
          groupName: 'w_login',
          imageUrl: bannerImage('login'),
          linkType: 'NONE',
          title: text('Welcome back', '欢迎回来'),
        },
        {
          merchantId,
          groupName: 'w_register',
          imageUrl: bannerImage('register'),
          linkType: 'NONE',
          title: text('Create your account in a minute', '一分钟完成注册'),
        },
        {
          merchantId,
          groupName: 'w_forget',
          imageUrl: bannerImage('forget'),
          linkType: 'NONE',
          title: text('A new password in a minute', '一分钟找回密码'),
        },
        {
          merchantId,
          groupName: 'w_leftmenu',
          imageUrl: bannerImage('leftmenu'),
          linkType: 'ROUTE',
          linkTarget: '/promotions',
          title: text('Promotions: news and things to try', '优惠活动：最新动态与玩法'),
        },
        {
          merchantId,
          groupName: 'w_rng',
          imageUrl: bannerImage('rng'),
          linkType: 'NONE',
          title: text('Slots', '老虎机'),
        },
        {
          merchantId,
          groupName: 'w_live',
          imageUrl: bannerImage('live'),
          linkType: 'NONE',
          title: text('Live casino', '真人娱乐'),
        },
      ].flatMap(inEachLanguage),
    );

    await tx.insert(announcements).values(demoAnnouncements(new Date()).map((a) => ({ ...a, merchantId })));
    await tx.insert(promotions).values(demoPromotions(new Date()).map((p) => ({ ...p, merchantId })));

    for (const [lang, entries] of Object.entries(demoHelpCentre)) {
      await insertHelpTree(tx, merchantId, lang, entries);
    }

    const contact = (account: (typeof DEMO_ACCOUNTS)['member' | 'agent' | 'defaultPassword']) => ({
      merchantId,
      username: account.username,
      type: account.type,
      countryDialingCode: account.countryDialingCode,
      mobile: account.mobileNum,
      email: account.email,
      realName: account.realName,
      referralCode: account.referralCode,
    });
    const [agent] = await tx
      .insert(members)
      .values({ ...contact(DEMO_ACCOUNTS.agent), passwordHash: agentHash, nickname: 'Demo agent' })
      .returning({ id: members.id });
    const downlines = await tx
      .insert(members)
      .values([
        { ...contact(DEMO_ACCOUNTS.member), passwordHash: memberHash, parentId: agent?.id, nickname: 'Demo player' },
        {
          ...contact(DEMO_ACCOUNTS.defaultPassword),
          passwordHash: newbieHash,
          parentId: agent?.id,
          nickname: 'New player',
        },
      ])
      .returning({ id: members.id, username: members.username });
    const newbie = downlines.find((m) => m.username === DEMO_ACCOUNTS.defaultPassword.username);
    // An agent screen with something on it: the agent pays one downline a daily salary. Never a pending offer to the
    // demo member, whose login would then open the contract pop-up.
    if (agent && newbie) {
      await tx.insert(agentContracts).values({
        merchantId,
        kind: 'dailySalary',
        uplineId: agent.id,
        downlineId: newbie.id,
        status: 'active',
        terms: {
          kind: 'dailySalary',
          tiers: [
            { rate: 0.5, activeMembers: 1, dailyBet: 1000 },
            { rate: 1, activeMembers: 3, dailyBet: 5000 },
          ],
        },
        answeredAt: new Date(),
      });
    }
    await tx.insert(operators).values({
      merchantId,
      username: DEMO_ACCOUNTS.operator.username,
      passwordHash: operatorHash,
      role: DEMO_ACCOUNTS.operator.role,
    });
    await tx.insert(depositChannels).values(demoDepositChannels(merchantId));
    await seedDemoGames(tx, merchantId);
    await seedDemoLottery(tx, merchantId);
    await seedDemoVip(tx, merchantId, GMT_OFFSET_MINUTES, new Date());
    await seedDemoRebate(tx, merchantId, GMT_OFFSET_MINUTES, new Date());
    return true;
  });
}
