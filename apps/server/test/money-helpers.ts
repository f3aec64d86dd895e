import { DEMO_MERCHANT_CODE, endpoints, toMinorUnits } from '@lotus/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database.ts';
import { ledgerAccounts, ledgerTransfers, members } from '../src/db/schema.ts';
import { type HousePurpose, houseAccountId, memberAccountId } from '../src/modules/wallet/ledger/accounts.ts';
import { postTransfer } from '../src/modules/wallet/ledger/post-transfer.ts';
import { hashPassword } from '../src/platform/passwords.ts';
import { DEMO_SIGNATURE_HEADER, demoNotification, demoPaymentSchema } from '../src/platform/payments/demo-provider.ts';
import { loginAs, type SendOptions, send } from './auth-helpers.ts';
import { demoHeaders } from './create-test-app.ts';

/** The Idempotency-Key header of a money call. */
export const withKey = (key: string | undefined): Pick<SendOptions, 'headers'> =>
  key ? { headers: { 'idempotency-key': key } } : {};

/** A money amount as the member's balance shows it, in minor units (the wire carries major units). */
export async function balanceOf(app: FastifyInstance, token: string) {
  const res = await send(app, 'balance', undefined, { token });
  if (res.statusCode !== 200) throw new Error(`balance failed: ${res.statusCode} ${res.body}`);
  return toMinorUnits(res.json().value.sumBalance) as number;
}

/**
 * Every account balance of the merchant as the ledger holds it (minor units): members' main wallets by member id,
 * house accounts by purpose. Accounts not used yet are absent.
 */
export async function ledgerBalances(db: Database, merchantId = 1) {
  const rows = await db.orm
    .select({ memberId: ledgerAccounts.memberId, purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.merchantId, merchantId));
  const members = new Map<number, number>();
  const house: Partial<Record<HousePurpose, number>> = {};
  for (const row of rows) {
    if (row.memberId === null) house[row.purpose as HousePurpose] = row.balance;
    else if (row.purpose === 'main') members.set(row.memberId, row.balance);
  }
  return { members, house };
}

/** The ledger transfers made for a business object (`deposit:D…`, `withdrawal-paid:W…`, `adjustment:7` …). */
export function transfersFor(db: Database, reference: string) {
  return db.orm
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.merchantId, 1), eq(ledgerTransfers.reference, reference)));
}

/** Sends the same call three times at once, then twice more one after another, as a client retrying would. */
export async function sendFiveTimes(call: () => Promise<LightMyRequestResponse>) {
  const burst = await Promise.all([call(), call(), call()]);
  const later = [await call(), await call()];
  return [...burst, ...later];
}

// --- Members --------------------------------------------------------------------------------------------------

export interface TreeMember {
  username: string;
  /** 0 member, 1 agent. */
  type: 0 | 1;
  /** The username of the direct upline, listed earlier. */
  parent?: string;
}

export interface SignedInMember {
  id: number;
  username: string;
  realName: string;
  token: string;
  bankAccountId: number;
}

let hashes: Promise<{ login: string; payment: string }> | undefined;
export const MEMBER_PASSWORD = 'Money1234';
export const PAYMENT_PASSWORD = '482916';

/**
 * Members in an upline/downline tree, inserted straight into the database (one login and one payment password for
 * all, hashed once), then each signed in and given a bank account in their real name through the app.
 */
export async function signedInTree(
  app: FastifyInstance,
  db: Database,
  tree: TreeMember[],
  /** `now`: the test's clock, so a password set at sign-up ages with it rather than with the real time. */
  options: { remoteAddress?: string; now?: Date } = {},
): Promise<SignedInMember[]> {
  hashes ??= Promise.all([hashPassword(MEMBER_PASSWORD), hashPassword(PAYMENT_PASSWORD)]).then(([login, payment]) => ({
    login,
    payment,
  }));
  const { login, payment } = await hashes;
  const { now, ...requestOptions } = options;
  const ids = new Map<string, number>();
  for (const member of tree) {
    const [row] = await db.orm
      .insert(members)
      .values({
        merchantId: 1,
        username: member.username,
        type: member.type,
        parentId: member.parent ? ids.get(member.parent) : null,
        realName: `Holder ${member.username}`,
        passwordHash: login,
        paymentPasswordHash: payment,
        ...(now ? { createdAt: now, passwordChangedAt: now } : {}),
      })
      .returning({ id: members.id });
    if (!row) throw new Error(`could not insert ${member.username}`);
    ids.set(member.username, row.id);
  }
  return Promise.all(
    tree.map(async (member, index) => {
      const token = await loginAs(app, { username: member.username, password: MEMBER_PASSWORD }, requestOptions);
      const realName = `Holder ${member.username}`;
      const bound = await send(
        app,
        'bindBankAccount',
        {
          bankName: 'Money Bank',
          accountNo: `62220200${String(index).padStart(2, '0')}${String(ids.get(member.username)).padStart(6, '0')}`,
          holderName: realName,
          paymentPassword: PAYMENT_PASSWORD,
        },
        { token, ...requestOptions },
      );
      if (bound.statusCode !== 200) throw new Error(`bank account not bound: ${bound.body}`);
      return {
        id: ids.get(member.username) as number,
        username: member.username,
        realName,
        token,
        bankAccountId: bound.json().value.id as number,
      };
    }),
  );
}

// --- The demo payment provider ---------------------------------------------------------------------------------

/** The payment behind a deposit order's pay page, as the demo provider reads it from its signed parameters. */
export function paymentOf(payUrl: string) {
  const d = new URL(payUrl, 'http://provider.invalid').searchParams.get('d') ?? '';
  return demoPaymentSchema.parse(JSON.parse(Buffer.from(d, 'base64url').toString('utf8')));
}

export interface ProviderNotification {
  body: string;
  signature: string;
}

/**
 * The notification the demo provider posts for an order, signed with `secret` (the provider's, or a wrong one).
 * `amount` overrides what the provider says it collected.
 */
export function signedNotification(
  secret: string,
  order: { orderNo: string; amount: number; payUrl?: string | null },
  status: 'paid' | 'failed',
): ProviderNotification {
  const base = order.payUrl
    ? paymentOf(order.payUrl)
    : {
        merchantCode: DEMO_MERCHANT_CODE,
        orderNo: order.orderNo,
        currency: 'CNY',
        notifyUrl: 'http://localhost/notify',
        returnUrl: '/',
        expiresAt: 0,
      };
  return demoNotification(secret, { ...base, orderNo: order.orderNo, amount: order.amount }, status);
}

/** Delivers a notification to the app as the provider does: the raw JSON body and its signature header. */
export function deliverNotification(app: FastifyInstance, notification: ProviderNotification, provider = 'demo') {
  return app.inject({
    method: 'POST',
    url: `/payments/${provider}/${DEMO_MERCHANT_CODE}/notify`,
    payload: notification.body,
    headers: { 'content-type': 'application/json', [DEMO_SIGNATURE_HEADER]: notification.signature },
  });
}

/**
 * A deposit as a member makes it through the demo provider: the order created on `channelId` (the demo's online
 * channel by default), then credited by the provider's signed notification. Answers the order number.
 */
export async function creditedDeposit(
  app: FastifyInstance,
  secret: string,
  token: string,
  amount: number,
  channelId = 1,
): Promise<string> {
  const order = (await send(app, 'createDeposit', { channelId, amount }, { token })).json().value;
  const credited = await deliverNotification(
    app,
    signedNotification(secret, { ...order, amount: toMinorUnits(amount) as number }, 'paid'),
  );
  if (credited.statusCode !== 200) throw new Error(`deposit not credited: ${credited.body}`);
  return order.orderNo as string;
}

// --- The player's answer to a paid withdrawal ------------------------------------------------------------------

/** A proof image as the browser's file input gives it. */
export interface ProofFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * The player's answer to a paid withdrawal, posted as the browser's multipart form: fully received, received with the
 * amount that arrived (major units), or not received, with proof images as `proof` files.
 */
export async function answerWithdrawal(
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  proofs: ProofFile[] = [],
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of proofs) form.append('proof', new Blob([file.bytes], { type: file.type }), file.name);
  const request = new Request('http://lotus.test', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: endpoints.withdrawalReceipt.path,
    headers: { ...demoHeaders, authorization: token, 'content-type': request.headers.get('content-type') as string },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Money for a member of the demo merchant the way a finance adjustment gives it: a transfer from the house. */
export async function fundMember(
  db: Database,
  memberId: number,
  amount: number,
  options: { key: string; reference?: string; at?: Date },
) {
  await db.orm.transaction(async (tx) =>
    postTransfer(tx, {
      merchantId: 1,
      fromAccountId: await houseAccountId(tx, 1, 'house:adjustments'),
      toAccountId: await memberAccountId(tx, 1, memberId),
      amount,
      kind: 'adjustment',
      reference: options.reference ?? null,
      idempotencyKey: options.key,
      at: options.at ?? new Date(),
    }),
  );
}
