import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, send } from '../../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { type SignedInMember, signedInTree } from '../../../test/money-helpers.ts';
import { auditLog, members } from '../../db/schema.ts';

let t: TestApp;
let agent: SignedInMember;
let player: SignedInMember;

beforeAll(async () => {
  t = await createTestApp();
  [agent, player] = (await signedInTree(t.app, t.db, [
    { username: 'od_agent', type: 1 },
    { username: 'od_player', type: 0, parent: 'od_agent' },
  ])) as [SignedInMember, SignedInMember];
});
afterAll(() => t.close());

const open = (token: string, body: unknown) => send(t.app, 'agentOpenDownline', body, { token });
const memberNamed = async (username: string) => {
  const [row] = await t.db.orm
    .select()
    .from(members)
    .where(and(eq(members.merchantId, 1), eq(members.username, username)));
  return row;
};

describe('an agent opening accounts in the register centre', () => {
  it('opens a member directly below, with the default password its owner must change first', async () => {
    const res = await open(agent.token, { username: 'odnewplayer', kind: 'member', nickname: 'New one' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ username: 'odnewplayer', kind: 'member', nickname: 'New one' });
    const created = await memberNamed('odnewplayer');
    expect(created).toMatchObject({ parentId: agent.id, type: 0, status: 'active' });
    const token = await loginAs(t.app, { username: 'odnewplayer', password: '123456' });
    // Until the password is changed only the change itself (and member info, logout) is open.
    const balance = await send(t.app, 'balance', undefined, { token });
    expect(balance.statusCode).toBe(403);
    expect(balance.body).toContain('password.change.required');
    const audit = await t.db.orm
      .select()
      .from(auditLog)
      .where(eq(auditLog.memberId, created?.id ?? 0));
    expect(audit.map((a) => a.event)).toContain('member.opened');
  });

  it('opens a sub-agent of its own agent type', async () => {
    const res = await open(agent.token, { username: 'odsubagent', kind: 'agent' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await memberNamed('odsubagent')).toMatchObject({ parentId: agent.id, type: 1 });
  });

  it('refuses non-agents, taken and malformed names, changing nothing', async () => {
    const before = (await t.db.orm.select({ id: members.id }).from(members)).length;
    const refused = await open(player.token, { username: 'odbyplayer', kind: 'member' });
    expect(refused.statusCode).toBe(403);
    expect((await open(agent.token, { username: 'od_player', kind: 'member' })).statusCode).toBe(409);
    const malformed = await open(agent.token, { username: 'x', kind: 'member' });
    expect(malformed.statusCode).toBe(400);
    expect((await open(agent.token, { username: 'odok', kind: 'boss' })).statusCode).toBe(400);
    // A nickname is shown to people: no markup, no control characters.
    for (const nickname of ['<img src=x onerror=alert(1)>', 'two\nlines', 'bell\u0007', 'right\u202eleft']) {
      const res = await open(agent.token, { username: 'odnick', kind: 'member', nickname });
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'request.invalid',
        value: { fields: { nickname: expect.any(String) } },
      });
    }
    expect((await send(t.app, 'agentOpenDownline', { username: 'odguest', kind: 'member' })).statusCode).toBe(401);
    expect((await t.db.orm.select({ id: members.id }).from(members)).length).toBe(before);
  });
});
