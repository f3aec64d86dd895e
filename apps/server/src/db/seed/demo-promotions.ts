import type { promotions } from '../schema.ts';

type PromotionSeed = Omit<typeof promotions.$inferInsert, 'merchantId'>;

const text = (EN: string, CN: string) => ({ EN, CN });
const everyone = { agentIds: [], registeredFrom: null, registeredUntil: null, memberIds: [] };

/**
 * The demo brand's campaigns, with the terms a player reads before joining: a first-deposit bonus paid at once, a
 * weekly reload the brand reviews, a daily check-in, and the VIP upgrade and birthday rewards of the demo ladder
 * (`demo-vip.ts`). Amounts in minor units.
 */
export function demoPromotions(now: Date): PromotionSeed[] {
  const startsAt = new Date(now.getTime() - 86_400_000);
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
  ];
}
