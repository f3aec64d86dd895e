import type { announcements } from '../schema.ts';
import { HOUSE_VENDOR } from './demo-games.ts';

type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'merchantId'>;

const DAY = 86_400_000;
const text = (EN: string, CN: string) => ({ EN, CN });

/**
 * The demo brand's notices (the home marquee) and promotion announcements: 3 + 8, so the announcement dialog, 9 titles
 * a page, shows its pager. Their publication dates step back from `now`. No pop-up is switched on: one would cover
 * every page of a fresh visit; the one pop-up here is an example left off for the console.
 * Trusted HTML written here, not operator input.
 */
export function demoAnnouncements(now: Date): AnnouncementSeed[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
  const notices: AnnouncementSeed[] = [
    {
      kind: 'notice',
      title: text('Welcome to Lotus', '欢迎来到 Lotus'),
      content: text(
        '<p>One account and one wallet for slots, live casino, fishing, sports and lottery. Deposits arrive in minutes and withdrawals are handled around the clock.</p>',
        '<p>一个账户、一个钱包畅玩老虎机、真人娱乐、捕鱼、体育和彩票。存款数分钟到账，取款全天候处理。</p>',
      ),
      linkType: 'ROUTE',
      linkTarget: '/help',
      sort: 0,
      activeFrom: daysAgo(1),
    },
    {
      kind: 'notice',
      title: text('Scheduled maintenance every Tuesday 04:00–05:00', '每周二 04:00–05:00 例行维护'),
      content: text(
        '<p>Some game vendors pause for maintenance every <strong>Tuesday from 04:00 to 05:00</strong> (GMT+8). Your balance is safe; open rounds settle when the games return.</p>',
        '<p>部分游戏厂商每<strong>周二 04:00 至 05:00</strong>（GMT+8）例行维护。您的余额安全无虞，未结算的局数将在游戏恢复后结算。</p>',
      ),
      linkType: 'NONE',
      sort: 1,
      activeFrom: daysAgo(3),
    },
    {
      kind: 'notice',
      title: text('Play the Lotus Originals: provably fair', '畅玩莲花原创：可验证公平'),
      content: text(
        '<p>Every round of our own slot, scratch card and wheel can be checked: the server seed is committed before you play and revealed after.</p>',
        '<p>我们自研的老虎机、刮刮乐和幸运轮盘每一局都可验证：服务器种子在开局前承诺，结算后公开。</p>',
      ),
      linkType: 'ROUTE',
      linkTarget: '/fairness',
      sort: 2,
      activeFrom: daysAgo(5),
    },
  ];

  const promotion = (
    sort: number,
    title: [string, string],
    content: [string, string],
    link: Pick<AnnouncementSeed, 'promotionType' | 'linkType' | 'linkTarget'>,
  ): AnnouncementSeed => ({
    kind: 'promotion',
    title: text(...title),
    content: text(`<p>${content[0]}</p>`, `<p>${content[1]}</p>`),
    sort,
    activeFrom: daysAgo(2 + sort * 3),
    ...link,
  });
  const toRoute = (linkTarget: string) => ({ promotionType: null, linkType: 'ROUTE', linkTarget });
  const toGame = (gameCode: string) => ({
    promotionType: null,
    linkType: 'GAME',
    linkTarget: `${HOUSE_VENDOR}:${gameCode}`,
  });

  // Each describes something the demo has and links to it: no bonus, rebate, VIP or referral offer, which the demo does
  // not have (their modules are off). A brand writes its own offers in the console.
  const promotions: AnnouncementSeed[] = [
    promotion(
      0,
      ['Try any game with play money', '用体验金畅玩任意游戏'],
      [
        'Choose <strong>Free play</strong> in the login window: a guest account with play money opens at once, no registration needed, and lasts 24 hours.',
        '在登录窗口选择<strong>免费试玩</strong>：无需注册即可获得一个带体验金的游客账户，有效期 24 小时。',
      ],
      toRoute('/login'),
    ),
    promotion(
      1,
      ['Spin the Lotus wheel', '转动莲花轮盘'],
      [
        'Try the Lotus Originals wheel: every result can be verified on the fairness page.',
        '试玩莲花原创幸运轮盘：每一个结果都可在公平性页面验证。',
      ],
      toGame('lotus-wheel'),
    ),
    promotion(
      2,
      ['Check every round of the Lotus Originals', '每一局莲花原创都可验证'],
      [
        'Lotus Slot, Lotus Scratch and Lotus Wheel show the hash of their server seed before you play. Change the seed and the fairness page recomputes each of your rounds.',
        '莲花老虎机、莲花刮刮乐和莲花轮盘在开局前公布服务器种子的哈希值。更换种子后，公平性页面会重新计算您的每一局。',
      ],
      toRoute('/fairness'),
    ),
    promotion(
      3,
      ['Vietnamese, 4D and fast lottery', '越南彩、4D 与快开彩'],
      [
        'Northern Vietnam, Vietnam 3-Minute, 4D, PK10 and lotto games draw around the clock, from every minute to once a day. Chase a number over several periods from one slip.',
        '越南北部彩、越南三分彩、4D、PK10 和时时彩全天开奖，从每分钟一期到每天一期。一张注单即可追号多期。',
      ],
      toRoute('/lottery'),
    ),
    promotion(
      4,
      ['One wallet for every game', '一个钱包畅玩所有游戏'],
      [
        'Slots, live casino, fishing, sports and lottery all play from the same balance: no transfers between games.',
        '老虎机、真人娱乐、捕鱼、体育和彩票共用同一个余额，无需在游戏之间转账。',
      ],
      toRoute('/rng'),
    ),
    promotion(
      5,
      ['Withdrawals you confirm', '由您确认的提款'],
      [
        'After a withdrawal is paid you tell us whether it arrived in full, in part or not at all, with a picture of your statement if needed; each report reaches our finance team.',
        '提款出款后，您可以告诉我们款项是全部到账、部分到账还是未到账，必要时附上账单图片；每一份反馈都会送达财务团队。',
      ],
      toRoute('/member?tab=withdraw'),
    ),
    promotion(
      6,
      ['Keep your favourite games at hand', '常玩的游戏随手可得'],
      [
        'Tap the heart on any game to keep it under Favourites; the games you played last wait under Recent.',
        '点击任意游戏上的爱心即可收藏；最近玩过的游戏会列在“最近游戏”中。',
      ],
      toRoute('/favorite'),
    ),
    promotion(
      7,
      ['Become an agent', '成为代理'],
      [
        'Agents bring members with their affiliate code and agree dividend and salary contracts with their downlines; the agent centre shows the team, its reports and every payout.',
        '代理通过推广码发展会员，并与下级签订分红和工资契约；代理中心展示团队、报表和每一笔派发。',
      ],
      toRoute('/agent'),
    ),
  ];

  const examplePopup: AnnouncementSeed = {
    kind: 'popup',
    execution: 'B',
    enabled: false,
    title: text('New here? Try the games first', '初来乍到？先试玩游戏'),
    content: text(
      '<p>Choose <strong>Free play</strong> in the login window to try any game with play money, then register when you are ready.</p>',
      '<p>在登录窗口选择<strong>免费试玩</strong>，用体验金畅玩任意游戏，准备好后再注册。</p>',
    ),
    linkType: 'ROUTE',
    linkTarget: '/register',
    sort: 0,
  };

  return [...notices, ...promotions, examplePopup];
}
