import { randomBytes } from 'node:crypto';
import { seedHash } from '@lotus/lottery';
import type { promotions } from '../schema.ts';

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'merchantId'>;

const text = (EN: string, CN: string) => ({ EN, CN });
const everyone = { agentIds: [], registeredFrom: null, registeredUntil: null, memberIds: [] };

/**
 * The demo brand's campaigns, with the terms a player reads before joining: a first-deposit bonus paid at once, a
 * weekly reload the brand reviews, a daily check-in, and the VIP upgrade and birthday rewards of the demo ladder
 * (`demo-vip.ts`), and a deposit raffle drawn five days after the seed. Amounts in minor units.
 */
export function demoPromotions(now: Date): PromotionSeed[] {
  const startsAt = new Date(now.getTime() - 86_400_000);
  // The raffle's seed, committed now: only its hash is shown until the draw.
  const raffleSeed = randomBytes(32).toString('hex');
  return [
    {
      kind: 'first-deposit',
      title: text('First deposit bonus: 100 % up to 500', '首存红利：100%，最高 500'),
      summary: text(
        'Double your first deposit of 100 or more, up to a bonus of 500.',
        '首次存款 100 或以上即送等额红利，最高 500。',
      ),
      rules: text(
        '<p>Make your first deposit of at least <strong>100.00</strong>, then claim the bonus in the reward centre: 100 % of the deposit, up to <strong>500.00</strong>.</p><ul><li>Wager the bonus <strong>5 times</strong> within 7 days before withdrawing it.</li><li>Slots and fishing count in full, lottery at 50 %, live casino at 10 %.</li><li>While the bonus is wagered, a bet may be at most <strong>50.00</strong>.</li><li>Not met in 7 days: what is left of the bonus is taken back.</li></ul>',
        '<p>首次存款至少 <strong>100.00</strong> 后，在奖励中心领取红利：存款金额的 100%，最高 <strong>500.00</strong>。</p><ul><li>提款前须在 7 天内完成红利 <strong>5 倍</strong>流水。</li><li>老虎机与捕鱼全额计入，彩票计 50%，真人娱乐计 10%。</li><li>流水完成前单注上限 <strong>50.00</strong>。</li><li>7 天内未完成：剩余红利将被收回。</li></ul>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 0,
      startsAt,
      endsAt: null,
      audience: everyone,
      reward: { type: 'percent', percent: 100, cap: 50_000 },
      minDeposit: 10_000,
      wageringMultiple: 5,
      wageringBase: 'bonus',
      expiryDays: 7,
      maxBet: 5_000,
      productWeights: { RNG: 100, FISH: 100, LOTT: 50, ELOTT: 50, LIVE: 10 },
      period: 'once',
      perMemberLimit: 1,
      budget: 100_000_000,
      needsReview: false,
    },
    {
      kind: 'reload',
      title: text('Weekly reload: 20 % up to 200', '每周续存：20%，最高 200'),
      summary: text(
        'Once a week, 20 % on a deposit of 200 or more, reviewed by our team.',
        '每周一次，单笔存款 200 或以上送 20%，经团队审核后发放。',
      ),
      rules: text(
        '<p>Once a week (Monday to Sunday), claim 20 % of your largest deposit of at least <strong>200.00</strong> that week, up to <strong>200.00</strong>. Your first deposit does not count; the first deposit bonus is for it.</p><ul><li>Our team reviews each claim; you see the answer in the reward centre.</li><li>Wager the deposit and the bonus <strong>3 times</strong> within 7 days; every game counts in full.</li><li>Not met in 7 days: what is left of the bonus is taken back.</li></ul>',
        '<p>每周（周一至周日）一次，可领取当周单笔至少 <strong>200.00</strong> 的最大存款的 20%，最高 <strong>200.00</strong>。首次存款不计入，首存另有红利。</p><ul><li>每次申请由团队审核，结果显示在奖励中心。</li><li>须在 7 天内完成存款加红利 <strong>3 倍</strong>流水，所有游戏全额计入。</li><li>7 天内未完成：剩余红利将被收回。</li></ul>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 1,
      startsAt,
      endsAt: null,
      audience: everyone,
      reward: { type: 'percent', percent: 20, cap: 20_000 },
      minDeposit: 20_000,
      wageringMultiple: 3,
      wageringBase: 'deposit-and-bonus',
      expiryDays: 7,
      maxBet: null,
      productWeights: null,
      period: 'week',
      perMemberLimit: null,
      budget: null,
      needsReview: true,
    },
    {
      kind: 'check-in',
      title: text('Daily check-in', '每日签到'),
      summary: text(
        'Check in every day: 1.00 on day one, up to 5.00 on day seven.',
        '每日签到：第一天 1.00，第七天最高 5.00。',
      ),
      rules: text(
        '<p>Check in once a day in the reward centre. Days in a row pay more: 1.00, 1.00, 2.00, 2.00, 3.00, 3.00, then 5.00 from the seventh day on. Missing a day starts again from the first.</p><p>Wager each reward once within 3 days before withdrawing it.</p>',
        '<p>每天在奖励中心签到一次。连续签到奖励递增：1.00、1.00、2.00、2.00、3.00、3.00，第七天起每天 5.00。中断一天则从第一天重新开始。</p><p>每份奖励须在 3 天内完成 1 倍流水方可提款。</p>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 2,
      startsAt,
      endsAt: null,
      audience: everyone,
      reward: { type: 'streak', amounts: [100, 100, 200, 200, 300, 300, 500] },
      minDeposit: 0,
      wageringMultiple: 1,
      wageringBase: 'bonus',
      expiryDays: 3,
      maxBet: null,
      productWeights: null,
      period: 'day',
      perMemberLimit: null,
      budget: null,
      needsReview: false,
    },
    {
      kind: 'vip-upgrade',
      title: text('VIP upgrade rewards', 'VIP 升级奖励'),
      summary: text(
        'Reach a new VIP level and claim its reward: up to 588.00 at VIP 5.',
        '每升一级 VIP 即可领取升级奖励，VIP 5 最高 588.00。',
      ),
      rules: text(
        '<p>Your valid bets and deposits count towards VIP levels (see the VIP page). Each level you reach pays its reward once, claimed in the reward centre:</p><ul><li>VIP 2: <strong>18.00</strong></li><li>VIP 3: <strong>58.00</strong></li><li>VIP 4: <strong>188.00</strong></li><li>VIP 5: <strong>588.00</strong></li></ul><p>VIP 1 has no upgrade reward. Levels passed at once are paid together in one claim. A level is paid once only: dropping a level and climbing back does not pay it again.</p><p>Wager each reward once within 7 days before withdrawing it.</p>',
        '<p>有效投注与存款计入 VIP 等级（详见 VIP 页面）。每达到一个等级，可在奖励中心领取一次该等级的奖励：</p><ul><li>VIP 2：<strong>18.00</strong></li><li>VIP 3：<strong>58.00</strong></li><li>VIP 4：<strong>188.00</strong></li><li>VIP 5：<strong>588.00</strong></li></ul><p>VIP 1 无升级奖励。一次跨越多个等级时，各等级奖励合并一次领取。每个等级只奖励一次：降级后再次升回不会重复发放。</p><p>每份奖励须在 7 天内完成 1 倍流水方可提款。</p>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 3,
      startsAt,
      endsAt: null,
      audience: everyone,
      reward: { type: 'levels', amounts: [0, 1_800, 5_800, 18_800, 58_800] },
      minDeposit: 0,
      wageringMultiple: 1,
      wageringBase: 'bonus',
      expiryDays: 7,
      maxBet: null,
      productWeights: null,
      period: 'once',
      perMemberLimit: null,
      budget: 100_000_000,
      needsReview: false,
    },
    {
      kind: 'birthday',
      title: text('VIP birthday reward', 'VIP 生日礼金'),
      summary: text(
        'A reward in your birthday month for VIP 1 and up, once a year.',
        'VIP 1 及以上会员每年生日月可领取一次生日礼金。',
      ),
      rules: text(
        '<p>Enter your date of birth in your profile (it can be set once). In the month of your birthday, claim the reward of your VIP level once in the reward centre:</p><ul><li>VIP 1: <strong>8.00</strong></li><li>VIP 2: <strong>18.00</strong></li><li>VIP 3: <strong>38.00</strong></li><li>VIP 4: <strong>88.00</strong></li><li>VIP 5: <strong>188.00</strong></li></ul><p>The date must have been on your profile for at least 30 days. Wager the reward twice within 7 days before withdrawing it.</p>',
        '<p>请在个人资料中填写出生日期（仅可设置一次）。生日当月可在奖励中心按 VIP 等级领取一次礼金：</p><ul><li>VIP 1：<strong>8.00</strong></li><li>VIP 2：<strong>18.00</strong></li><li>VIP 3：<strong>38.00</strong></li><li>VIP 4：<strong>88.00</strong></li><li>VIP 5：<strong>188.00</strong></li></ul><p>出生日期须已设置满 30 天。礼金须在 7 天内完成 2 倍流水方可提款。</p>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 4,
      startsAt,
      endsAt: null,
      audience: everyone,
      reward: { type: 'levels', amounts: [800, 1_800, 3_800, 8_800, 18_800] },
      minDeposit: 0,
      wageringMultiple: 2,
      wageringBase: 'bonus',
      expiryDays: 7,
      maxBet: null,
      productWeights: null,
      period: 'once',
      perMemberLimit: null,
      budget: 100_000_000,
      needsReview: false,
    },
    {
      kind: 'raffle',
      title: text('Deposit raffle: 14 prizes up to 888', '存款抽奖：14 份奖品，最高 888'),
      summary: text(
        'Join, then every 100.00 you deposit until the draw is a ticket. Prizes of 888, 188 and 38.',
        '报名后，开奖前每存款 100.00 即得一张抽奖券。奖金 888、188 与 38。',
      ),
      rules: text(
        '<p>Join the raffle in the reward centre. Every <strong>100.00</strong> of credited deposits from the start of the raffle until its end is one ticket, up to <strong>50 tickets</strong>; deposits made before you joined count too.</p><p>At the end the prizes are drawn from all tickets:</p><ul><li>1st prize (1): <strong>888.00</strong></li><li>2nd prize (3): <strong>188.00</strong></li><li>3rd prize (10): <strong>38.00</strong></li></ul><p>More tickets, better chances; a member wins at most one prize. Winners claim their prize in the reward centre within 7 days after the raffle ends, and wager it once within 7 days before withdrawing it.</p><p>The draw is provable: the hash of its seed is shown from the start, the seed after the draw, and anyone can recompute the winners from them.</p>',
        '<p>在奖励中心报名参加抽奖。从活动开始到结束，每笔已到账存款累计每 <strong>100.00</strong> 得一张抽奖券，最多 <strong>50 张</strong>；报名前的存款同样计入。</p><p>活动结束时从全部抽奖券中抽出奖品：</p><ul><li>一等奖（1 名）：<strong>888.00</strong></li><li>二等奖（3 名）：<strong>188.00</strong></li><li>三等奖（10 名）：<strong>38.00</strong></li></ul><p>抽奖券越多，中奖机会越大；每位会员最多中一个奖。中奖者须在活动结束后 7 天内于奖励中心领取奖品，并在 7 天内完成 1 倍流水方可提款。</p><p>开奖可验证：活动开始即公布种子的哈希值，开奖后公布种子，任何人都可据此重新算出中奖者。</p>',
      ),
      imageUrl: null,
      enabled: true,
      sort: 5,
      startsAt,
      endsAt: new Date(now.getTime() + 5 * 86_400_000),
      audience: everyone,
      reward: {
        type: 'prizes',
        prizes: [
          { amount: 88_800, count: 1 },
          { amount: 18_800, count: 3 },
          { amount: 3_800, count: 10 },
        ],
      },
      minDeposit: 0,
      wageringMultiple: 1,
      wageringBase: 'bonus',
      expiryDays: 7,
      maxBet: null,
      productWeights: null,
      period: 'once',
      perMemberLimit: null,
      budget: 183_200,
      needsReview: false,
      raffle: { ticketBy: 'deposit', ticketUnit: 10_000, maxTickets: 50, claimDays: 7 },
      seed: raffleSeed,
      seedHash: seedHash(raffleSeed),
    },
  ];
}
