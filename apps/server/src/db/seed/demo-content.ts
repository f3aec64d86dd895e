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
  const toRewards = (promotionType: string) => ({ promotionType, linkType: 'PROMOTION', linkTarget: null });
  const toRoute = (linkTarget: string) => ({ promotionType: null, linkType: 'ROUTE', linkTarget });

  const promotions: AnnouncementSeed[] = [
    promotion(
      0,
      ['100% first deposit bonus', '首存 100% 奖金'],
      [
        'Make your first deposit and we match it <strong>100%</strong>, up to ¥1,888. The bonus needs 10× turnover before it can be withdrawn.',
        '首次存款即享 <strong>100%</strong> 奖金，最高 ¥1,888。奖金需完成 10 倍流水后方可提款。',
      ],
      toRewards('FIRST_DEPOSIT'),
    ),
    promotion(
      1,
      ['Daily reload bonus 10%', '每日续存 10% 奖金'],
      [
        'Every day, your first deposit of ¥100 or more earns a <strong>10%</strong> bonus, up to ¥388.',
        '每天首笔 ¥100 及以上存款可获 <strong>10%</strong> 奖金，最高 ¥388。',
      ],
      toRewards('DEPOSIT_BONUS'),
    ),
    promotion(
      2,
      ['Weekly rebate up to 1.2%', '每周返水最高 1.2%'],
      [
        'Valid bets on slots, live casino and sports earn a rebate every Monday, whether you win or lose.',
        '老虎机、真人娱乐和体育的有效投注每周一返水，输赢皆可领取。',
      ],
      toRewards('REBATE'),
    ),
    promotion(
      3,
      ['VIP level-up rewards', 'VIP 晋级礼金'],
      [
        'Each VIP level you reach pays a one-off reward and raises your daily withdrawal limit.',
        '每晋升一个 VIP 等级即可获得一次性礼金，并提高每日提款额度。',
      ],
      toRewards('VIP_UPGRADE'),
    ),
    promotion(
      4,
      ['Invite a friend, both get ¥58', '邀请好友，双方各得 ¥58'],
      [
        'Share your referral code. When your friend deposits ¥200 or more, you both receive ¥58.',
        '分享您的推荐码。好友存款满 ¥200 后，双方各得 ¥58。',
      ],
      toRewards('REFERRAL'),
    ),
    promotion(
      5,
      ['PG Soft slots tournament', 'PG 电子老虎机锦标赛'],
      [
        'The biggest single win on PG Soft slots this week shares a prize pool of ¥50,000.',
        '本周 PG 电子老虎机单次最高赢额玩家瓜分 ¥50,000 奖池。',
      ],
      toRoute('/rng?vassalage=PG'),
    ),
    promotion(
      6,
      ['Live casino lucky streak', '真人娱乐连赢奖'],
      [
        'Win five baccarat hands in a row at any live table and claim a streak bonus.',
        '在任意真人百家乐桌连赢五局即可领取连赢奖金。',
      ],
      toRoute('/live'),
    ),
    promotion(
      7,
      ['Spin the Lotus wheel', '转动莲花轮盘'],
      [
        'Try the Lotus Originals wheel: every result can be verified on the fairness page.',
        '试玩莲花原创幸运轮盘：每一个结果都可在公平性页面验证。',
      ],
      { promotionType: null, linkType: 'GAME', linkTarget: `${HOUSE_VENDOR}:lotus-wheel` },
    ),
  ];

  const examplePopup: AnnouncementSeed = {
    kind: 'popup',
    execution: 'B',
    enabled: false,
    title: text('Welcome gift for new players', '新玩家欢迎礼'),
    content: text(
      '<p>Register today and claim <strong>¥18</strong> free to try any game.</p>',
      '<p>今日注册即可领取 <strong>¥18</strong> 免费体验金，畅玩任意游戏。</p>',
    ),
    linkType: 'ROUTE',
    linkTarget: '/register',
    sort: 0,
  };

  return [...notices, ...promotions, examplePopup];
}
