import type { AddressInfo } from 'node:net';
import { DEMO_MERCHANT_CODE, type SocketMessage } from '@lotus/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { newMember } from '../../../../test/profile-helpers.ts';
import { auditLog, inboxBroadcasts, inboxMessages, members, merchants } from '../../../db/schema.ts';
import { demoRegisterRules } from '../../../db/seed/demo-register-rules.ts';
import { hashPassword } from '../../../platform/passwords.ts';

let t: TestApp;
let content: string;
let support: string;
let finance: string;
/** Test members by role in the test: VIP 71 and 72, agents of each type, a trial account, a suspended member. */
const m: Record<string, { id: number; username: string; password: string }> = {};
let otherMerchantMember: number;

const post = (token: string, body: unknown) => consoleCall(t.app, token, 'POST', '/messages', body);
const inboxOf = (memberId: number) => t.db.orm.select().from(inboxMessages).where(eq(inboxMessages.memberId, memberId));
const message = (target: unknown) => ({
  target,
  title: { EN: 'Weekend bonus', CN: '周末奖金' },
  content: { EN: '<p>Claim it <a href="javascript:alert(1)">here</a></p><img src=x onerror=alert(1)>' },
});

async function member(name: string, values: Partial<typeof members.$inferInsert> = {}) {
  const created = await newMember(t.db);
  await t.db.orm.update(members).set(values).where(eq(members.id, created.id));
  m[name] = created;
}

/** Active real members of the demo brand matching `where`: what a target must reach. */
async function expected(where?: ReturnType<typeof and>) {
  const rows = await t.db.orm
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, 1), eq(members.status, 'active'), ne(members.type, 4), where));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

async function recipients(broadcastId: number) {
  const rows = await t.db.orm
    .select({ memberId: inboxMessages.memberId })
    .from(inboxMessages)
    .where(eq(inboxMessages.broadcastId, broadcastId));
  return rows.map((r) => r.memberId).sort((a, b) => a - b);
}

beforeAll(async () => {
  t = await createTestApp();
  await insertOperator(t.db, 'msg-content', 'Content123', 'content');
  await insertOperator(t.db, 'msg-support', 'Support123', 'support');
  await insertOperator(t.db, 'msg-finance', 'Finance123', 'finance');
  content = await consoleSignIn(t.app, 'msg-content', 'Content123');
  support = await consoleSignIn(t.app, 'msg-support', 'Support123');
  finance = await consoleSignIn(t.app, 'msg-finance', 'Finance123');
  await member('vip71', { vipLevel: 71 });
  await member('vip72', { vipLevel: 72 });
  await member('vip73', { vipLevel: 73 });
  await member('vip71suspended', { vipLevel: 71, status: 'suspended' });
  await member('vip71trial', { vipLevel: 71, type: 4 });
  for (const type of [1, 2, 41, 42]) await member(`agent${type}`, { type });
  await member('agentSuspended', { type: 1, status: 'suspended' });
  const [other] = await t.db.orm
    .insert(merchants)
    .values({
      code: 'MSGOTHER',
      name: 'Other',
      currency: 'CNY',
      currencySymbol: '¥',
      mainDomain: 'msg-other.test',
      registerRules: demoRegisterRules,
    })
    .returning({ id: merchants.id });
  const [stranger] = await t.db.orm
    .insert(members)
    .values({
      merchantId: other?.id as number,
      username: 'msgstranger',
      passwordHash: await hashPassword('Start123'),
      vipLevel: 71,
      type: 1,
    })
    .returning({ id: members.id });
  otherMerchantMember = stranger?.id as number;
});
afterAll(async () => {
  await t.close();
});

describe('sending messages', () => {
  it('reaches one member by username (any case) with sanitised content, audited', async () => {
    const target = m.vip73 as { id: number; username: string; password: string };
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: target.id }, (x) => received.push(x));
    const res = await post(content, message({ kind: 'member', username: target.username.toUpperCase() }));
    expect(res.statusCode).toBe(200);
    const { id, delivered } = res.json().value;
    expect(delivered).toBe(1);
    expect(await recipients(id)).toEqual([target.id]);
    const [copy] = await inboxOf(target.id);
    expect(copy).toMatchObject({ kind: 'operator', broadcastId: id, title: { EN: 'Weekend bonus', CN: '周末奖金' } });
    expect(copy?.content.EN).toBe('<p>Claim it <a>here</a></p><img src="x" />');
    await expect.poll(() => received.length).toBe(1);
    stop();
    expect(received[0]).toMatchObject({
      type: 'inbox.new',
      data: { kind: 'operator', title: 'Weekend bonus', unread: 1 },
    });
    // The member reads it in their inbox.
    const token = await loginAs(t.app, target);
    const page = (await send(t.app, 'inboxList', undefined, { token, headers: { language: 'CN' } })).json().value;
    expect(page.list[0]).toMatchObject({ title: '周末奖金', kind: 'operator', read: false });
    const [audit] = await t.db.orm.select().from(auditLog).where(eq(auditLog.event, 'console.message.sent'));
    expect(audit?.detail).toMatchObject({ broadcastId: id, delivered: 1, target: { kind: 'member' } });
    expect(audit?.operatorId).not.toBeNull();
  });

  it("reaches the member's open socket as inbox.new", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const target = m.vip72 as { id: number; username: string; password: string };
    const token = await loginAs(t.app, target);
    const ws = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`);
    const received: SocketMessage[] = [];
    ws.on('message', (data) => received.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send(JSON.stringify({ type: 'auth', token, merchant: DEMO_MERCHANT_CODE }));
    await expect.poll(() => received.map((x) => x.type)).toEqual(['ready']);
    const sent = (await post(support, message({ kind: 'member', username: target.username }))).json().value;
    await expect.poll(() => received.length).toBe(2);
    ws.terminate();
    const [copy] = (await inboxOf(target.id)).filter((x) => x.broadcastId === sent.id);
    expect(received[1]).toMatchObject({
      type: 'inbox.new',
      data: { id: copy?.id, kind: 'operator', title: 'Weekend bonus', unread: 1 },
    });
  });

  it('refuses an unknown username, a trial account and a suspended member, writing nothing', async () => {
    const before = (await t.db.orm.select().from(inboxBroadcasts)).length;
    for (const username of ['nobody-here', m.vip71trial?.username, m.vip71suspended?.username, 'msgstranger']) {
      const res = await post(support, message({ kind: 'member', username }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'message.member.unknown',
        message: 'No member with this username',
      });
    }
    expect((await t.db.orm.select().from(inboxBroadcasts)).length).toBe(before);
  });

  it('reaches the active real members of the VIP levels only', async () => {
    const res = await post(content, message({ kind: 'vip', levels: [71, 72, 72] }));
    const { id, delivered } = res.json().value;
    const want = await expected(inArray(members.vipLevel, [71, 72]));
    expect(want).toEqual([m.vip71?.id, m.vip72?.id].sort((a, b) => (a as number) - (b as number)));
    expect(delivered).toBe(2);
    expect(await recipients(id)).toEqual(want);
    expect(await inboxOf(otherMerchantMember)).toEqual([]);
    expect(await inboxOf(m.vip71trial?.id as number)).toEqual([]);
  });

  it('reaches every agent type, and everyone, never trial accounts, suspended members or other brands', async () => {
    const agents = (await post(content, message({ kind: 'agents' }))).json().value;
    const wantAgents = await expected(inArray(members.type, [1, 2, 41, 42]));
    for (const type of [1, 2, 41, 42]) expect(wantAgents).toContain(m[`agent${type}`]?.id);
    expect(wantAgents).not.toContain(m.agentSuspended?.id);
    expect(agents.delivered).toBe(wantAgents.length);
    expect(await recipients(agents.id)).toEqual(wantAgents);

    const all = (await post(content, message({ kind: 'all' }))).json().value;
    const everyone = await expected();
    expect(all.delivered).toBe(everyone.length);
    expect(await recipients(all.id)).toEqual(everyone);
    const trialIds = (await t.db.orm.select({ id: members.id }).from(members).where(eq(members.type, 4))).map(
      (r) => r.id,
    );
    for (const id of [...trialIds, m.vip71suspended?.id, m.agentSuspended?.id, otherMerchantMember]) {
      expect(everyone).not.toContain(id);
    }
  });

  it('lists the messages newest first with delivered and read counts and the operator', async () => {
    const sent = (await post(support, message({ kind: 'vip', levels: [71, 72] }))).json().value;
    const vip71 = m.vip71 as { id: number; username: string; password: string };
    const token = await loginAs(t.app, vip71);
    const [copy] = (await inboxOf(vip71.id)).filter((x) => x.broadcastId === sent.id);
    await send(t.app, 'inboxRead', { ids: [copy?.id] }, { token });
    const res = await consoleCall(t.app, content, 'GET', '/messages?pageNo=1&pageSize=2');
    expect(res.statusCode).toBe(200);
    const page = res.json().value;
    const total = (await t.db.orm.select().from(inboxBroadcasts)).length;
    expect(total).toBeGreaterThanOrEqual(5);
    expect(page.total).toBe(total);
    expect(page.totalPages).toBe(Math.ceil(total / 2));
    expect(page.list[0]).toMatchObject({
      id: sent.id,
      target: { kind: 'vip', levels: [71, 72] },
      title: { EN: 'Weekend bonus', CN: '周末奖金' },
      delivered: 2,
      read: 1,
      operator: 'msg-support',
    });
    const second = (await consoleCall(t.app, content, 'GET', '/messages?pageNo=2&pageSize=2')).json().value;
    expect(second.list).toHaveLength(2);
  });

  it('refuses bad messages and other roles', async () => {
    expect((await post(content, { ...message({ kind: 'all' }), title: {} })).statusCode).toBe(400);
    expect((await post(content, message({ kind: 'vip', levels: [] }))).statusCode).toBe(400);
    expect((await post(content, message({ kind: 'nobody' }))).statusCode).toBe(400);
    const empty = await post(content, { ...message({ kind: 'all' }), content: { EN: '<script>x</script>' } });
    expect(empty.json()).toMatchObject({ errorCode: 'request.invalid' });
    const forbidden = await post(finance, message({ kind: 'all' }));
    expect(forbidden.statusCode).toBe(403);
    expect((await consoleCall(t.app, finance, 'GET', '/messages')).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/console/messages',
      headers: { merchant: DEMO_MERCHANT_CODE },
      payload: message({ kind: 'all' }),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
