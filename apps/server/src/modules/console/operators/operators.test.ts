import { CONSOLE_PREFIX, DEMO_ACCOUNTS, DEMO_MERCHANT_CODE, type OperatorRole } from '@lotus/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleCall, consoleSignIn } from '../../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/create-test-app.ts';
import { auditLog, members, merchants, operators } from '../../../db/schema.ts';
import { merchantDirectory } from '../../../platform/merchant/merchant-directory.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { totpCode } from '../../session/totp.ts';
import { createOperator, setOperatorPassword } from './operator-accounts.ts';
import { changeOperatorRole, setOperatorDisabled } from './operator-management.ts';

let t: TestApp;
let now = new Date('2026-03-02T08:00:00Z');
let admin: string;

const call = (method: InjectOptions['method'], path: string, token: string, payload?: unknown) =>
  consoleCall(t.app, token, method, path, payload);
const signInRaw = (username: string, password: string, totp?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${CONSOLE_PREFIX}/session`,
    payload: { merchantCode: DEMO_MERCHANT_CODE, username, password, ...(totp ? { totpCode: totp } : {}) },
  });
const events = async (event: string) =>
  t.db.orm
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.merchantId, 1), eq(auditLog.event, event)));
const rowOf = async (username: string) => {
  const [row] = await t.db.orm.select().from(operators).where(eq(operators.username, username));
  if (!row) throw new Error(`no operator ${username}`);
  return row;
};
/** Creates an operator through the console and answers their id and the password shown once. */
async function addOperator(username: string, role: OperatorRole) {
  const res = await call('POST', '/operators', admin, { username, role });
  expect(res.statusCode).toBe(200);
  const { operator, password } = res.json().value;
  return { id: operator.id as number, password: password as string };
}
/** A new operator who already chose their own password, signed in. */
async function readyOperator(username: string, role: OperatorRole) {
  const { id, password } = await addOperator(username, role);
  const first = await consoleSignIn(t.app, username, password);
  const chosen = `${username}-own-Pass-9`;
  const res = await call('POST', '/me/password', first, { currentPassword: password, newPassword: chosen });
  expect(res.statusCode).toBe(200);
  return { id, token: await consoleSignIn(t.app, username, chosen), password: chosen };
}
async function setTotpRoles(roles: OperatorRole[]) {
  await t.db.orm
    .update(merchants)
    .set({
      authSettings: sql`jsonb_set(${merchants.authSettings}, '{operatorTotpRoles}', ${JSON.stringify(roles)}::jsonb)`,
    })
    .where(eq(merchants.id, 1));
  merchantDirectory(t.db).invalidate(DEMO_MERCHANT_CODE);
}
const nextStep = () => {
  now = new Date(now.getTime() + 31_000);
};

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
  admin = await consoleSignIn(t.app, DEMO_ACCOUNTS.operator.username, DEMO_ACCOUNTS.operator.password);
});
afterAll(() => t.close());

describe('operator accounts (the functions the command line uses)', () => {
  it('creates an operator, refusing a taken name in any case and a password the operators’ rule refuses', async () => {
    const row = await createOperator(t.db, {
      merchantId: 1,
      username: 'Ledger',
      role: 'finance',
      password: 'Ledger book 2026!',
      mustChangePassword: false,
    });
    expect(row).toMatchObject({ username: 'Ledger', role: 'finance', mustChangePassword: false, disabledAt: null });
    await expect(
      createOperator(t.db, {
        merchantId: 1,
        username: 'LEDGER',
        role: 'risk',
        password: 'Other-ledger-2026x',
        mustChangePassword: true,
      }),
    ).rejects.toMatchObject({ code: 'console.operator.username.taken' });
    // Operators have their own rule: 12 to 128 printable characters, not a common password (dressed up or not).
    for (const weak of [
      'Ab12-short',
      '123456',
      'x'.repeat(129),
      'tab\tinside-this-password',
      'qwerty123456',
      'Password2026!',
      '1q2w3e4r5t6y',
    ]) {
      await expect(
        createOperator(t.db, {
          merchantId: 1,
          username: 'weakling',
          role: 'risk',
          password: weak,
          mustChangePassword: true,
        }),
      ).rejects.toMatchObject({ code: 'console.operator.password.weak' });
    }
    expect(await t.db.orm.select().from(operators).where(eq(operators.username, 'weakling'))).toEqual([]);
    const [created] = await events('console.operator.created');
    expect(created?.detail).toMatchObject({ operator: 'Ledger', via: 'cli' });
  });

  it('sets a password, ending the operator’s sessions and forcing a change when asked', async () => {
    const token = await consoleSignIn(t.app, 'Ledger', 'Ledger book 2026!');
    const row = await rowOf('Ledger');
    await expect(
      setOperatorPassword(t.db, { operatorId: row.id, password: 'short', mustChangePassword: true }),
    ).rejects.toMatchObject({ code: 'console.operator.password.weak' });
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    await setOperatorPassword(t.db, { operatorId: row.id, password: 'Ledger book 2027!', mustChangePassword: true });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    const fresh = await consoleSignIn(t.app, 'Ledger', 'Ledger book 2027!');
    expect((await call('GET', '/me', fresh)).json().value).toMatchObject({ mustChangePassword: true });
  });
});

describe('the operators page', () => {
  it('is for admins only', async () => {
    const { token } = await readyOperator('riskone', 'risk');
    for (const [method, path, body] of [
      ['GET', '/operators', undefined],
      ['POST', '/operators', { username: 'sneaky', role: 'admin' }],
      ['PUT', '/operators/1/role', { role: 'risk' }],
      ['PUT', '/operators/1/status', { disabled: true }],
      ['POST', '/operators/1/password', undefined],
      ['DELETE', '/operators/1/totp', undefined],
    ] as const) {
      expect((await call(method, path, token, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await t.db.orm.select().from(operators).where(eq(operators.username, 'sneaky'))).toEqual([]);
  });

  it('creates an operator with a password shown once; they must change it before anything else', async () => {
    const { id, password } = await addOperator('cashier1', 'finance');
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#%*\-_+=?])[A-Za-z\d!@#%*\-_+=?]{16}$/);
    const listed = (await call('GET', '/operators', admin)).json().value.list;
    expect(listed.find((o: { id: number }) => o.id === id)).toMatchObject({
      username: 'cashier1',
      role: 'finance',
      disabled: false,
      totpEnabled: false,
      mustChangePassword: true,
      lastLoginAt: null,
    });
    expect(JSON.stringify((await events('console.operator.created')).at(-1))).not.toContain(password);

    const signIn = await signInRaw('cashier1', password);
    expect(signIn.json().value.operator).toMatchObject({ mustChangePassword: true, role: 'finance' });
    const token = signIn.json().value.token;
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    const gated = await call('GET', '/withdrawals', token);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().errorCode).toBe('console.password.change.required');
    expect((await call('POST', '/me/totp', token)).json().errorCode).toBe('console.password.change.required');

    const wrong = await call('POST', '/me/password', token, {
      currentPassword: 'nope12345',
      newPassword: 'Cash1er-One-2026',
    });
    expect(wrong.json().errorCode).toBe('console.operator.password.wrong');
    // Too short by the contract's rule (the console checks the same), then a common password dressed up.
    const short = await call('POST', '/me/password', token, { currentPassword: password, newPassword: 'abc' });
    expect(short.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { newPassword: expect.any(String) } },
    });
    const weak = await call('POST', '/me/password', token, { currentPassword: password, newPassword: 'Password2026!' });
    expect(weak.json().errorCode).toBe('console.operator.password.weak');
    const same = await call('POST', '/me/password', token, { currentPassword: password, newPassword: password });
    expect(same.json().errorCode).toBe('console.operator.password.same');
    const other = await consoleSignIn(t.app, 'cashier1', password);
    const done = await call('POST', '/me/password', token, {
      currentPassword: password,
      newPassword: 'Cash1er-One-2026',
    });
    expect(done.statusCode).toBe(200);
    // The operator's other sessions end; the one that changed the password goes on.
    expect((await call('GET', '/me', other)).statusCode).toBe(401);
    expect((await call('GET', '/withdrawals', token)).statusCode).toBe(200);
    expect((await call('GET', '/me', token)).json().value.mustChangePassword).toBe(false);
    expect((await signInRaw('cashier1', password)).json().errorCode).toBe('console.login.failed');
    expect((await events('console.password.changed')).at(-1)).toMatchObject({
      operatorId: id,
      detail: { forced: true },
    });
    expect((await rowOf('cashier1')).lastLoginAt).not.toBeNull();
  });

  it('lets an operator choose a long passphrase with symbols and spaces, which the member rule would refuse', async () => {
    const { token, password } = await readyOperator('phrase1', 'risk');
    const phrase = 'Tea & biscuits at 4 o’clock, every day — 42 times!';
    const res = await call('POST', '/me/password', token, { currentPassword: password, newPassword: phrase });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await signInRaw('phrase1', phrase)).statusCode).toBe(200);
    const long = await call('POST', '/me/password', token, { currentPassword: phrase, newPassword: 'p'.repeat(129) });
    expect(long.json()).toMatchObject({
      errorCode: 'request.invalid',
      value: { fields: { newPassword: expect.any(String) } },
    });
  });

  it('refuses a taken username (any case) and bad input, changing nothing', async () => {
    const before = (await call('GET', '/operators', admin)).json().value.list.length;
    expect((await call('POST', '/operators', admin, { username: 'CASHIER1', role: 'risk' })).json().errorCode).toBe(
      'console.operator.username.taken',
    );
    expect((await call('POST', '/operators', admin, { username: 'x', role: 'risk' })).statusCode).toBe(400);
    expect((await call('POST', '/operators', admin, { username: 'valid1', role: 'boss' })).statusCode).toBe(400);
    expect((await call('GET', '/operators', admin)).json().value.list.length).toBe(before);
  });

  it('changes a role, effective on the operator’s next request', async () => {
    const { id, token } = await readyOperator('contentone', 'content');
    expect((await call('GET', '/withdrawals', token)).statusCode).toBe(403);
    const res = await call('PUT', `/operators/${id}/role`, admin, { role: 'finance' });
    expect(res.json().value).toMatchObject({ role: 'finance' });
    expect((await call('GET', '/withdrawals', token)).statusCode).toBe(200);
    expect((await events('console.operator.role.changed')).at(-1)?.detail).toMatchObject({
      operator: 'contentone',
      from: 'content',
      to: 'finance',
    });
  });

  it('disables an operator: their open session is refused at once, sign-in fails; enabling lets them back', async () => {
    const { id, token, password } = await readyOperator('supportone', 'support');
    expect((await call('GET', '/me', token)).statusCode).toBe(200);
    const res = await call('PUT', `/operators/${id}/status`, admin, { disabled: true });
    expect(res.json().value).toMatchObject({ disabled: true });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    expect((await signInRaw('supportone', password)).json().errorCode).toBe('console.login.failed');
    await call('PUT', `/operators/${id}/status`, admin, { disabled: false });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    expect((await signInRaw('supportone', password)).statusCode).toBe(200);
    expect((await events('console.operator.disabled')).at(-1)?.detail).toMatchObject({ operator: 'supportone' });
    expect((await events('console.operator.enabled')).length).toBeGreaterThan(0);
  });

  it('an admin cannot disable or demote themselves, and the brand keeps an enabled admin', async () => {
    const self = (await rowOf(DEMO_ACCOUNTS.operator.username)).id;
    const disableSelf = await call('PUT', `/operators/${self}/status`, admin, { disabled: true });
    expect(disableSelf.json().errorCode).toBe('console.operator.self');
    const demoteSelf = await call('PUT', `/operators/${self}/role`, admin, { role: 'risk' });
    expect(demoteSelf.json().errorCode).toBe('console.operator.self');
    expect((await rowOf(DEMO_ACCOUNTS.operator.username)).role).toBe('admin');

    // With a second admin, either may demote the other…
    const second = await readyOperator('admintwo', 'admin');
    expect((await call('PUT', `/operators/${second.id}/role`, admin, { role: 'risk' })).statusCode).toBe(200);
    // …but never the last enabled one, whoever asks (the command line acts as no operator).
    const ctx = {
      merchant: { id: 1 },
      merchantId: 1,
      now,
      ip: null,
      userAgent: null,
      requestId: null,
    } as unknown as RequestContext;
    await expect(changeOperatorRole(t.db, ctx, second.id, self, 'risk')).rejects.toMatchObject({
      code: 'console.operator.last.admin',
    });
    await expect(setOperatorDisabled(t.db, ctx, second.id, self, true)).rejects.toMatchObject({
      code: 'console.operator.last.admin',
    });
    expect(await rowOf(DEMO_ACCOUNTS.operator.username)).toMatchObject({ role: 'admin', disabledAt: null });
    // A disabled admin does not count.
    await call('PUT', `/operators/${second.id}/role`, admin, { role: 'admin' });
    await call('PUT', `/operators/${second.id}/status`, admin, { disabled: true });
    await expect(changeOperatorRole(t.db, ctx, second.id, self, 'risk')).rejects.toMatchObject({
      code: 'console.operator.last.admin',
    });
    await call('PUT', `/operators/${second.id}/status`, admin, { disabled: false });
    await changeOperatorRole(t.db, ctx, second.id, self, 'finance');
    expect((await call('GET', '/operators', admin)).statusCode).toBe(403);
    await changeOperatorRole(t.db, ctx, second.id, self, 'admin');
    expect((await call('GET', '/operators', admin)).statusCode).toBe(200);
  });

  it('resets a password: a new one shown once, sessions end, a change is required', async () => {
    const { id, token } = await readyOperator('riskreset', 'risk');
    const res = await call('POST', `/operators/${id}/password`, admin);
    const { password, operator } = res.json().value;
    expect(operator).toMatchObject({ mustChangePassword: true });
    expect((await call('GET', '/me', token)).statusCode).toBe(401);
    expect((await signInRaw('riskreset', 'riskreset-own-Pass-9')).json().errorCode).toBe('console.login.failed');
    const fresh = await consoleSignIn(t.app, 'riskreset', password);
    expect((await call('GET', '/audit', fresh)).json().errorCode).toBe('console.password.change.required');
    expect((await events('console.operator.password.reset')).at(-1)).toMatchObject({
      detail: { operator: 'riskreset' },
    });
  });

  it('does not reach another brand’s operators', async () => {
    expect((await call('PUT', '/operators/99999/role', admin, { role: 'risk' })).statusCode).toBe(404);
  });
});

describe('operator authenticator (TOTP)', () => {
  it('enrols, confirms with a code, then sign-in asks for a fresh code; wrong codes count against sign-in', async () => {
    const { token, password } = await readyOperator('totpuser', 'risk');
    const start = await call('POST', '/me/totp', token);
    const { secret, otpauthUrl } = start.json().value;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect((await call('POST', '/me/totp/confirm', token, { code: '000000' })).json().errorCode).toBe(
      'console.totp.invalid',
    );
    const code = totpCode(secret, now);
    expect((await call('POST', '/me/totp/confirm', token, { code })).statusCode).toBe(200);
    expect((await call('POST', '/me/totp', token)).json().errorCode).toBe('console.totp.enabled');
    expect((await events('console.totp.enabled')).length).toBe(1);

    expect((await signInRaw('totpuser', password)).json().value).toEqual({ totpRequired: true });
    // The code the enrolment used works once.
    expect((await signInRaw('totpuser', password, code)).json().errorCode).toBe('console.totp.invalid');
    nextStep();
    const fresh = totpCode(secret, now);
    const ok = await signInRaw('totpuser', password, fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.operator).toMatchObject({ totpEnabled: true });
    expect((await signInRaw('totpuser', password, fresh)).json().errorCode).toBe('console.totp.invalid');
    expect((await events('console.login.totp.failed')).length).toBe(2);

    // Ten failures in a row lock the operator's sign-in, whatever the code.
    // (the successful sign-in above cleared the one failure before it).
    for (let i = 0; i < 9; i += 1) await signInRaw('totpuser', password, '111111');
    nextStep();
    const locked = await signInRaw('totpuser', password, totpCode(secret, now));
    expect(locked.json().errorCode).toBe('login.locked');
  });

  it('an admin resets an operator’s authenticator', async () => {
    const row = await rowOf('totpuser');
    const res = await call('DELETE', `/operators/${row.id}/totp`, admin);
    expect(res.json().value).toMatchObject({ totpEnabled: false });
    expect((await rowOf('totpuser')).totpSecret).toBeNull();
    expect((await events('console.operator.totp.reset')).at(-1)?.detail).toMatchObject({ operator: 'totpuser' });
  });

  it('roles the brand lists must enrol right after sign-in before anything else', async () => {
    const { token, password } = await readyOperator('financetotp', 'finance');
    const support = await readyOperator('supporttwo', 'support');
    await setTotpRoles(['admin', 'finance']);
    try {
      const me = (await call('GET', '/me', token)).json().value;
      expect(me).toMatchObject({ totpEnrolRequired: true, totpEnabled: false });
      const gated = await call('GET', '/withdrawals', token);
      expect(gated.statusCode).toBe(403);
      expect(gated.json().errorCode).toBe('console.totp.enrol.required');
      // The admin too; a role the brand does not list goes on as before.
      expect((await call('GET', '/operators', admin)).json().errorCode).toBe('console.totp.enrol.required');
      expect((await call('GET', '/members?username=x', support.token)).json().errorCode).not.toBe(
        'console.totp.enrol.required',
      );

      const { secret } = (await call('POST', '/me/totp', token)).json().value;
      const confirmed = await call('POST', '/me/totp/confirm', token, { code: totpCode(secret, now) });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const after = await call('GET', '/withdrawals', token);
      expect(after.statusCode, after.body).toBe(200);
      nextStep();
      expect((await signInRaw('financetotp', password)).json().value).toEqual({ totpRequired: true });
    } finally {
      await setTotpRoles([]);
    }
  });
});

describe('the audit log page', () => {
  it('is for admin and risk only', async () => {
    const { token } = await readyOperator('contenttwo', 'content');
    expect((await call('GET', '/audit', token)).statusCode).toBe(403);
    const risk = await consoleSignIn(t.app, 'riskone', 'riskone-own-Pass-9');
    expect((await call('GET', '/audit', risk)).statusCode).toBe(200);
  });

  it('lists the brand’s entries newest first, paged by id, with filters', async () => {
    const first = (await call('GET', '/audit?limit=5', admin)).json().value;
    expect(first.list).toHaveLength(5);
    const ids = first.list.map((e: { id: number }) => e.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const second = (await call('GET', `/audit?limit=5&before=${first.next}`, admin)).json().value;
    expect(second.list[0].id).toBeLessThan(ids.at(-1));

    const byOperator = (await call('GET', '/audit?operator=CASHIER1', admin)).json().value.list;
    const cashier = (await rowOf('cashier1')).id;
    expect(byOperator.length).toBeGreaterThan(0);
    expect(byOperator.every((e: { operatorId: number }) => e.operatorId === cashier)).toBe(true);
    expect(byOperator[0].operator).toBe('cashier1');

    const roleChanges = (await call('GET', '/audit?event=console.operator.role.changed', admin)).json().value.list;
    expect(roleChanges.length).toBeGreaterThan(0);
    expect(roleChanges[0].detail).toMatchObject({ operator: expect.any(String), to: expect.any(String) });
    const prefixed = (await call('GET', '/audit?event=console.operator.*', admin)).json().value.list;
    expect(prefixed.every((e: { event: string }) => e.event.startsWith('console.operator.'))).toBe(true);
    expect(new Set(prefixed.map((e: { event: string }) => e.event)).size).toBeGreaterThan(2);

    expect((await call('GET', '/audit?operator=nobody', admin)).json().value).toEqual({ list: [], next: null });
    // Entries are stamped by the database's clock.
    const later = Date.now() + 60_000;
    expect((await call('GET', `/audit?from=${later}`, admin)).json().value.list).toEqual([]);
    const all = (await call('GET', `/audit?to=${later}&limit=100`, admin)).json().value.list;
    expect(all.length).toBeGreaterThan(5);
    expect((await call('GET', '/audit?limit=1000', admin)).statusCode).toBe(400);
  });

  it('filters by member username or id', async () => {
    const [member] = await t.db.orm
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(eq(members.merchantId, 1))
      .orderBy(members.id)
      .limit(1);
    if (!member) throw new Error('the demo seed has members');
    await t.db.orm.insert(auditLog).values({ merchantId: 1, event: 'login', memberId: member.id });
    const byName = (await call('GET', `/audit?member=${member.username.toUpperCase()}`, admin)).json().value.list;
    expect(byName[0]).toMatchObject({ event: 'login', member: member.username, memberId: member.id });
    const byId = (await call('GET', `/audit?member=${member.id}`, admin)).json().value.list;
    expect(byId[0]).toMatchObject({ event: 'login', memberId: member.id });
    expect((await call('GET', '/audit?member=nosuchmember', admin)).json().value.list).toEqual([]);
  });
});
