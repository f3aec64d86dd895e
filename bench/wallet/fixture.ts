// Set-up of the bench server, not measured: funded members who can withdraw (payment password, bank account bound
// through the real endpoint, a session from a real login) and pending online deposit orders with the demo provider's
// signed notifications ready to post, as the provider would after the player paid.
import { DEMO_MERCHANT_CODE, type EndpointName, endpoints } from '@lotus/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/database.ts';
import { members } from '../../apps/server/src/db/schema.ts';
import { updateMerchantSettings } from '../../apps/server/src/modules/system/merchant-settings.ts';
import { createDeposit } from '../../apps/server/src/modules/wallet/deposits/create-deposit.ts';
import type { DepositDeps } from '../../apps/server/src/modules/wallet/deposits/deposit-deps.ts';
import { enabledChannels } from '../../apps/server/src/modules/wallet/deposits/queries.ts';
import { houseAccountId, memberAccountId } from '../../apps/server/src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../../apps/server/src/modules/wallet/ledger/post-transfer.ts';
import { systemClock } from '../../apps/server/src/platform/clock.ts';
import { createMemoryEventBus } from '../../apps/server/src/platform/event-bus.ts';
import type { MerchantConfig } from '../../apps/server/src/platform/merchant/merchant-config.ts';
import { merchantDirectory } from '../../apps/server/src/platform/merchant/merchant-directory.ts';
import { hashPassword } from '../../apps/server/src/platform/passwords.ts';
import {
  createDemoProvider,
  demoNotification,
  openDemoPayment,
} from '../../apps/server/src/platform/payments/demo-provider.ts';
import type { RequestContext } from '../../apps/server/src/platform/request-context.ts';
import { encryptedPayload } from '../../apps/server/test/encrypted-payload.ts';
import type { BenchMember, Fixture, ServerPlan, SignedNotification } from './protocol.ts';

const PASSWORD = 'Bench1234';
const PAYMENT_PASSWORD = '135790';
const HOLDER = 'Bench Player';
/** 100.00 in minor units: the smallest withdrawal the demo merchant allows, and an ordinary deposit. */
const AMOUNT = 10_000;
/** The most requests a member may make in a day (the merchant setting's upper bound). */
const DAILY_COUNT = 100;

/** Calls a contract endpoint through inject(), encrypted where the endpoint is, as the web client would. */
async function call(app: FastifyInstance, name: EndpointName, body: unknown, token?: string) {
  const endpoint = endpoints[name];
  const method = typeof endpoint.method === 'string' ? endpoint.method : endpoint.method[0];
  const headers: Record<string, string> = { merchant: DEMO_MERCHANT_CODE, ...(token && { authorization: token }) };
  let payload = body;
  if (endpoint.encrypted) {
    const sealed = await encryptedPayload(app, body);
    Object.assign(headers, sealed.headers);
    payload = sealed.payload;
  }
  const res = await app.inject({ method, url: endpoint.path, headers, payload: payload as object });
  if (res.statusCode !== 200) throw new Error(`${name} failed in set-up: ${res.statusCode} ${res.body}`);
  return res.json().value;
}

/** A use case's view of a request from the load generator's address. */
const contextOf = (merchant: MerchantConfig): RequestContext => ({
  merchant,
  merchantId: merchant.id,
  ip: '127.0.0.1',
  userAgent: null,
  requestId: null,
  language: 'EN',
  channel: 'web',
  baseUrl: 'http://127.0.0.1',
  now: systemClock.now(),
});

/** Members of the demo merchant with a login password, a payment password and the real name banks ask for. */
async function newMembers(db: Database, merchant: MerchantConfig, prefix: string, howMany: number) {
  if (howMany === 0) return [];
  const [passwordHash, paymentPasswordHash] = await Promise.all([
    hashPassword(PASSWORD),
    hashPassword(PAYMENT_PASSWORD),
  ]);
  return db.orm
    .insert(members)
    .values(
      Array.from({ length: howMany }, (_, i) => ({
        merchantId: merchant.id,
        username: `${prefix}${i}`,
        passwordHash,
        paymentPasswordHash,
        realName: HOLDER,
      })),
    )
    .returning({ id: members.id, username: members.username });
}

/** Funded (by an adjustment, which asks for no wagering), logged in, with a bank account bound through the API. */
async function withdrawingMembers(app: FastifyInstance, db: Database, merchant: MerchantConfig, plan: ServerPlan) {
  if (plan.withdrawalsPerMember > DAILY_COUNT) throw new Error(`at most ${DAILY_COUNT} withdrawals per member a day`);
  await updateMerchantSettings(db, merchant.code, {
    cashier: { ...merchant.cashier, withdrawDailyCount: DAILY_COUNT },
  });
  const rows = await newMembers(db, merchant, 'benchout', plan.withdrawers);
  const house = await houseAccountId(db.orm, merchant.id, 'house:adjustments');
  const result: BenchMember[] = [];
  for (const [i, row] of rows.entries()) {
    const wallet = await memberAccountId(db.orm, merchant.id, row.id);
    await db.orm.transaction((tx) =>
      postTransfer(tx, {
        merchantId: merchant.id,
        fromAccountId: house,
        toAccountId: wallet,
        amount: (plan.withdrawalsPerMember + 1) * AMOUNT,
        kind: 'adjustment',
        idempotencyKey: `bench-fund-${row.id}`,
        at: systemClock.now(),
      }),
    );
    const token: string = (await call(app, 'login', { username: row.username, password: PASSWORD })).token;
    const account = await call(
      app,
      'bindBankAccount',
      {
        bankName: 'China Merchants Bank',
        accountNo: `6222 0200 ${String(i).padStart(8, '0')}`,
        holderName: HOLDER,
        paymentPassword: PAYMENT_PASSWORD,
      },
      token,
    );
    result.push({ token, bankAccountId: account.id });
  }
  return result;
}

/** Pending orders of the members in turn, each with the notification the demo provider posts once it is paid. */
async function paidNotifications(
  db: Database,
  merchant: MerchantConfig,
  secret: string,
  memberIds: number[],
  howMany: number,
): Promise<SignedNotification[]> {
  const channel = (await enabledChannels(db.orm, merchant.id)).find(
    (c) => c.kind === 'online' && c.provider === 'demo',
  );
  if (!channel) throw new Error('the demo merchant has no online channel of the demo provider');
  const deps: DepositDeps = {
    db,
    events: createMemoryEventBus({ clock: systemClock, onError: () => {} }),
    providers: new Map([['demo', createDemoProvider(secret)]]),
  };
  const ctx = contextOf(merchant);
  const notifications: SignedNotification[] = [];
  const one = async (i: number) => {
    const order = await createDeposit(deps, ctx, memberIds[i % memberIds.length] as number, {
      channelId: channel.id,
      amount: AMOUNT,
    });
    const pay = new URL(order.payUrl ?? '', 'http://127.0.0.1').searchParams;
    const payment = openDemoPayment(secret, pay.get('d'), pay.get('s'));
    if (!payment) throw new Error(`no demo payment behind order ${order.orderNo}`);
    return demoNotification(secret, payment, 'paid');
  };
  // A few at a time: PostgreSQL's pool takes them side by side, which shortens the set-up.
  for (let i = 0; i < howMany; i += memberIds.length) {
    const batch = Array.from({ length: Math.min(memberIds.length, howMany - i) }, (_, j) => one(i + j));
    notifications.push(...(await Promise.all(batch)));
  }
  return notifications;
}

export async function prepareFixture(
  app: FastifyInstance,
  db: Database,
  secret: string,
  plan: ServerPlan,
): Promise<Fixture> {
  const merchant = await merchantDirectory(db).get(DEMO_MERCHANT_CODE);
  if (!merchant) throw new Error('no demo merchant');
  const depositors = await newMembers(db, merchant, 'benchin', plan.depositors);
  const notifications = await paidNotifications(
    db,
    merchant,
    secret,
    depositors.map((m) => m.id),
    plan.deposits,
  );
  return {
    merchantCode: merchant.code,
    notifyPath: `/payments/demo/${encodeURIComponent(merchant.code)}/notify`,
    notifications,
    members: await withdrawingMembers(app, db, merchant, plan),
    paymentPassword: PAYMENT_PASSWORD,
    withdrawalAmount: AMOUNT / 100,
  };
}
