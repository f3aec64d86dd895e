import { type ContractTerms, DEMO_ACCOUNTS, type SocketMessage } from '@lotus/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../../test/auth-helpers.ts';
import { consoleCall, consoleSignIn, insertOperator } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { agentContracts, auditLog, members, merchants } from '../../../db/schema.ts';
import { demoRegisterRules } from '../../../db/seed/demo-register-rules.ts';
import { hashPassword } from '../../../platform/passwords.ts';

let t: TestApp;
let admin: string;
let support: string;
let passwordHash: string;
let otherBrand: number;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, path, payload);

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('Start123');
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
  await insertOperator(t.db, 'agents-support', 'Oper1234', 'support');
  support = await consoleSignIn(t.app, 'agents-support', 'Oper1234');
  const [other] = await t.db.orm
    .insert(merchants)
    .values({
      code: 'AGOTHER',
      name: 'Other',
      currency: 'CNY',
      currencySymbol: '¥',
      mainDomain: 'agents-other.test',
      registerRules: demoRegisterRules,
    })
    .returning({ id: merchants.id });
  otherBrand = other?.id as number;
});
afterAll(() => t.close());

interface Person {
  id: number;
  username: string;
}

let counter = 0;
/** A member straight in the database under `parent`; agents are type 1. */
async function person(parent: Person | null, type = 1, merchantId = 1): Promise<Person> {
  counter += 1;
  const username = `ag${process.pid % 1000}n${counter}`;
  const [row] = await t.db.orm
    .insert(members)
    .values({ merchantId, username, passwordHash, type, parentId: parent?.id ?? null })
    .returning();
  if (!row) throw new Error('no member');
  return { id: row.id, username };
}

const parentOf = async (p: Person) =>
  (await t.db.orm.select().from(members).where(eq(members.id, p.id)))[0]?.parentId ?? null;
const typeOf = async (p: Person) => (await t.db.orm.select().from(members).where(eq(members.id, p.id)))[0]?.type;
const auditsOf = (p: Person) =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.memberId, p.id), inArray(auditLog.event, ['console.agent.type', 'console.agent.moved'])));

const move = (member: Person, upline: Person | string, token = admin) =>
  call('POST', '/agents/upline', token, {
    member: member.username,
    upline: typeof upline === 'string' ? upline : upline.username,
    reason: 'Team reorganised',
  });
const setType = (member: Person, type: number, token = admin) =>
  call('POST', '/agents/type', token, { member: member.username, type, reason: 'Signed agent agreement' });

describe('the agents list', () => {
  it('lists agents with their upline, direct downlines and whole team, filtered and paged', async () => {
    const top = await person(null);
    const a = await person(top);
    const b = await person(a);
    await person(b, 0);
    await person(b, 0);
    await person(top, 0);

    const page = (await call('GET', `/agents?q=${top.username}`, admin)).json().value;
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({
      username: top.username,
      type: 1,
      upline: null,
      directDownlines: 2,
      teamSize: 5,
    });
    const found = (await call('GET', `/agents?q=ag${process.pid % 1000}n&pageSize=100`, support)).json().value;
    const byName = new Map(found.list.map((r: { username: string }) => [r.username, r]));
    expect(byName.get(a.username)).toMatchObject({ upline: top.username, directDownlines: 1, teamSize: 3 });
    expect(byName.get(b.username)).toMatchObject({ upline: a.username, directDownlines: 2, teamSize: 2 });
    // Players are not agents.
    expect(found.list.every((r: { type: number }) => [1, 2, 41, 42].includes(r.type))).toBe(true);

    for (const query of ['type=0', 'type=3', 'pageSize=0', 'pageSize=101', 'unknown=1', `q=${'x'.repeat(65)}`]) {
      const res = await call('GET', `/agents?${query}`, admin);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
    }
  });
});

describe('promoting a member to an agent, and back', () => {
  it('sets each agent type, audited with before and after under the member, and shows in its file', async () => {
    const player = await person(null, 0);
    for (const type of [1, 2, 41, 42]) {
      const res = await setType(player, type);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value).toMatchObject({ id: player.id, type, contractsEnded: 0 });
      expect(await typeOf(player)).toBe(type);
    }
    const audits = await auditsOf(player);
    expect(audits).toHaveLength(4);
    expect(audits[0]).toMatchObject({
      event: 'console.agent.type',
      memberId: player.id,
      detail: { member: player.username, reason: 'Signed agent agreement', changes: { type: { from: 0, to: 1 } } },
    });
    expect(audits[0]?.operatorId).not.toBeNull();

    const file = (await call('GET', `/members/${player.id}`, admin)).json().value;
    expect(file.agentChanges[0]).toMatchObject({ field: 'type', from: 41, to: 42, reason: 'Signed agent agreement' });
    expect(file.agentChanges[0].operator).toBe(DEMO_ACCOUNTS.operator.username);

    // Back to a member: no downlines, so it may.
    expect((await setType(player, 0)).statusCode).toBe(200);
    expect(await typeOf(player)).toBe(0);
  });

  it('refuses a demotion with downlines, the same type, a trial account, bad types and other roles', async () => {
    const agent = await person(null);
    await person(agent, 0);
    const refused = await setType(agent, 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('console.agent.has.downlines');
    expect(await typeOf(agent)).toBe(1);

    expect((await setType(agent, 1)).json().errorCode).toBe('request.conflict');
    const trial = await person(null, 4);
    expect((await setType(trial, 1)).json().errorCode).toBe('console.agent.trial');
    expect((await setType({ id: 0, username: 'nobody-here' }, 1)).statusCode).toBe(404);
    for (const type of [3, 4, -1, 1.5]) {
      const res = await setType(agent, type);
      expect(res.statusCode, String(type)).toBe(400);
      expect(res.json().errorCode).toBe('request.invalid');
    }
    const noReason = await call('POST', '/agents/type', admin, { member: agent.username, type: 2 });
    expect(noReason.statusCode).toBe(400);
    expect((await setType(agent, 2, support)).statusCode).toBe(403);
    expect(await typeOf(agent)).toBe(1);
    expect(await auditsOf(agent)).toHaveLength(0);
  });
});

const daily = (rate: number): ContractTerms => ({
  kind: 'dailySalary',
  tiers: [{ rate, activeMembers: 1, dailyBet: 1 }],
});

/** Offers and accepts a contract between an upline and its direct downline, through the member API. */
async function sign(upline: Person, downline: Person, rate: number) {
  const upToken = await loginAs(t.app, { username: upline.username, password: 'Start123' });
  const downToken = await loginAs(t.app, { username: downline.username, password: 'Start123' });
  const offered = await send(
    t.app,
    'contractOffer',
    { downline: downline.username, terms: daily(rate) },
    { token: upToken },
  );
  expect(offered.statusCode, offered.body).toBe(200);
  const id = offered.json().value.id as number;
  const accepted = await send(t.app, 'processDailySalary', { id, accept: true }, { token: downToken });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

describe('moving a member under another agent', () => {
  it('moves the member with its team, ends its contracts with the old upline and those they bounded, audited', async () => {
    const oldTop = await person(null);
    const newTop = await person(null);
    const a = await person(oldTop);
    const b = await person(a);
    const c = await person(b, 0);
    const own = await sign(oldTop, a, 1.5);
    const below = await sign(a, b, 1);
    const unrelated = await sign(newTop, await person(newTop), 1);
    const received: SocketMessage[] = [];
    const stop = await t.app.events.subscribe({ merchantId: 1, memberId: a.id }, (m) => received.push(m));

    const res = await move(a, newTop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ id: a.id, upline: newTop.username, contractsEnded: 2 });
    expect(await parentOf(a)).toBe(newTop.id);
    // The team comes along: b and c stay where they were, below a.
    expect(await parentOf(b)).toBe(a.id);
    expect(await parentOf(c)).toBe(b.id);

    const contracts = await t.db.orm
      .select()
      .from(agentContracts)
      .where(inArray(agentContracts.id, [own, below, unrelated]));
    const byId = new Map(contracts.map((r) => [r.id, r]));
    expect(byId.get(own)).toMatchObject({ status: 'terminated', endReason: 'uplineChanged' });
    expect(byId.get(below)).toMatchObject({ status: 'terminated', endReason: 'uplineContractEnded' });
    expect(byId.get(unrelated)).toMatchObject({ status: 'active' });
    await expect
      .poll(() => received.find((m) => m.type === 'contract.terminated')?.data)
      .toEqual({ id: own, kind: 'dailySalary', reason: 'uplineChanged' });
    stop();

    const [audit] = await auditsOf(a);
    expect(audit).toMatchObject({
      event: 'console.agent.moved',
      memberId: a.id,
      detail: {
        member: a.username,
        reason: 'Team reorganised',
        contractsEnded: [own, below],
        changes: {
          upline: { from: oldTop.username, to: newTop.username },
          uplineId: { from: oldTop.id, to: newTop.id },
        },
      },
    });
    const file = (await call('GET', `/members/${a.id}`, admin)).json().value;
    expect(file.profile.upline).toBe(newTop.username);
    expect(file.agentChanges[0]).toMatchObject({ field: 'upline', from: oldTop.username, to: newTop.username });

    // The new upline's list counts the moved team.
    const listed = (await call('GET', `/agents?q=${newTop.username}`, admin)).json().value.list[0];
    expect(listed).toMatchObject({ directDownlines: 2, teamSize: 4 });
  });

  it('withdraws a pending offer from the old upline', async () => {
    const oldTop = await person(null);
    const newTop = await person(null);
    const a = await person(oldTop, 0);
    const token = await loginAs(t.app, { username: oldTop.username, password: 'Start123' });
    const offered = await send(t.app, 'contractOffer', { downline: a.username, terms: daily(1) }, { token });
    const id = offered.json().value.id as number;
    expect((await move(a, newTop)).json().value.contractsEnded).toBe(0);
    const [row] = await t.db.orm.select().from(agentContracts).where(eq(agentContracts.id, id));
    expect(row?.status).toBe('cancelled');
  });

  it('refuses cycles, non-agent and unknown or other-brand uplines, trial accounts and other roles; nothing changes', async () => {
    const top = await person(null);
    const a = await person(top);
    const b = await person(a);
    const c = await person(b);
    const player = await person(top, 0);
    const otherBrandAgent = await person(null, 1, otherBrand);

    const cases: [Person, Person | string, number, string][] = [
      [a, a, 400, 'console.agent.move.cycle'],
      [a, b, 400, 'console.agent.move.cycle'],
      [a, c, 400, 'console.agent.move.cycle'],
      [top, c, 400, 'console.agent.move.cycle'],
      [b, player, 400, 'console.agent.upline.not.agent'],
      [b, otherBrandAgent, 404, 'console.agent.upline.unknown'],
      [b, 'nobody-here', 404, 'console.agent.upline.unknown'],
      [{ id: 0, username: 'nobody-here' }, top, 404, 'console.agent.member.unknown'],
      [b, a, 409, 'request.conflict'],
    ];
    for (const [member, upline, status, code] of cases) {
      const res = await move(member, upline);
      const label = `${member.username} → ${typeof upline === 'string' ? upline : upline.username}`;
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toMatchObject({ success: false, errorCode: code });
    }
    const trial = await person(top, 4);
    expect((await move(trial, a)).json().errorCode).toBe('console.agent.trial');
    expect((await move(c, top, support)).statusCode).toBe(403);
    const bad = await call('POST', '/agents/upline', admin, { member: c.username, upline: top.username, reason: '' });
    expect(bad.statusCode).toBe(400);

    expect([await parentOf(a), await parentOf(b), await parentOf(c)]).toEqual([top.id, a.id, b.id]);
    for (const p of [top, a, b, c]) expect(await auditsOf(p)).toHaveLength(0);
  });

  it('never makes a cycle when two opposite moves race', async () => {
    const top = await person(null);
    const x = await person(top);
    const y = await person(top);
    const [one, two] = await Promise.all([move(x, y), move(y, x)]);
    const codes = [one.statusCode, two.statusCode].sort();
    expect(codes).toEqual([200, 400]);
    const parents = [await parentOf(x), await parentOf(y)];
    expect(parents.includes(top.id)).toBe(true);
  });
});
