import type { Language } from '@lotus/contract';

export interface HelpSeedEntry {
  title: string;
  anchor?: string;
  /** Trusted HTML written here, not user input. */
  content: string;
  children?: HelpSeedEntry[];
}

const en: HelpSeedEntry[] = [
  {
    title: 'About us',
    anchor: 'about',
    content: `<p>Lotus brings slots, live casino, fishing games, sports, e-sports and lottery together in one account and one wallet. Every game you open on this site is settled against the same balance, so you never have to move money between products to keep playing.</p>
<p>The site is run by its operator on the open Lotus platform. Balances are kept in a double-entry ledger: every deposit, bet, win and withdrawal is recorded as a transfer between two accounts, which is why your transaction history always adds up to your balance.</p>
<p>Our support team answers through the customer service links in the menu and the official channels listed at the bottom of every page. If something looks wrong with your account, contact us before you try again — we would rather answer a question than untangle a mistake.</p>`,
  },
  {
    title: 'Terms and conditions',
    anchor: 'term',
    content: `<p>These terms apply to everyone who opens an account or plays on this site. By registering you confirm that you have read and accepted them, together with the responsible gaming policy.</p>
<p>We may update these terms when the law, our products or our payment partners change. The version shown here is the one in force; material changes are announced in the site notices before they take effect.</p>`,
    children: [
      {
        title: 'Your account',
        anchor: 'term-account',
        content: `<p>You must be at least 18 years old, or older where the law of your country requires it, to register and play. We may ask for proof of age and identity at any time and suspend an account until it is provided.</p>
<p>Each person may hold one account. Keep your password and payment password private: actions taken with your credentials are treated as yours. A new login ends your previous session on the same device type.</p>
<p>An account opened with false details, shared with others or used for fraud may be closed. Funds that belong to you are returned after any amounts obtained through fraud have been deducted.</p>`,
      },
      {
        title: 'Deposits and withdrawals',
        anchor: 'term-payments',
        content: `<p>Deposits are credited in the site currency once the payment provider confirms them. Withdrawals are paid only to a bank account registered in your own name, and the holder name must match the real name on your profile.</p>
<p>Before a withdrawal, deposits must be wagered at least once (the turnover requirement). The minimum and maximum amounts and the daily number of withdrawals are shown on the withdrawal page.</p>`,
      },
      {
        title: 'Fair play',
        anchor: 'term-fair-play',
        content: `<p>Game results are produced by the game providers' certified random number generators or, for our own games, by a published provably fair process you can check after each round.</p>
<p>If a game malfunctions, the round is voided and stakes are returned. Bots, collusion and exploiting software errors are not allowed and lead to closure of the accounts involved.</p>`,
      },
    ],
  },
  {
    title: 'Responsible gaming',
    anchor: 'responsible',
    content: `<p>Gaming should be entertainment, not a way to make money or escape problems. Decide in advance how much time and money you are willing to spend, and stop when you reach that limit — whether you are winning or losing.</p>
<p>Warning signs include chasing losses, borrowing to play, hiding your play from the people close to you, and feeling restless when you are not playing. If any of these sound familiar, take a break and talk to someone you trust.</p>
<p>If you want to stop, ask our support team to suspend your account: while it is suspended nobody can log in to it.</p>
<p>Minors must not play. Keep your login details away from children and use the parental controls of your device.</p>`,
  },
  {
    title: 'Deposits & withdrawals FAQ',
    anchor: 'faq',
    content: `<p>Answers to the questions our support team hears most often about moving money in and out of your account.</p>`,
    children: [
      {
        title: 'How do I make a deposit?',
        anchor: 'faq-deposit',
        content: `<p>Open <strong>Deposit</strong> from the member centre, choose a payment channel and enter an amount within the limits shown for that channel. Online channels take you to the provider's page; your balance is updated as soon as the provider confirms the payment.</p>
<p>For bank transfers, transfer exactly the amount shown and keep the reference. The order is credited when our finance team has matched the transfer, usually within a few minutes during opening hours. Unpaid orders expire after 30 minutes.</p>`,
      },
      {
        title: 'How long does a withdrawal take?',
        anchor: 'faq-withdrawal-time',
        content: `<p>Most withdrawals are reviewed within 15 minutes and paid straight after approval; the time the money takes to reach you then depends on your bank.</p>
<p>After payment you will be asked to confirm that you received the money. If you do not answer, the withdrawal counts as received after the period shown on the withdrawal page.</p>`,
      },
      {
        title: 'Why was my withdrawal rejected?',
        anchor: 'faq-withdrawal-rejected',
        content: `<p>The most common reasons are an unmet turnover requirement, a bank account whose holder name differs from the real name on your profile, or bank details that could not be verified. The amount of a rejected withdrawal is returned to your balance at once.</p>
<p>The rejection message in your withdrawal records says which reason applies. Correct it and request the withdrawal again, or contact support if the reason is unclear.</p>`,
      },
      {
        title: 'What is the turnover requirement?',
        anchor: 'faq-turnover',
        content: `<p>It is the amount you need to wager before a deposit can be withdrawn. A deposit of ¥1,000 with a 1× requirement, for example, can be withdrawn after ¥1,000 of valid bets. Your remaining requirement is shown on the withdrawal page.</p>`,
      },
    ],
  },
];

const cn: HelpSeedEntry[] = [
  {
    title: '关于我们',
    anchor: 'about',
    content: `<p>Lotus 将老虎机、真人娱乐、捕鱼、体育、电竞和彩票汇集在同一个账户和同一个钱包中。您在本站打开的每一款游戏都使用同一个余额结算，无需在不同产品之间转账即可继续游戏。</p>
<p>本站由运营方基于开放的 Lotus 平台运营。所有余额都记录在复式记账的账本中：每一笔存款、投注、派彩和提款都是两个账户之间的一笔转账，因此您的交易记录总能与余额完全对应。</p>
<p>我们的客服团队通过菜单中的客服链接以及每个页面底部列出的官方渠道为您服务。如果您的账户出现异常，请先联系我们再进行操作——我们宁愿解答一个问题，也不愿事后纠正一个错误。</p>`,
  },
  {
    title: '条款与规则',
    anchor: 'term',
    content: `<p>本条款适用于在本站开户或进行游戏的所有用户。注册即表示您已阅读并接受本条款以及负责任博彩政策。</p>
<p>当法律、我们的产品或支付合作方发生变化时，我们可能会更新本条款。此处显示的版本即为现行版本；重大变更将在生效前通过站内公告通知。</p>`,
    children: [
      {
        title: '您的账户',
        anchor: 'term-account',
        content: `<p>您必须年满 18 周岁（如您所在国家法律要求更高年龄，则以法律为准）方可注册和游戏。我们可能随时要求您提供年龄和身份证明，并在提供之前冻结账户。</p>
<p>每人只能拥有一个账户。请妥善保管您的登录密码和资金密码：使用您的凭证进行的操作均视为您本人的操作。在同类设备上的新登录会结束您之前的会话。</p>
<p>使用虚假资料开户、与他人共用账户或利用账户进行欺诈的，账户可能被关闭。属于您的资金在扣除通过欺诈获得的款项后将退还给您。</p>`,
      },
      {
        title: '存款与提款',
        anchor: 'term-payments',
        content: `<p>存款在支付服务商确认后以本站币种入账。提款只会支付到以您本人名义登记的银行账户，且开户姓名必须与您资料中的真实姓名一致。</p>
<p>提款前，存款须至少完成一倍流水。最低和最高提款金额以及每日提款次数请以提款页面显示为准。</p>`,
      },
      {
        title: '公平游戏',
        anchor: 'term-fair-play',
        content: `<p>游戏结果由游戏供应商经过认证的随机数生成器产生；我们自有的游戏采用公开的可验证公平机制，您可以在每局结束后自行验证。</p>
<p>如游戏出现故障，该局作废并退还投注。禁止使用机器人、串通作弊或利用软件漏洞，违者相关账户将被关闭。</p>`,
      },
    ],
  },
  {
    title: '负责任博彩',
    anchor: 'responsible',
    content: `<p>游戏应当是一种娱乐，而不是赚钱或逃避问题的方式。请事先决定您愿意投入的时间和金额，达到限额时就停下来——无论输赢。</p>
<p>需要警惕的信号包括：试图追回损失、借钱游戏、向身边的人隐瞒游戏行为，以及不玩时感到焦躁不安。如果您有以上情况，请停下来休息，并与您信任的人谈谈。</p>
<p>如果您想停止游戏，请联系客服冻结您的账户：冻结期间任何人都无法登录该账户。</p>
<p>未成年人不得参与游戏。请勿让儿童接触您的登录信息，并使用设备的家长控制功能。</p>`,
  },
  {
    title: '存款与提款常见问题',
    anchor: 'faq',
    content: `<p>以下是客服团队最常遇到的关于存款和提款的问题及解答。</p>`,
    children: [
      {
        title: '如何存款？',
        anchor: 'faq-deposit',
        content: `<p>在会员中心打开<strong>存款</strong>，选择支付渠道并输入该渠道限额范围内的金额。在线渠道会跳转到支付服务商页面，服务商确认付款后余额会立即更新。</p>
<p>使用银行转账时，请按页面显示的金额准确转账并保留转账凭证。财务核对到账后即为您入账，营业时间内通常只需几分钟。未支付的订单将在 30 分钟后失效。</p>`,
      },
      {
        title: '提款需要多长时间？',
        anchor: 'faq-withdrawal-time',
        content: `<p>大多数提款会在 15 分钟内完成审核，审核通过后立即出款；到账时间取决于您的银行。</p>
<p>出款后系统会请您确认是否已收到款项。如您未作回应，超过提款页面显示的时间后将视为已到账。</p>`,
      },
      {
        title: '为什么我的提款被拒绝？',
        anchor: 'faq-withdrawal-rejected',
        content: `<p>最常见的原因是流水未达到要求、银行卡开户姓名与资料中的真实姓名不一致，或银行信息无法核实。被拒绝的提款金额会立即退回您的余额。</p>
<p>提款记录中的拒绝说明会写明具体原因。请更正后重新申请提款，如原因不明确请联系客服。</p>`,
      },
      {
        title: '什么是流水要求？',
        anchor: 'faq-turnover',
        content: `<p>流水要求是指存款可以提款之前需要完成的有效投注金额。例如存款 ¥1,000、流水要求为一倍，则完成 ¥1,000 有效投注后即可提款。剩余的流水要求会显示在提款页面上。</p>`,
      },
    ],
  },
];

/** The demo brand's help centre, one tree per language. */
export const demoHelpCentre: Record<Language, HelpSeedEntry[]> = { EN: en, CN: cn };
