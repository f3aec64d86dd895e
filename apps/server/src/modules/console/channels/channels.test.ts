import { DEMO_ACCOUNTS } from '@lotus/contract';
import { eq, like } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { auditLog, depositChannels, operators } from '../../../db/schema.ts';
import { hashPassword } from '../../../platform/passwords.ts';

let t: TestApp;
let admin: string;
let finance: string;
let support: string;
let player: string;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, path, payload);

const signIn = (username: string, password: string) => consoleSignIn(t.app, username, password);

const playerChannels = async (language = 'EN') =>
  (await send(t.app, 'depositSettings', undefined, { token: player, headers: { language } })).json().value.channels;
const channelAudit = async () =>
  (await t.db.orm.select().from(auditLog).where(like(auditLog.event, 'console.channel%'))).map((a) => a.event);
const listed = async () => (await call('GET', '/channels', admin)).json().value.list;

const wireBank = {
  kind: 'bank',
  name: { EN: 'USDT transfer', CN: 'USDT 转账' },
  instructions: { EN: 'Send USDT (TRC20) to the address shown.', CN: '请向所示地址转入 USDT（TRC20）。' },
  minAmount: '50.5',
  maxAmount: 1000,
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [username, role] of [
    ['cashier', 'finance'],
    ['helper', 'support'],
  ] as const) {
    await t.db.orm
      .insert(operators)
      .values({ merchantId: 1, username, passwordHash: await hashPassword('Oper1234'), role });
  }
  admin = await signIn(DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  finance = await signIn('cashier', 'Oper1234');
  support = await signIn('helper', 'Oper1234');
  player = await loginAs(t.app);
});
afterAll(() => t.close());

describe('deposit channels in the console', () => {
  it('lists every channel with both languages and limits in the merchant currency', async () => {
    const list = await listed();
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'online',
        provider: 'demo',
        name: { EN: 'Online payment', CN: '在线支付' },
        minAmount: 10,
        maxAmount: 50_000,
        enabled: true,
        sort: 0,
      }),
      expect.objectContaining({ kind: 'bank', provider: null, minAmount: 100, maxAmount: 200_000, sort: 1 }),
    ]);
  });

  it('edits limits; the player deposit page and the order limits follow at once; the change is audited', async () => {
    const [online] = await listed();
    const res = await call('PUT', `/channels/${online.id}`, finance, {
      name: { EN: 'Online banking', CN: '网银支付' },
      instructions: online.instructions,
      minAmount: 20,
      maxAmount: '300.75',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ provider: 'demo', minAmount: 20, maxAmount: 300.75 });

    const shown = (await playerChannels()).find((c: { id: number }) => c.id === online.id);
    expect(shown).toMatchObject({ name: 'Online banking', minAmount: 20, maxAmount: 300.75 });
    expect((await playerChannels('CN')).find((c: { id: number }) => c.id === online.id).name).toBe('网银支付');
    const tooMuch = await send(t.app, 'createDeposit', { channelId: online.id, amount: 301 }, { token: player });
    expect(tooMuch.json().errorCode).toBe('deposit.amount.out.of.range');

    const [row] = await t.db.orm.select().from(depositChannels).where(eq(depositChannels.id, online.id));
    expect(row).toMatchObject({ minAmount: 2_000, maxAmount: 30_075 });
    const [entry] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.channel.updated'));
    const [cashier] = await t.db.orm.select().from(operators).where(eq(operators.username, 'cashier'));
    expect(entry?.operatorId).toBe(cashier?.id);
    expect(entry?.detail).toMatchObject({
      channelId: online.id,
      changes: { minAmount: { from: 1_000, to: 2_000 }, maxAmount: { from: 5_000_000, to: 30_075 } },
    });
  });

  it('creates a channel last in the list; disabling hides it from players, enabling shows it again', async () => {
    const created = await call('POST', '/channels', admin, wireBank);
    expect(created.statusCode).toBe(200);
    const channel = created.json().value;
    expect(channel).toMatchObject({ kind: 'bank', provider: null, minAmount: 50.5, maxAmount: 1000, enabled: true });
    expect(channel.sort).toBe(2);
    expect((await playerChannels()).map((c: { name: string }) => c.name)).toContain('USDT transfer');

    expect((await call('POST', `/channels/${channel.id}/disable`, finance)).json().value.enabled).toBe(false);
    expect((await playerChannels()).map((c: { id: number }) => c.id)).not.toContain(channel.id);
    const refused = await send(t.app, 'createDeposit', { channelId: channel.id, amount: 100 }, { token: player });
    expect(refused.json().errorCode).toBe('deposit.channel.unavailable');
    // Asking again for the state it is in changes nothing and records nothing.
    expect((await call('POST', `/channels/${channel.id}/disable`, finance)).json().value.enabled).toBe(false);
    expect((await call('POST', `/channels/${channel.id}/enable`, finance)).json().value.enabled).toBe(true);
    expect((await playerChannels()).map((c: { id: number }) => c.id)).toContain(channel.id);
    expect(await channelAudit()).toEqual([
      'console.channel.updated',
      'console.channel.created',
      'console.channel.disabled',
      'console.channel.enabled',
    ]);
  });

  it('reorders the channels players see; the order must name every channel once', async () => {
    const ids = (await listed()).map((c: { id: number }) => c.id);
    const reversed = [...ids].reverse();
    const res = await call('PUT', '/channels/order', finance, { ids: reversed });
    expect(res.json().value.list.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect((await playerChannels()).map((c: { id: number }) => c.id)).toEqual(reversed);
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 999_999], []]) {
      const refused = await call('PUT', '/channels/order', finance, { ids: bad });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(refused.json().errorCode).toBe('request.invalid');
    }
    expect((await listed()).map((c: { id: number }) => c.id)).toEqual(reversed);
    const [entry] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.channels.reordered'));
    expect(entry?.detail).toEqual({ ids: reversed });
  });

  it('refuses limits that are not amounts, a maximum below the minimum and kinds the schema lacks, writing nothing', async () => {
    const before = await listed();
    const auditBefore = await channelAudit();
    const [first] = before;
    const bad: [string, Record<string, unknown>][] = [
      ['minAmount', { minAmount: 0 }],
      ['minAmount', { minAmount: -5 }],
      ['minAmount', { minAmount: '1.005' }],
      ['minAmount', { minAmount: 'ten' }],
      ['maxAmount', { maxAmount: Number.NaN }],
      ['maxAmount', { minAmount: 500, maxAmount: 499.99 }],
      ['maxAmount', { maxAmount: '1e3' }],
      ['name.EN', { name: { EN: '', CN: '空' } }],
      ['instructions.CN', { instructions: { EN: 'x' } }],
    ];
    for (const [field, change] of bad) {
      const edit = await call('PUT', `/channels/${first.id}`, admin, { ...wireBank, kind: undefined, ...change });
      expect(edit.statusCode, JSON.stringify(change)).toBe(400);
      expect(edit.json().errorCode).toBe('request.invalid');
      expect(Object.keys(edit.json().value.fields), JSON.stringify(change)).toContain(field);
      const create = await call('POST', '/channels', admin, { ...wireBank, ...change });
      expect(create.statusCode, JSON.stringify(change)).toBe(400);
    }
    for (const body of [
      { ...wireBank, kind: 'crypto' },
      { ...wireBank, kind: 'online' },
      { ...wireBank, provider: 'demo' },
      { ...wireBank, kind: 'online', provider: 'Not A Code!' },
      { ...wireBank, enabled: 'yes' },
      { ...wireBank, sort: 1 },
    ]) {
      const res = await call('POST', '/channels', admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    // The kind is fixed once made, and a bank channel takes no provider.
    const bank = before.find((c: { kind: string }) => c.kind === 'bank');
    for (const body of [
      { ...wireBank, kind: 'online' },
      { name: bank.name, instructions: bank.instructions, minAmount: 1, maxAmount: 2, provider: 'demo' },
    ]) {
      const res = await call('PUT', `/channels/${bank.id}`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await listed()).toEqual(before);
    expect(await channelAudit()).toEqual(auditBefore);
  });

  it('answers 404 for a channel that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await call('PUT', '/channels/999999', admin, { ...wireBank, kind: undefined });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errorCode).toBe('not.found');
    expect((await call('POST', '/channels/999999/enable', admin)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect((await call('POST', `/channels/${id}/enable`, admin)).statusCode, id).toBe(400);
    }
  });

  it('is for admin and finance only', async () => {
    const [first] = await listed();
    const attempts: [InjectOptions['method'], string, unknown][] = [
      ['GET', '/channels', undefined],
      ['POST', '/channels', wireBank],
      ['PUT', `/channels/${first.id}`, { ...wireBank, kind: undefined }],
      ['POST', `/channels/${first.id}/disable`, undefined],
      ['PUT', '/channels/order', { ids: [first.id] }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, support, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().errorCode).toBe('access.forbidden');
    }
    expect((await listed())[0].enabled).toBe(true);
  });
});
