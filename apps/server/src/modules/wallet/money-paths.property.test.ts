import {
  authLimits,
  type CashierSettings,
  DEMO_ACCOUNTS,
  DEMO_MERCHANT_CODE,
  defaultCashierSettings,
  type ErrorCode,
  errorCatalogue,
  fromMinorUnits,
  type WithdrawalStatus,
} from '@lotus/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock, type SendOptions, send } from '../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  answerWithdrawal,
  balanceOf,
  deliverNotification,
  ledgerBalances,
  PAYMENT_PASSWORD,
  type ProviderNotification,
  type SignedInMember,
  signedInTree,
  signedNotification,
  withKey,
} from '../../../test/money-helpers.ts';
import { trackedRuns } from '../../../test/tracked-runs.ts';
import { merchantDirectory } from '../../platform/merchant/merchant-directory.ts';
import { updateMerchantSettings } from '../system/merchant-settings.ts';
import { enabledChannels } from './deposits/queries.ts';
import type { HousePurpose } from './ledger/accounts.ts';

/**
 * Random sequences of everything that moves money — deposits paid, failed and notified again, bank deposits credited
 * by finance, withdrawals requested and approved, rejected or paid, transfers up and down the tree, adjustments with
 * their second operator — and the ways each goes wrong (bad input, wrong payment passwords, limits, missing funds,
 * forged notifications, reused keys), all through the app, run against a plain model of what should happen. After
 * every step each member's balance is the model's, the house accounts moved as the model says, and the ledger
 * verifier proves every balance from its transfers, a zero sum and no member below zero.
 *
 * A failure names the step; fast-check prints the seed and path that replay it (pass them as `seed` and `path` to
 * `fc.assert`). MONEY_PATHS_RUNS=200 runs longer than CI does.
 */

const NUM_RUNS = Number(process.env.MONEY_PATHS_RUNS ?? 10);
const WRONG_PASSWORD = '111111';

/** The tree of each run: a top agent, an agent under it, and two players under that one. */
type Who = 0 | 1 | 2 | 3;
const UPLINE: (Who | null)[] = [null, 0, 1, 1];
const related = (a: Who, b: Who) => a !== b && (UPLINE[a] === b || UPLINE[b] === a);

const HOUSE = [
  'house:deposits',
  'house:withdrawals-in-transit',
  'house:withdrawals-paid',
  'house:adjustments',
] as const satisfies HousePurpose[];
type House = (typeof HOUSE)[number];

// --- Actions ---------------------------------------------------------------------------------------------------

type Delivery =
  | 'paid'
  | 'failed'
  | 'repeat'
  | 'wrong-secret'
  | 'tampered'
  | 'other-amount'
  | 'unknown-order'
  | 'bank-order';
/** Finance's decisions on a withdrawal: before payment, and after it on the player's answer. */
type Decision = 'approve' | 'reject' | 'pay' | 'force-received' | 'refund';
/** The player's answer to a paid withdrawal. */
type Reply = 'fully-received' | 'received' | 'not-received';
type Flaw = 'three-decimals' | 'zero' | 'negative' | 'extra-field' | 'no-amount' | 'short-key';
type Action =
  | { kind: 'deposit'; member: Who; channel: 'online' | 'bank' | 'closed'; amount: number; key: number | null }
  | { kind: 'notify'; order: number; delivery: Delivery }
  | { kind: 'credit'; order: number; online: boolean; operator: 0 | 1 }
  | { kind: 'withdraw'; member: Who; amount: number; password: boolean; key: number | null; foreignBank: boolean }
  | { kind: 'review'; withdrawal: number; open: boolean; decision: Decision; operator: 0 | 1 }
  | {
      kind: 'answer';
      withdrawal: number;
      open: boolean;
      reply: Reply;
      share: 'some' | 'all' | 'too-much';
      part: number;
    }
  | { kind: 'transfer'; from: Who; to: Who | 'nobody'; amount: number; password: boolean; key: number | null }
  | { kind: 'guesses'; member: Who; times: number }
  | { kind: 'adjust'; member: Who | 'ghost'; direction: 'credit' | 'debit'; amount: number; operator: 0 | 1 }
  | { kind: 'decide'; adjustment: number; open: boolean; approve: boolean; operator: 0 | 1 }
  | { kind: 'bad'; call: 'deposit' | 'withdraw' | 'transfer' | 'adjust'; member: Who; flaw: Flaw }
  | { kind: 'again'; back: number };

const who = fc.constantFrom<Who>(0, 1, 2, 3);
const operator = fc.constantFrom<0 | 1>(0, 1);
/** Minor units: mostly everyday amounts for the call, sometimes right on or past one of the limits. */
const amountIn = (min: number, max: number) =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min, max }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(1, 999, 1_000, 9_999, 10_000, 100_000, 100_001, 5_000_000, 5_000_001, 20_000_001),
    },
  );
/** A small pool of keys per member, so that repeats and reuses for another body are common. */
const key = fc.option(fc.integer({ min: 0, max: 2 }), { nil: null, freq: 2 });
const password = fc.constantFrom(true, true, true, true, true, true, true, false);
/** Which earlier order (of the kind the call is about) a call refers to. */
const pick = fc.nat({ max: 1_000 });
/** Whether a decision or answer goes to an order still waiting for one, or to any (where most are refused). */
const open = fc.constantFrom(true, true, true, false);
/** Mostly a direct upline or downline, sometimes anyone else (a sibling, two levels away, oneself, nobody). */
const transferParties = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<[Who, Who]>([0, 1], [1, 0], [1, 2], [2, 1], [1, 3], [3, 1]) },
  { weight: 1, arbitrary: fc.tuple(who, fc.constantFrom<Who | 'nobody'>(0, 1, 2, 3, 'nobody')) },
);

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('deposit' as const),
      member: who,
      channel: fc.constantFrom(
        'online' as const,
        'online' as const,
        'bank' as const,
        'bank' as const,
        'closed' as const,
      ),
      amount: amountIn(1_000, 300_000),
      key,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('notify' as const),
      order: pick,
      delivery: fc.constantFrom<Delivery>(
        'paid',
        'paid',
        'paid',
        'failed',
        'failed',
        'repeat',
        'repeat',
        'wrong-secret',
        'tampered',
        'other-amount',
        'unknown-order',
        'bank-order',
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      order: pick,
      online: fc.constantFrom(false, false, false, true),
      operator,
    }),
  },
  {
    weight: 9,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      member: who,
      amount: amountIn(10_000, 50_000),
      password,
      key,
      foreignBank: fc.constantFrom(false, false, false, false, false, true),
    }),
  },
  {
    weight: 10,
    arbitrary: fc.record({
      kind: fc.constant('review' as const),
      withdrawal: pick,
      open,
      decision: fc.constantFrom<Decision>('approve', 'approve', 'reject', 'pay', 'pay', 'force-received', 'refund'),
      operator,
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('answer' as const),
      withdrawal: pick,
      open,
      reply: fc.constantFrom<Reply>('fully-received', 'received', 'received', 'not-received'),
      share: fc.constantFrom('some' as const, 'some' as const, 'some' as const, 'all' as const, 'too-much' as const),
      part: fc.nat(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({
        kind: fc.constant('transfer' as const),
        parties: transferParties,
        amount: amountIn(1, 60_000),
        password,
        key,
      })
      .map(({ parties: [from, to], ...rest }) => ({ ...rest, from, to })),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('guesses' as const),
      member: who,
      times: fc.integer({ min: 3, max: 10 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      member: fc.constantFrom<Who | 'ghost'>(0, 1, 2, 3, 'ghost'),
      direction: fc.constantFrom('credit' as const, 'credit' as const, 'debit' as const),
      amount: amountIn(1, 200_000),
      operator,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('decide' as const),
      adjustment: pick,
      open,
      approve: fc.boolean(),
      operator,
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('again' as const), back: fc.nat({ max: 2 }) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('bad' as const),
      call: fc.constantFrom('deposit' as const, 'withdraw' as const, 'transfer' as const, 'adjust' as const),
      member: who,
      flaw: fc.constantFrom<Flaw>('three-decimals', 'zero', 'negative', 'extra-field', 'no-amount', 'short-key'),
    }),
  },
);

/**
 * Each run opens with a paid deposit for every member (online ones notified by the provider, bank ones credited by
 * finance), so that the calls after them move real money rather than meeting empty wallets.
 */
const opening: fc.Arbitrary<Action[]> = fc
  .tuple(
    ...([0, 1, 2, 3] as const).map((member) =>
      fc.record({
        member: fc.constant(member),
        online: fc.boolean(),
        amount: fc.integer({ min: 50_000, max: 500_000 }),
      }),
    ),
  )
  .map((deposits) => {
    const count = { online: 0, bank: 0 };
    return deposits.flatMap(({ member, online, amount }): Action[] => {
      const kind = online ? 'online' : 'bank';
      const order = count[kind]++;
      return [
        { kind: 'deposit', member, channel: kind, amount, key: null },
        online
          ? { kind: 'notify', order, delivery: 'paid' }
          : { kind: 'credit', order, online: false, operator: (order % 2) as 0 | 1 },
      ];
    });
  });

/** A run: the wagering the merchant asks of deposits (none, or once their amount), then the calls. */
const sequence = fc.record({
  turnoverPercent: fc.constantFrom(0, 0, 0, 100),
  actions: fc
    .tuple(opening, fc.array(action, { minLength: 10, maxLength: 26, size: 'max' }))
    .map(([first, then]) => [...first, ...then]),
});
type Sequence = typeof sequence extends fc.Arbitrary<infer S> ? S : never;

// --- The model -------------------------------------------------------------------------------------------------

interface DepositModel {
  orderNo: string;
  member: Who;
  amount: number;
  kind: 'online' | 'bank';
  status: 'pending' | 'failed' | 'credited';
  payUrl: string | null;
  /** Notifications the app accepted, for the provider to send again. */
  delivered: ProviderNotification[];
}
interface WithdrawalModel {
  orderNo: string;
  member: Who;
  amount: number;
  status: WithdrawalStatus;
  /** The player's answer once paid, and what they say arrived. */
  receipt: Reply | 'forced' | null;
  receivedAmount: number | null;
}
interface AdjustmentModel {
  id: number;
  member: Who;
  direction: 'credit' | 'debit';
  amount: number;
  status: 'pending' | 'applied' | 'rejected';
  requestedBy: 0 | 1;
}

/** What should be true after each step: balances, how far the house accounts moved this run, and every order. */
interface Model {
  balances: number[];
  house: Record<House, number>;
  /** Wagering each member still owes on credited deposits; nothing here wears it down (no bets are placed). */
  turnover: number[];
  passwordFailures: number[];
  locked: boolean[];
  withdrawalsToday: number[];
  deposits: DepositModel[];
  withdrawals: WithdrawalModel[];
  adjustments: AdjustmentModel[];
  /** Per member and call: what a key was first used for, and the answer it got. */
  keys: Map<string, { content: string; answer: Record<string, unknown> }>;
}

const freshModel = (): Model => ({
  balances: [0, 0, 0, 0],
  house: {
    'house:deposits': 0,
    'house:withdrawals-in-transit': 0,
    'house:withdrawals-paid': 0,
    'house:adjustments': 0,
  },
  turnover: [0, 0, 0, 0],
  passwordFailures: [0, 0, 0, 0],
  locked: [false, false, false, false],
  withdrawalsToday: [0, 0, 0, 0],
  deposits: [],
  withdrawals: [],
  adjustments: [],
  keys: new Map(),
});

/**
 * The payment password check before a withdrawal or transfer, as the model sees it: the account's failures
 * (login-limits; the address plays no part), then the password. Null when the call goes on.
 */
function passwordCheck(model: Model, member: Who, right: boolean): ErrorCode | null {
  if (model.locked[member]) return 'login.locked';
  if (!right) {
    model.passwordFailures[member] = (model.passwordFailures[member] as number) + 1;
    if ((model.passwordFailures[member] as number) >= authLimits.lockAfterFailures) model.locked[member] = true;
    return 'payment.password.wrong';
  }
  model.passwordFailures[member] = 0;
  return null;
}

/** One of `list`, chosen by a generated number; none when the list is empty. */
const pickOf = <T>(list: T[], n: number): T | undefined => list[n % Math.max(1, list.length)];

const move = (model: Model, member: Who, delta: number) => {
  model.balances[member] = (model.balances[member] as number) + delta;
};

/** A deposit credited, by the provider or by finance: the money, the house's side, and the wagering it asks. */
function credited(w: World, order: DepositModel) {
  order.status = 'credited';
  move(w.model, order.member, order.amount);
  w.model.house['house:deposits'] -= order.amount;
  w.model.turnover[order.member] =
    (w.model.turnover[order.member] as number) + Math.ceil((order.amount * w.cashier.depositTurnoverPercent) / 100);
}

// --- The app under test ----------------------------------------------------------------------------------------

let t: TestApp;
let operators: [string, string];
let channels: Record<'online' | 'bank', { id: number; min: number; max: number }>;
let run = 0;
// One instant for the whole test: no order expires, no session idles out, every run falls on one business day.
const clock = movableClock();

interface World {
  run: number;
  members: SignedInMember[];
  address: string;
  /** The merchant's cashier rules for this run. */
  cashier: CashierSettings;
  model: Model;
  houseAtStart: Record<House, number>;
  /** The calls made so far, for `again` to send one of the last few once more. */
  history: Action[];
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  await insertOperator(t.db, 'checker', 'Check1234', 'finance');
  operators = [
    await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password),
    await consoleSignIn(t.app, 'checker', 'Check1234'),
  ];
  const rows = await enabledChannels(t.db.orm, 1);
  const channel = (kind: 'online' | 'bank') => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) throw new Error(`no ${kind} channel`);
    return { id: row.id, min: row.minAmount, max: row.maxAmount };
  };
  channels = { online: channel('online'), bank: channel('bank') };
});
afterAll(() => t.close());

/** Amounts go over the wire as numbers or decimal strings, as clients send them. */
const wire = (minor: number) => (minor % 3 === 0 ? (minor / 100).toFixed(2) : minor / 100);

/** The house accounts' balances now (an account not used yet stands at zero). */
const houseOf = (house: Partial<Record<House, number>>) =>
  Object.fromEntries(HOUSE.map((p) => [p, house[p] ?? 0])) as Record<House, number>;

async function newWorld(turnoverPercent: number): Promise<World> {
  run += 1;
  // Three withdrawals a day instead of five, so that runs meet the daily count.
  await updateMerchantSettings(t.db, DEMO_MERCHANT_CODE, {
    cashier: { ...defaultCashierSettings, withdrawDailyCount: 3, depositTurnoverPercent: turnoverPercent },
  });
  const merchant = await merchantDirectory(t.db).get(DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('no demo merchant');
  const name = (role: string) => `mp${run}${role}`;
  // Each run pays from an address of its own: failed passwords of earlier runs do not count against it.
  const address = `10.77.${Math.floor(run / 250)}.${(run % 250) + 1}`;
  const members = await signedInTree(
    t.app,
    t.db,
    [
      { username: name('top'), type: 1 },
      { username: name('mid'), type: 1, parent: name('top') },
      { username: name('lefty'), type: 0, parent: name('mid') },
      { username: name('righty'), type: 0, parent: name('mid') },
    ],
    { remoteAddress: address },
  );
  return {
    run,
    members,
    address,
    cashier: merchant.cashier,
    model: freshModel(),
    houseAtStart: houseOf((await ledgerBalances(t.db)).house),
    history: [],
  };
}

const as = (w: World, member: Who, key?: string | null): SendOptions => ({
  token: (w.members[member] as SignedInMember).token,
  remoteAddress: w.address,
  ...withKey(key ?? undefined),
});

function refused(res: LightMyRequestResponse, code: ErrorCode) {
  expect({ status: res.statusCode, errorCode: res.json().errorCode }).toEqual({
    status: errorCatalogue[code].status,
    errorCode: code,
  });
}

function accepted(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

// --- Steps: each sends one call and checks its answer against the model, then moves the model ---------------------

async function deposit(w: World, a: Extract<Action, { kind: 'deposit' }>) {
  const { model } = w;
  const keyName = a.key === null ? null : `deposit:${a.member}:${a.key}`;
  const channel = a.channel === 'closed' ? null : channels[a.channel];
  const res = await send(
    t.app,
    'createDeposit',
    { channelId: channel?.id ?? 9_999, amount: wire(a.amount) },
    as(w, a.member, keyName && `${w.run}-${keyName}`),
  );
  if (!channel || a.channel === 'closed') return refused(res, 'deposit.channel.unavailable');
  if (a.amount < channel.min || a.amount > channel.max) return refused(res, 'deposit.amount.out.of.range');
  const content = `${a.channel}:${a.amount}`;
  const earlier = keyName ? model.keys.get(keyName) : undefined;
  if (earlier && earlier.content !== content) return refused(res, 'idempotency.conflict');
  const order = accepted(res);
  if (earlier) return expect(order.orderNo).toBe(earlier.answer.orderNo);
  expect(order).toMatchObject({ amount: fromMinorUnits(a.amount), status: 'pending', kind: a.channel });
  model.deposits.push({
    orderNo: order.orderNo,
    member: a.member,
    amount: a.amount,
    kind: a.channel,
    status: 'pending',
    payUrl: order.payUrl,
    delivered: [],
  });
  if (keyName) model.keys.set(keyName, { content, answer: order });
}

/** The provider's word on an order: genuine, repeated, or forged in one of the ways an attacker would try. */
async function notify(w: World, a: Extract<Action, { kind: 'notify' }>) {
  const { model } = w;
  // Providers are asked about their own (online) orders; a bank order stands for one they never saw.
  const order = pickOf(
    model.deposits.filter((o) => o.kind === (a.delivery === 'bank-order' ? 'bank' : 'online')),
    a.order,
  );
  if (!order) return;
  const secret = t.config.demoPayments.secret;
  const genuine = (status: 'paid' | 'failed', amount = order.amount) =>
    signedNotification(secret, { ...order, amount }, status);
  let notification: ProviderNotification;
  switch (a.delivery) {
    case 'wrong-secret':
      notification = signedNotification('not-the-provider', order, 'paid');
      break;
    case 'tampered': {
      // A genuine notification whose amount was changed on the way: its signature no longer holds.
      const signed = genuine('paid');
      notification = { ...signed, body: JSON.stringify({ ...JSON.parse(signed.body), amount: order.amount * 10 }) };
      break;
    }
    case 'unknown-order':
      notification = signedNotification(secret, { ...order, orderNo: `D${w.run}NOWHERE` }, 'paid');
      break;
    case 'other-amount':
      notification = genuine('paid', order.amount + 1);
      break;
    case 'repeat':
      notification = pickOf(order.delivered, a.order) ?? genuine('paid');
      break;
    case 'bank-order':
      notification = genuine(a.order % 2 === 0 ? 'paid' : 'failed');
      break;
    default:
      notification = genuine(a.delivery);
  }
  const res = await deliverNotification(t.app, notification);
  const said = JSON.parse(notification.body) as { status: 'paid' | 'failed'; amount: number };
  const forged = a.delivery === 'wrong-secret' || a.delivery === 'tampered' || a.delivery === 'unknown-order';
  // A provider settles orders of its own channels only: a bank transfer is finance's to credit.
  const invalid =
    forged ||
    order.kind === 'bank' ||
    (said.status === 'paid' && order.status !== 'credited' && said.amount !== order.amount);
  expect([res.statusCode, res.body]).toEqual(invalid ? [400, 'INVALID'] : [200, 'OK']);
  if (invalid) return;
  if (!order.delivered.includes(notification)) order.delivered.push(notification);
  if (said.status === 'paid' && order.status !== 'credited') credited(w, order);
  if (said.status === 'failed' && order.status === 'pending') order.status = 'failed';
}

async function credit(w: World, a: Extract<Action, { kind: 'credit' }>) {
  const { model } = w;
  const order = pickOf(
    model.deposits.filter((o) => o.kind === (a.online ? 'online' : 'bank')),
    a.order,
  );
  if (!order) return;
  const res = await consoleCall(t.app, operators[a.operator], 'POST', `/deposits/${order.orderNo}/credit`);
  if (order.kind !== 'bank' || order.status === 'credited') return refused(res, 'deposit.state.invalid');
  expect(accepted(res)).toEqual({ orderNo: order.orderNo, status: 'credited' });
  credited(w, order);
}

async function withdraw(w: World, a: Extract<Action, { kind: 'withdraw' }>) {
  const { model } = w;
  const keyName = a.key === null ? null : `withdraw:${a.member}:${a.key}`;
  const bank = w.members[a.foreignBank ? (a.member + 1) % 4 : a.member] as SignedInMember;
  const res = await send(
    t.app,
    'withdraw',
    {
      bankAccountId: bank.bankAccountId,
      amount: wire(a.amount),
      paymentPassword: a.password ? PAYMENT_PASSWORD : WRONG_PASSWORD,
    },
    as(w, a.member, keyName && `${w.run}-${keyName}`),
  );
  if (a.foreignBank) return refused(res, 'not.found');
  if (a.amount < w.cashier.withdrawMin || a.amount > w.cashier.withdrawMax) {
    return refused(res, 'withdraw.amount.out.of.range');
  }
  const denied = passwordCheck(model, a.member, a.password);
  if (denied) return refused(res, denied);
  const content = String(a.amount);
  const earlier = keyName ? model.keys.get(keyName) : undefined;
  if (earlier && earlier.content !== content) return refused(res, 'idempotency.conflict');
  if (earlier) return expect(accepted(res).orderNo).toBe(earlier.answer.orderNo);
  if ((model.withdrawalsToday[a.member] as number) >= w.cashier.withdrawDailyCount) {
    return refused(res, 'withdraw.daily.limit');
  }
  const owed = model.turnover[a.member] as number;
  if (owed > 0) {
    refused(res, 'withdraw.turnover.unmet');
    return expect(res.json().value).toEqual({ remaining: fromMinorUnits(owed) });
  }
  if ((model.balances[a.member] as number) < a.amount) return refused(res, 'balance.insufficient');
  const order = accepted(res);
  expect(order).toMatchObject({ amount: fromMinorUnits(a.amount), status: 'pending' });
  model.withdrawals.push({
    orderNo: order.orderNo,
    member: a.member,
    amount: a.amount,
    status: 'pending',
    receipt: null,
    receivedAmount: null,
  });
  model.withdrawalsToday[a.member] = (model.withdrawalsToday[a.member] as number) + 1;
  move(model, a.member, -a.amount);
  model.house['house:withdrawals-in-transit'] += a.amount;
  if (keyName) model.keys.set(keyName, { content, answer: order });
}

/**
 * Which states finance's decisions start from: approve, then pay, or reject (refund) before paying; once paid, force
 * it received (no answer yet, or a shortfall finance knows was paid) or refund the shortfall the player reported.
 */
const reviewFrom: Record<Decision, WithdrawalStatus[]> = {
  approve: ['pending'],
  reject: ['pending', 'approved'],
  pay: ['approved'],
  'force-received': ['paid', 'not-received'],
  refund: ['not-received'],
};
const reviewTo: Record<Decision, WithdrawalStatus> = {
  approve: 'approved',
  reject: 'rejected',
  pay: 'paid',
  'force-received': 'received',
  refund: 'refunded',
};

/** The decisions a withdrawal in `status` allows. */
const decisionsFor = (status: WithdrawalStatus) =>
  (Object.keys(reviewFrom) as Decision[]).filter((d) => reviewFrom[d].includes(status));

async function review(w: World, a: Extract<Action, { kind: 'review' }>) {
  const { model } = w;
  const undecided = model.withdrawals.filter((o) => decisionsFor(o.status).length > 0);
  const order = pickOf(a.open ? undecided : [], a.withdrawal) ?? pickOf(model.withdrawals, a.withdrawal);
  if (!order) return;
  // On an open order finance takes a decision its state allows, moving it on rather than rejecting it unless
  // rejecting was drawn; on any other order, whatever was drawn.
  const onward = decisionsFor(order.status).filter((d) => d !== 'reject');
  const decision =
    a.open && !reviewFrom[a.decision].includes(order.status)
      ? (onward[a.withdrawal % Math.max(1, onward.length)] ?? a.decision)
      : a.decision;
  const res = await consoleCall(
    t.app,
    operators[a.operator],
    'POST',
    `/withdrawals/${order.orderNo}/${decision}`,
    decision === 'reject' ? { reason: 'Checked by finance' } : undefined,
  );
  if (!reviewFrom[decision].includes(order.status)) {
    refused(res, 'withdraw.state.invalid');
    return expect(res.json().value).toEqual({ status: order.status });
  }
  const status = reviewTo[decision];
  expect(accepted(res)).toEqual({ orderNo: order.orderNo, status });
  if (decision === 'reject') {
    move(model, order.member, order.amount);
    model.house['house:withdrawals-in-transit'] -= order.amount;
  }
  if (decision === 'pay') {
    model.house['house:withdrawals-in-transit'] -= order.amount;
    model.house['house:withdrawals-paid'] += order.amount;
  }
  if (decision === 'force-received') Object.assign(order, { receipt: 'forced', receivedAmount: order.amount });
  if (decision === 'refund') {
    // What did not arrive goes back to the wallet; what did stays paid.
    const shortfall = order.amount - (order.receivedAmount ?? 0);
    move(model, order.member, shortfall);
    model.house['house:withdrawals-paid'] -= shortfall;
  }
  order.status = status;
}

/** The player's answer to a paid withdrawal; the same answer again is answered as the first time. */
async function answer(w: World, a: Extract<Action, { kind: 'answer' }>) {
  const paid = w.model.withdrawals.filter((o) => o.status === 'paid');
  const order = pickOf(a.open ? paid : [], a.withdrawal) ?? pickOf(w.model.withdrawals, a.withdrawal);
  if (!order) return;
  const shares = {
    some: 1 + (a.part % Math.max(1, order.amount - 1)),
    all: order.amount,
    'too-much': order.amount + 1,
  };
  const received = a.reply === 'fully-received' ? order.amount : a.reply === 'received' ? shares[a.share] : 0;
  const member = w.members[order.member] as SignedInMember;
  const res = await answerWithdrawal(t.app, member.token, {
    orderNo: order.orderNo,
    receipt: a.reply,
    ...(a.reply === 'received' ? { receivedAmount: String(wire(received)) } : {}),
  });
  if (received > order.amount) return refused(res, 'withdraw.received.too.much');
  if (order.status !== 'paid') {
    if (order.receipt !== a.reply || order.receivedAmount !== received) return refused(res, 'withdraw.state.invalid');
    return expect(accepted(res)).toMatchObject({ orderNo: order.orderNo, status: order.status });
  }
  const status = received === order.amount ? 'received' : 'not-received';
  expect(accepted(res)).toMatchObject({ orderNo: order.orderNo, status });
  Object.assign(order, { status, receipt: a.reply, receivedAmount: received });
}

async function transfer(w: World, a: Extract<Action, { kind: 'transfer' }>) {
  const { model } = w;
  const keyName = a.key === null ? null : `transfer:${a.from}:${a.key}`;
  const toUsername = a.to === 'nobody' ? `mp${w.run}nobody` : (w.members[a.to] as SignedInMember).username;
  const res = await send(
    t.app,
    'memberTransfer',
    { toUsername, amount: wire(a.amount), paymentPassword: a.password ? PAYMENT_PASSWORD : WRONG_PASSWORD },
    as(w, a.from, keyName && `${w.run}-${keyName}`),
  );
  if (a.to === 'nobody' || !related(a.from, a.to)) return refused(res, 'transfer.target.invalid');
  const denied = passwordCheck(model, a.from, a.password);
  if (denied) return refused(res, denied);
  const content = `${a.to}:${a.amount}`;
  const earlier = keyName ? model.keys.get(keyName) : undefined;
  if (earlier && earlier.content !== content) return refused(res, 'idempotency.conflict');
  // A repeat is answered with the first transfer, word for word.
  if (earlier) return expect(accepted(res)).toEqual(earlier.answer);
  if ((model.balances[a.from] as number) < a.amount) return refused(res, 'balance.insufficient');
  const result = accepted(res);
  move(model, a.from, -a.amount);
  move(model, a.to, a.amount);
  expect(result).toMatchObject({
    toUsername,
    amount: fromMinorUnits(a.amount),
    balanceAfter: fromMinorUnits(model.balances[a.from] as number),
  });
  if (keyName) model.keys.set(keyName, { content, answer: result });
}

/** Someone holding the member's session guessing the payment password, one transfer after another. */
async function guesses(w: World, a: Extract<Action, { kind: 'guesses' }>) {
  const to = w.members[a.member === 1 ? 0 : 1] as SignedInMember;
  for (let i = 0; i < a.times; i++) {
    const res = await send(
      t.app,
      'memberTransfer',
      { toUsername: to.username, amount: 1, paymentPassword: WRONG_PASSWORD },
      as(w, a.member),
    );
    refused(res, passwordCheck(w.model, a.member, false) ?? 'payment.password.wrong');
  }
}

async function adjust(w: World, a: Extract<Action, { kind: 'adjust' }>) {
  const { model } = w;
  const username = a.member === 'ghost' ? `mp${w.run}ghost` : (w.members[a.member] as SignedInMember).username;
  const res = await consoleCall(t.app, operators[a.operator], 'POST', '/adjustments', {
    username,
    direction: a.direction,
    amount: wire(a.amount),
    reason: 'Checked by finance',
  });
  if (a.member === 'ghost') return refused(res, 'adjustment.member.unknown');
  if (a.amount > w.cashier.adjustmentApprovalAbove) {
    expect(accepted(res)).toEqual({ status: 'pending' });
    const [newest] = (await consoleCall(t.app, operators[0], 'GET', '/adjustments?status=pending')).json().value.list;
    expect(newest).toMatchObject({ member: username, amount: fromMinorUnits(a.amount), direction: a.direction });
    const { direction, amount, operator: requestedBy } = a;
    model.adjustments.push({ id: newest.id, member: a.member, direction, amount, status: 'pending', requestedBy });
    return;
  }
  if (a.direction === 'debit' && (model.balances[a.member] as number) < a.amount) {
    return refused(res, 'balance.insufficient');
  }
  expect(accepted(res)).toEqual({ status: 'applied' });
  applyAdjustment(model, a.member, a.direction, a.amount);
}

function applyAdjustment(model: Model, member: Who, direction: 'credit' | 'debit', amount: number) {
  const delta = direction === 'credit' ? amount : -amount;
  move(model, member, delta);
  model.house['house:adjustments'] -= delta;
}

async function decide(w: World, a: Extract<Action, { kind: 'decide' }>) {
  const { model } = w;
  const pending = model.adjustments.filter((o) => o.status === 'pending');
  const adjustment = pickOf(a.open ? pending : [], a.adjustment) ?? pickOf(model.adjustments, a.adjustment);
  if (!adjustment) return;
  const res = await consoleCall(
    t.app,
    operators[a.operator],
    'POST',
    `/adjustments/${adjustment.id}/${a.approve ? 'approve' : 'reject'}`,
  );
  if (adjustment.status !== 'pending') return refused(res, 'adjustment.state.invalid');
  if (adjustment.requestedBy === a.operator) return refused(res, 'adjustment.own.request');
  if (!a.approve) {
    expect(accepted(res)).toEqual({ status: 'rejected' });
    adjustment.status = 'rejected';
    return;
  }
  if (adjustment.direction === 'debit' && (model.balances[adjustment.member] as number) < adjustment.amount) {
    return refused(res, 'balance.insufficient');
  }
  expect(accepted(res)).toEqual({ status: 'applied' });
  adjustment.status = 'applied';
  applyAdjustment(model, adjustment.member, adjustment.direction, adjustment.amount);
}

/** A well-formed call of each kind, spoiled by one flaw: refused before anything is read or written. */
async function bad(w: World, a: Extract<Action, { kind: 'bad' }>) {
  const member = w.members[a.member] as SignedInMember;
  const spoil = (body: Record<string, unknown>) => {
    if (a.flaw === 'three-decimals') return { ...body, amount: '1.234' };
    if (a.flaw === 'zero') return { ...body, amount: 0 };
    if (a.flaw === 'negative') return { ...body, amount: -5 };
    if (a.flaw === 'extra-field') return { ...body, memberId: 1 };
    if (a.flaw === 'no-amount') return Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'amount'));
    return body;
  };
  // An Idempotency-Key shorter than 8 characters is refused too; adjustments take no key, so theirs is a short reason.
  const options = { ...as(w, a.member), ...(a.flaw === 'short-key' ? withKey('short') : {}) };
  // Player calls drop keys they do not name (platform/unknown-keys.test.ts); only the console refuses them.
  const call = a.flaw === 'extra-field' ? 'adjust' : a.call;
  let res: LightMyRequestResponse;
  if (call === 'deposit') {
    res = await send(t.app, 'createDeposit', spoil({ channelId: channels.online.id, amount: 50 }), options);
  } else if (call === 'withdraw') {
    const body = { bankAccountId: member.bankAccountId, amount: 150, paymentPassword: PAYMENT_PASSWORD };
    res = await send(t.app, 'withdraw', spoil(body), options);
  } else if (call === 'transfer') {
    const to = w.members[a.member === 1 ? 0 : 1] as SignedInMember;
    const body = { toUsername: to.username, amount: 1, paymentPassword: PAYMENT_PASSWORD };
    res = await send(t.app, 'memberTransfer', spoil(body), options);
  } else {
    const body = { username: member.username, direction: 'credit', amount: 1, reason: 'Checked by finance' };
    res = await consoleCall(
      t.app,
      operators[0],
      'POST',
      '/adjustments',
      spoil(a.flaw === 'short-key' ? { ...body, reason: 'No' } : body),
    );
  }
  refused(res, 'request.invalid');
}

type Step = Exclude<Action, { kind: 'again' }>;
const steps: { [K in Step['kind']]: (w: World, a: Extract<Step, { kind: K }>) => Promise<unknown> } = {
  deposit,
  notify,
  credit,
  withdraw,
  review,
  answer,
  transfer,
  guesses,
  adjust,
  decide,
  bad,
};

/**
 * Runs one call against the app and the model. `again` sends one of the last three calls once more, exactly as
 * before: a client retrying after a lost answer, a double click, an operator pressing twice.
 */
async function perform(w: World, a: Action) {
  const call = a.kind === 'again' ? w.history.at(-1 - (a.back % Math.max(1, Math.min(3, w.history.length)))) : a;
  if (!call || call.kind === 'again') return;
  await (steps[call.kind] as (w: World, a: Step) => Promise<unknown>)(w, call);
  // Guessing is not a call a client retries.
  if (a.kind !== 'again' && a.kind !== 'guesses') w.history.push(call);
}

// --- What must hold after every step, and at the end of a run ---------------------------------------------------

async function checkBalances(w: World) {
  const [ledger, report] = await Promise.all([
    ledgerBalances(t.db),
    consoleCall(t.app, operators[0], 'GET', '/ledger/verify'),
  ]);
  expect(
    w.members.map((m) => ledger.members.get(m.id) ?? 0),
    'member balances',
  ).toEqual(w.model.balances);
  for (const balance of w.model.balances) expect(balance).toBeGreaterThanOrEqual(0);
  const house = houseOf(ledger.house);
  const moved = Object.fromEntries(HOUSE.map((p) => [p, house[p] - w.houseAtStart[p]]));
  expect(moved, 'house accounts').toEqual(w.model.house);
  expect(report.json().value, 'ledger verifier').toMatchObject({
    ok: true,
    total: '0',
    mismatches: [],
    negativeMemberAccounts: [],
  });
}

async function checkOrders(w: World) {
  for (const order of w.model.deposits) {
    const member = w.members[order.member] as SignedInMember;
    const res = await send(t.app, 'depositOrder', undefined, {
      token: member.token,
      query: { orderNo: order.orderNo },
    });
    expect(res.json().value.status, order.orderNo).toBe(order.status);
  }
  // What members see of their money: the balance, the wagering left, the withdrawals left today, and each order.
  for (const [index, member] of w.members.entries()) {
    expect(await balanceOf(t.app, member.token)).toBe(w.model.balances[index]);
    const settings = (await send(t.app, 'withdrawalSettings', undefined, { token: member.token })).json().value;
    expect(settings).toMatchObject({
      available: fromMinorUnits(w.model.balances[index] as number),
      turnoverRemaining: fromMinorUnits(w.model.turnover[index] as number),
      remainingToday: w.cashier.withdrawDailyCount - (w.model.withdrawalsToday[index] as number),
    });
    const shown = (await send(t.app, 'withdrawals', undefined, { token: member.token })).json().value.list;
    const expected = w.model.withdrawals.filter((o) => o.member === index);
    expect(new Map(shown.map((o: { orderNo: string; status: string }) => [o.orderNo, o.status]))).toEqual(
      new Map(expected.map((o) => [o.orderNo, o.status])),
    );
  }
  const listed = (await consoleCall(t.app, operators[0], 'GET', '/adjustments')).json().value.list as {
    id: number;
    status: string;
  }[];
  for (const adjustment of w.model.adjustments) {
    expect(listed.find((l) => l.id === adjustment.id)?.status, `adjustment ${adjustment.id}`).toBe(adjustment.status);
  }
}

describe('money paths', () => {
  it('every sequence of money calls keeps each balance equal to the model and the ledger provable', async () => {
    const runs = trackedRuns(async ({ turnoverPercent, actions }: Sequence) => {
      const w = await newWorld(turnoverPercent);
      for (const [index, a] of actions.entries()) {
        try {
          await perform(w, a);
          await checkBalances(w);
        } catch (error) {
          if (error instanceof Error) error.message = `step ${index} ${JSON.stringify(a)}: ${error.message}`;
          throw error;
        }
      }
      await checkOrders(w);
    });
    try {
      // Shrinking a failure replays whole runs; the time limit stops it in time to report the seed before the
      // test's own timeout would swallow the report.
      await fc.assert(fc.asyncProperty(sequence, runs.predicate), {
        numRuns: NUM_RUNS,
        interruptAfterTimeLimit: 150_000,
      });
    } finally {
      await runs.settled();
    }
  }, 200_000);
});
