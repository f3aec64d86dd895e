import { randomBytes } from 'node:crypto';
import type { LocalizedText } from '@lotus/contract';
import type { Orm } from '../database.ts';
import { games, gameVendors } from '../schema.ts';

/**
 * The demo brand's game catalogue: vendors in every category of spec §1, games with generated artwork
 * (`game-art/…`, served by the games module) and the house vendor of issue 5's shared decisions.
 *
 * Fixtures tests rely on:
 * - `DEMO_MAINTENANCE_VENDOR` (HAB): a slot vendor under maintenance, among the first ten slot vendors;
 * - `DEMO_MAINTENANCE_GAME` (a PG slot): a game under maintenance at a healthy vendor;
 * - `DEMO_TRANSFER_VENDOR` (DG): the live casino vendor with a transfer wallet;
 * - `DEMO_DIRECT_LAUNCH_GAME`: the single game of a sports vendor, whose card launches it directly.
 */
export const DEMO_MAINTENANCE_VENDOR = 'HAB';
export const DEMO_MAINTENANCE_GAME = { vendor: 'PG', gameCode: 'pg-dragon-temple' } as const;
export const DEMO_TRANSFER_VENDOR = 'DG';
export const DEMO_DIRECT_LAUNCH_GAME = { vendor: 'SABA', gameCode: 'saba-sportsbook' } as const;
export const HOUSE_VENDOR = 'HOUSE';

const HOUSE_LAUNCH_URL = '/house/{game}?token={token}&lang={lang}';
/** The house lottery's pages take the launch token like the house games (spec §2 routes lottery vendors to them). */
const lotteryLaunchUrl = (page: string) => `${page}?gameCode={game}&token={token}&lang={lang}`;
const LOTTERY_PAGES: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery', TCG: '/lottery' };
const demoLaunchUrl = (vendor: string) => `/demo-vendor/${vendor}/play?token={token}&game={game}&lang={lang}`;

const text = (EN: string, CN: string): LocalizedText => ({ EN, CN });
export const gameArtPath = (vendor: string, gameCode: string) => `game-art/games/${vendor}/${gameCode}.webp`;

interface VendorSeed {
  code: string;
  name: LocalizedText;
  exclusive?: boolean;
  local?: boolean;
  maintenance?: boolean;
  walletMode?: 'seamless' | 'transfer';
}

interface GameSeed {
  vendor: string;
  gameCode: string;
  gameType: string;
  subType?: string | null;
  name: LocalizedText;
  /** Minor units. */
  minBet: number;
  lines?: number | null;
  hot?: boolean;
  maintenance?: boolean;
}

/** In `sort_order`: the slot tab shows the first ten slot vendors, the exclusive section the next six (spec §9). */
const vendors: VendorSeed[] = [
  { code: HOUSE_VENDOR, name: text('Lotus Originals', '莲花原创') },
  { code: 'PG', name: text('PG Soft', 'PG 电子') },
  { code: 'JDB', name: text('JDB Gaming', 'JDB 电子') },
  { code: 'CQ9', name: text('CQ9 Gaming', 'CQ9 电子') },
  { code: 'PP', name: text('Pragmatic Play', '王者电子') },
  { code: 'JL', name: text('JILI', 'JILI 电子') },
  { code: 'FC', name: text('Fa Chai', '发财电子') },
  { code: 'PT', name: text('Playtech', 'PT 电子') },
  { code: 'EG2', name: text('EG Gaming', 'EG 电子') },
  { code: DEMO_MAINTENANCE_VENDOR, name: text('Habanero', 'HB 电子'), maintenance: true },
  { code: 'BGS', name: text('BGS Slots', 'BGS 电子'), exclusive: true },
  { code: 'KA', name: text('KA Gaming', 'KA 电子'), exclusive: true },
  { code: 'SPADE', name: text('Spade Gaming', '黑桃电子'), exclusive: true },
  { code: 'RSG', name: text('Royal Slot Gaming', '皇家电子'), exclusive: true },
  { code: 'MW', name: text('Mega Win', '千胜电子'), exclusive: true },
  { code: 'TP', name: text('TP Gaming', 'TP 电子'), exclusive: true },
  { code: 'SGSLOT', name: text('Saigon Slots', '西贡电子'), local: true },
  { code: 'AG', name: text('Asia Gaming', 'AG 真人') },
  { code: 'SEXY', name: text('AE Sexy', 'AE 性感真人') },
  { code: DEMO_TRANSFER_VENDOR, name: text('Dream Gaming', 'DG 梦幻真人'), walletMode: 'transfer' },
  { code: 'KY', name: text('Kaiyuan Cards', '开元棋牌') },
  { code: 'V8', name: text('V8 Poker', 'V8 棋牌') },
  { code: 'SABA', name: text('SABA Sports', '沙巴体育') },
  { code: 'CMD', name: text('CMD368 Sports', 'CMD 体育') },
  { code: 'TF', name: text('TF Gaming', 'TF 电竞') },
  { code: 'TCG_LOTTO_VN', name: text('Vietnam Lottery', '越南彩票') },
  { code: 'TCG', name: text('TCG E-Lottery', 'TCG 电子彩票') },
  { code: 'TCG_SEA', name: text('SEA 4D Lottery', '东南亚 4D 彩票') },
  { code: 'SV388', name: text('SV388 Cockfight', 'SV388 斗鸡') },
];

/** Word pairs the slot names are made of; every vendor walks them from its own starting point. */
const adjectives: [string, string][] = [
  ['Golden', '黄金'],
  ['Lucky', '幸运'],
  ['Mystic', '神秘'],
  ['Royal', '皇家'],
  ['Wild', '狂野'],
  ['Jade', '翡翠'],
  ['Crystal', '水晶'],
  ['Phoenix', '凤凰'],
  ['Sakura', '樱花'],
  ['Thunder', '雷霆'],
  ['Dragon', '神龙'],
  ['Neon', '霓虹'],
  ['Silver', '白银'],
  ['Ancient', '远古'],
  ['Ocean', '海洋'],
  ['Emerald', '祖母绿'],
];
const nouns: [string, string][] = [
  ['Fortune', '财富'],
  ['Temple', '神殿'],
  ['Koi', '锦鲤'],
  ['Tiger', '猛虎'],
  ['Gems', '宝石'],
  ['Festival', '庆典'],
  ['Empire', '帝国'],
  ['Garden', '花园'],
  ['Nights', '之夜'],
  ['Quest', '探险'],
  ['Palace', '宫殿'],
  ['Riches', '宝藏'],
  ['Panda', '熊猫'],
  ['Lanterns', '灯笼'],
  ['Pearls', '珍珠'],
  ['Legends', '传奇'],
  ['Carnival', '嘉年华'],
];
/** Sub-type games (scratch, video poker, jackpot, table, arcade, bingo) have names of their kind. */
const subTypeNames: Record<string, [string, string][]> = {
  SC: [
    ['Scratch Gold', '黄金刮刮乐'],
    ['Scratch Stars', '星星刮刮乐'],
    ['Lucky Scratch', '幸运刮刮乐'],
  ],
  VP: [
    ['Jacks or Better', '对J以上'],
    ['Deuces Wild', '百搭二王'],
    ['Joker Poker', '小丑扑克'],
  ],
  JP: [
    ['Mega Jackpot', '超级奖池'],
    ['Jackpot Express', '奖池快车'],
    ['Grand Jackpot', '巨额奖池'],
  ],
  TG: [
    ['Blackjack Classic', '经典二十一点'],
    ['Roulette Royale', '皇家轮盘'],
    ['Baccarat Deluxe', '豪华百家乐'],
  ],
  AC: [
    ['Plinko Drop', '弹珠掉落'],
    ['Rocket Crash', '火箭冲天'],
    ['Mines Hunter', '扫雷猎人'],
  ],
  BG: [
    ['Bingo Party', '宾果派对'],
    ['Bingo Bonanza', '宾果狂欢'],
    ['Speed Bingo', '极速宾果'],
  ],
};
const subTypeCycle = ['SC', 'VP', 'JP', 'TG', 'AC', 'BG'];
const minBets = [50, 100, 200, 500, 1_000];
const lineCounts = [9, 20, 25, 40, 50];
/** Games per slot vendor after the house vendor (6 to 30). */
const slotCounts = [29, 18, 20, 24, 16, 12, 14, 10, 8, 12, 10, 8, 6, 6, 8, 10];

const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function slotGames(vendor: string, vendorIndex: number, count: number): GameSeed[] {
  const out: GameSeed[] = [];
  const codes = new Set<string>();
  for (let i = 0; out.length < count; i += 1) {
    // Every fourth game has a sub-type, so each vendor's list has a few of them.
    const subType =
      i % 4 === 3 ? (subTypeCycle[(vendorIndex + Math.floor(i / 4)) % subTypeCycle.length] ?? null) : null;
    let name: LocalizedText;
    if (subType) {
      const pool = subTypeNames[subType] ?? [];
      const [en, cn] = pool[(vendorIndex + i) % pool.length] ?? ['Classic', '经典'];
      name = text(en, cn);
    } else {
      const [aEn, aCn] = adjectives[(vendorIndex * 3 + i) % adjectives.length] ?? ['Golden', '黄金'];
      const [nEn, nCn] = nouns[(vendorIndex * 5 + i * 7) % nouns.length] ?? ['Fortune', '财富'];
      name = text(`${aEn} ${nEn}`, `${aCn}${nCn}`);
    }
    const gameCode = `${vendor.toLowerCase()}-${slug(name.EN)}`;
    if (codes.has(gameCode)) continue;
    codes.add(gameCode);
    out.push({
      vendor,
      gameCode,
      gameType: 'RNG',
      subType,
      name,
      minBet: minBets[(vendorIndex + i) % minBets.length] ?? 100,
      lines: subType ? null : (lineCounts[(vendorIndex + i) % lineCounts.length] ?? 20),
    });
  }
  return out;
}

const game = (
  vendor: string,
  code: string,
  gameType: string,
  name: LocalizedText,
  extra: Partial<GameSeed> = {},
): GameSeed => ({ vendor, gameCode: `${vendor.toLowerCase()}-${code}`, gameType, name, minBet: 100, ...extra });

function demoGames(): GameSeed[] {
  const list: GameSeed[] = [
    // The house vendor's games, run by Lotus itself (shared decisions of issue 5).
    {
      vendor: HOUSE_VENDOR,
      gameCode: 'lotus-slot',
      gameType: 'RNG',
      subType: null,
      name: text('Lotus Slot', '莲花老虎机'),
      minBet: 20,
      lines: 20,
      hot: true,
    },
    {
      vendor: HOUSE_VENDOR,
      gameCode: 'lotus-scratch',
      gameType: 'RNG',
      subType: 'SC',
      name: text('Lotus Scratch', '莲花刮刮乐'),
      minBet: 100,
      hot: true,
    },
    {
      vendor: HOUSE_VENDOR,
      gameCode: 'lotus-wheel',
      gameType: 'RNG',
      subType: 'JP',
      name: text('Lotus Wheel', '莲花幸运轮'),
      minBet: 100,
      hot: true,
    },
  ];
  const slotVendors = vendors.slice(1, 17);
  slotVendors.forEach((vendor, index) => {
    list.push(...slotGames(vendor.code, index + 1, slotCounts[index] ?? 10));
  });
  list.push(
    game('PG', 'dragon-temple', 'RNG', text('Dragon Temple', '神龙殿'), { minBet: 100, lines: 25 }),
    game('JDB', 'ocean-king', 'FISH', text('Ocean King', '海王捕鱼'), { hot: true }),
    game('JDB', 'dragon-fishing', 'FISH', text('Dragon Fishing', '龙王捕鱼'), { minBet: 50 }),
    game('JDB', 'golden-shark', 'FISH', text('Golden Shark', '黄金鲨'), { minBet: 200 }),
    game('JL', 'mega-fishing', 'FISH', text('Mega Fishing', '超级捕鱼'), { hot: true }),
    game('JL', 'jackpot-fishing', 'FISH', text('Jackpot Fishing', '奖池捕鱼'), { minBet: 200 }),
    game('AG', 'baccarat', 'LIVE', text('Live Baccarat', '真人百家乐'), { hot: true, minBet: 1_000 }),
    game('AG', 'roulette', 'LIVE', text('Live Roulette', '真人轮盘'), { minBet: 500 }),
    game('AG', 'dragon-tiger', 'LIVE', text('Dragon Tiger', '龙虎斗'), { minBet: 500 }),
    game('SEXY', 'baccarat', 'LIVE', text('Sexy Baccarat', '性感百家乐'), { minBet: 1_000, hot: true }),
    game('SEXY', 'sic-bo', 'LIVE', text('Sic Bo', '骰宝'), { minBet: 500 }),
    game('DG', 'baccarat', 'LIVE', text('DG Baccarat', 'DG 百家乐'), { minBet: 1_000 }),
    game('DG', 'bull-bull', 'LIVE', text('Bull Bull', '牛牛'), { minBet: 1_000 }),
    game('DG', 'roulette', 'LIVE', text('DG Roulette', 'DG 轮盘'), { minBet: 500 }),
    game('KY', 'texas-holdem', 'PVP', text("Texas Hold'em", '德州扑克'), { minBet: 200, hot: true }),
    game('KY', 'niu-niu', 'PVP', text('Niu Niu', '抢庄牛牛'), { minBet: 100 }),
    game('KY', 'dou-di-zhu', 'PVP', text('Dou Di Zhu', '斗地主'), { minBet: 100 }),
    game('KY', 'blackjack', 'PVP', text('Blackjack', '二十一点'), { minBet: 200 }),
    game('V8', 'three-card', 'PVP', text('Three Card Poker', '炸金花'), { minBet: 100 }),
    game('V8', 'mahjong', 'PVP', text('Mahjong', '二人麻将'), { minBet: 200 }),
    game('V8', 'texas-holdem', 'PVP', text("V8 Hold'em", 'V8 德州'), { minBet: 500 }),
    game('SABA', 'sportsbook', 'SPORTS', text('SABA Sportsbook', '沙巴体育'), { hot: true }),
    game('CMD', 'sportsbook', 'SPORTS', text('CMD368 Sportsbook', 'CMD 体育')),
    game('TF', 'esports', 'ESPORTS', text('TF Esports', 'TF 电竞')),
    game('SV388', 'cockfight', 'COCKFIGHT', text('SV388 Cockfight', 'SV388 斗鸡')),
  );
  // A dozen hot games in all: the three house games and the first slot of a few popular vendors.
  for (const code of ['PG', 'JDB', 'PP', 'JL']) {
    const first = list.find((g) => g.vendor === code && g.gameType === 'RNG');
    if (first) first.hot = true;
  }
  const maintained = list.find(
    (g) => g.vendor === DEMO_MAINTENANCE_GAME.vendor && g.gameCode === DEMO_MAINTENANCE_GAME.gameCode,
  );
  if (maintained) maintained.maintenance = true;
  return list;
}

/** Inserts the demo vendors and games in two statements (start-up time matters). */
export async function seedDemoGames(tx: Orm, merchantId: number) {
  const inserted = await tx
    .insert(gameVendors)
    .values(
      vendors.map((v, sortOrder) => ({
        merchantId,
        code: v.code,
        name: v.name,
        walletMode: v.walletMode ?? 'seamless',
        secret: randomBytes(32).toString('hex'),
        launchUrl:
          v.code === HOUSE_VENDOR
            ? HOUSE_LAUNCH_URL
            : LOTTERY_PAGES[v.code]
              ? lotteryLaunchUrl(LOTTERY_PAGES[v.code] ?? '')
              : demoLaunchUrl(v.code),
        currency: 'CNY',
        maintenance: v.maintenance ?? false,
        exclusive: v.exclusive ?? false,
        local: v.local ?? false,
        sortOrder,
      })),
    )
    .returning({ id: gameVendors.id, code: gameVendors.code });
  const vendorIds = new Map(inserted.map((v) => [v.code, v.id]));
  const rows = demoGames().map((g, sortOrder) => {
    const vendorId = vendorIds.get(g.vendor);
    if (vendorId === undefined) throw new Error(`demo game of an unknown vendor: ${g.vendor}`);
    return {
      merchantId,
      vendorId,
      gameCode: g.gameCode,
      gameType: g.gameType,
      subType: g.subType ?? null,
      name: g.name,
      icon: gameArtPath(g.vendor, g.gameCode),
      minBet: g.minBet,
      lines: g.lines ?? null,
      hot: g.hot ?? false,
      maintenance: g.maintenance ?? false,
      sortOrder,
    };
  });
  await tx.insert(games).values(rows);
}
