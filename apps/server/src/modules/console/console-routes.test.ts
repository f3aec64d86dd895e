import {
  AGENT_MANAGER_ROLES,
  AGENT_VIEWER_ROLES,
  AUDIT_ROLES,
  BET_VIEWER_ROLES,
  CATALOGUE_ADMIN_ROLES,
  CHANNEL_ADMIN_ROLES,
  CONTENT_ROLES,
  type ConsoleAccess,
  type ConsoleEndpointName,
  consoleEndpoints,
  consolePath,
  EARNINGS_ACTOR_ROLES,
  EARNINGS_VIEWER_ROLES,
  FEEDBACK_ROLES,
  LOTTERY_ADD_ROLES,
  LOTTERY_GAME_ROLES,
  LOTTERY_PERIOD_ROLES,
  LOTTERY_READER_ROLES,
  LOTTERY_VOID_ROLES,
  MEMBER_SUSPENDER_ROLES,
  MEMBER_VIEWER_ROLES,
  MESSAGE_ROLES,
  OPERATOR_ADMIN_ROLES,
  type OperatorRole,
  OUTBOX_READER_ROLES,
  OUTBOX_RETRY_ROLES,
  operatorRoles,
  PROMOTION_EDITOR_ROLES,
  PROMOTION_REVIEW_ROLES,
  PROMOTION_VIEWER_ROLES,
  REBATE_EDITOR_ROLES,
  REBATE_VIEWER_ROLES,
  RECONCILIATION_ROLES,
  SETTINGS_ADMIN_ROLES,
  SITE_ADMIN_ROLES,
  VENDOR_SECRET_ROLES,
  VIP_EDITOR_ROLES,
  VIP_MEMBER_ROLES,
  VIP_VIEWER_ROLES,
} from '@lotus/contract';
import Fastify, { type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleSignIn, insertOperator } from '../../../test/console-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { consoleRoute } from './console-route.ts';
import { guardConsoleRoutes, type OperatorGuardDeps } from './operator-guard.ts';

/**
 * The console table against the running app: every row is a route, every route but sign-in refuses a caller without a
 * session (401) and every role its row does not list (403), and the server will not start with a console route the
 * table does not know. Generated from the table, so a new row is covered as it is added.
 */

let t: TestApp;
const tokens = {} as Record<OperatorRole, string>;
const names = Object.keys(consoleEndpoints) as ConsoleEndpointName[];
const rowsWith = (test: (roles: ConsoleAccess) => boolean) =>
  names.filter((name) => test(consoleEndpoints[name].roles));

/** The row's URL with ids that match nothing (a request that passes the guard then finds no such thing). */
const urlOf = (name: ConsoleEndpointName) =>
  (consolePath as (name: ConsoleEndpointName, params: Record<string, string | number>) => string)(name, {
    id: 999_999,
    orderNo: 'W999999',
  });

const call = (name: ConsoleEndpointName, token?: string, method: InjectOptions['method'] = undefined) =>
  t.app.inject({
    method: method ?? consoleEndpoints[name].method,
    url: urlOf(name),
    ...(token ? { headers: { authorization: token } } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of operatorRoles) {
    await insertOperator(t.db, `guard-${role}`, 'Guard1234', role);
    tokens[role] = await consoleSignIn(t.app, `guard-${role}`, 'Guard1234');
  }
});
afterAll(() => t.close());

describe('the console table and the registered routes', () => {
  it('registers every row once, at its method and path', () => {
    const missing = names.filter((name) => {
      const { method, path } = consoleEndpoints[name];
      return !t.app.hasRoute({ method, url: path });
    });
    expect(missing).toEqual([]);
    const routes = new Set(names.map((name) => `${consoleEndpoints[name].method} ${consoleEndpoints[name].path}`));
    expect(routes.size).toBe(names.length);
  });

  it('holds the same roles as the lists the console pages are shown by', () => {
    const FINANCE_QUEUES: OperatorRole[] = ['admin', 'finance'];
    // First match wins: each area's prefix and the list its page (or action) reads.
    const rules: [method: string | null, prefix: string, roles: ConsoleAccess][] = [
      ['POST', '/api/console/session', 'public'],
      [null, '/api/console/session', 'anySession'],
      [null, '/api/console/me', 'anySession'],
      [null, '/api/console/withdrawals', FINANCE_QUEUES],
      [null, '/api/console/deposits', FINANCE_QUEUES],
      [null, '/api/console/adjustments', FINANCE_QUEUES],
      [null, '/api/console/ledger', FINANCE_QUEUES],
      // A member's VIP level sits in the member's file, with the VIP pages' roles.
      ['GET', '/api/console/members/:id/vip', VIP_VIEWER_ROLES],
      ['POST', '/api/console/members/:id/vip', VIP_MEMBER_ROLES],
      ['GET', '/api/console/members', MEMBER_VIEWER_ROLES],
      ['POST', '/api/console/members', MEMBER_SUSPENDER_ROLES],
      ['GET', '/api/console/agents', AGENT_VIEWER_ROLES],
      ['POST', '/api/console/agents', AGENT_MANAGER_ROLES],
      [null, '/api/console/channels', CHANNEL_ADMIN_ROLES],
      ['GET', '/api/console/outbox', OUTBOX_READER_ROLES],
      ['POST', '/api/console/outbox', OUTBOX_RETRY_ROLES],
      ['POST', '/api/console/catalogue/vendors/:id/secret', VENDOR_SECRET_ROLES],
      // A vendor's own actions, then adding one (which sets its secret).
      ['POST', '/api/console/catalogue/vendors/:id', CATALOGUE_ADMIN_ROLES],
      ['POST', '/api/console/catalogue/vendors', VENDOR_SECRET_ROLES],
      [null, '/api/console/catalogue', CATALOGUE_ADMIN_ROLES],
      [null, '/api/console/bets', BET_VIEWER_ROLES],
      ['GET', '/api/console/lottery/games/:id/periods', LOTTERY_PERIOD_ROLES],
      ['GET', '/api/console/lottery/games', LOTTERY_READER_ROLES],
      ['POST', '/api/console/lottery/games', LOTTERY_ADD_ROLES],
      [null, '/api/console/lottery/games', LOTTERY_GAME_ROLES],
      ['POST', '/api/console/lottery/periods', LOTTERY_VOID_ROLES],
      [null, '/api/console/lottery/periods', LOTTERY_PERIOD_ROLES],
      [null, '/api/console/reconciliation', RECONCILIATION_ROLES],
      ['POST', '/api/console/earnings', EARNINGS_ACTOR_ROLES],
      [null, '/api/console/earnings', EARNINGS_VIEWER_ROLES],
      [null, '/api/console/content', CONTENT_ROLES],
      [null, '/api/console/promotions/:id/grants', PROMOTION_REVIEW_ROLES],
      ['GET', '/api/console/promotions', PROMOTION_VIEWER_ROLES],
      [null, '/api/console/promotions', PROMOTION_EDITOR_ROLES],
      ['GET', '/api/console/promotion-claims', PROMOTION_VIEWER_ROLES],
      [null, '/api/console/promotion-claims', PROMOTION_REVIEW_ROLES],
      ['GET', '/api/console/vip', VIP_VIEWER_ROLES],
      [null, '/api/console/vip', VIP_EDITOR_ROLES],
      ['PUT', '/api/console/rebate', REBATE_EDITOR_ROLES],
      [null, '/api/console/rebate', REBATE_VIEWER_ROLES],
      [null, '/api/console/messages', MESSAGE_ROLES],
      [null, '/api/console/feedback', FEEDBACK_ROLES],
      [null, '/api/console/settings', SETTINGS_ADMIN_ROLES],
      [null, '/api/console/site', SITE_ADMIN_ROLES],
      [null, '/api/console/operators', OPERATOR_ADMIN_ROLES],
      [null, '/api/console/audit', AUDIT_ROLES],
    ];
    const sorted = (roles: ConsoleAccess | undefined) => (Array.isArray(roles) ? [...roles].sort() : roles);
    for (const name of names) {
      const { method, path, roles } = consoleEndpoints[name];
      const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
      const rule = rules.find(([m, prefix]) => (m === null || m === method) && under(prefix));
      expect({ name, roles: sorted(roles) }).toEqual({ name, roles: sorted(rule?.[2]) });
    }
  });
});

describe('the operator guard on every row', () => {
  it('answers 401 console.not.session without a session, on every route but sign-in (HEAD included)', async () => {
    const guarded = rowsWith((roles) => roles !== 'public');
    const heads = guarded.filter((name) => consoleEndpoints[name].method === 'GET');
    const answers = await Promise.all([
      ...guarded.map(async (name) => ({ name, res: await call(name) })),
      ...guarded.map(async (name) => ({ name, res: await call(name, 'made-up-token') })),
      ...heads.map(async (name) => ({ name: `HEAD ${name}`, res: await call(name, undefined, 'HEAD') })),
    ]);
    const wrong = answers.filter(
      ({ name, res }) =>
        res.statusCode !== 401 || (!name.startsWith('HEAD') && res.json().errorCode !== 'console.not.session'),
    );
    expect(wrong.map(({ name, res }) => `${name}: ${res.statusCode}`)).toEqual([]);
    // Sign-in is the one public row: no session gets past to the body check.
    expect((await call('signIn')).json().errorCode).toBe('request.invalid');
  });

  it('answers 403 access.forbidden to each role its row does not list', async () => {
    const checks = rowsWith(Array.isArray).flatMap((name) =>
      operatorRoles
        .filter((role) => !(consoleEndpoints[name].roles as readonly OperatorRole[]).includes(role))
        .map((role) => ({ name, role })),
    );
    expect(checks.length).toBeGreaterThan(100);
    const answers = await Promise.all(checks.map(async (c) => ({ ...c, res: await call(c.name, tokens[c.role]) })));
    const wrong = answers.filter(({ res }) => res.statusCode !== 403 || res.json().errorCode !== 'access.forbidden');
    expect(wrong.map(({ name, role, res }) => `${name} as ${role}: ${res.statusCode}`)).toEqual([]);
  });

  it('lets each listed role through to the handler (ids that match nothing, no body)', async () => {
    const checks = rowsWith((roles) => roles !== 'public')
      .filter((name) => name !== 'signOut')
      .flatMap((name) => {
        const { roles } = consoleEndpoints[name];
        return (roles === 'anySession' ? operatorRoles : (roles as readonly OperatorRole[])).map((role) => ({
          name,
          role,
        }));
      });
    const wrong: string[] = [];
    // One at a time: some of these reach handlers that write (to nothing, with these ids).
    for (const { name, role } of checks) {
      const res = await call(name, tokens[role]);
      if ([401, 403].includes(res.statusCode) || res.statusCode >= 500) {
        wrong.push(`${name} as ${role}: ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(wrong).toEqual([]);
    const own = await consoleSignIn(t.app, 'guard-support', 'Guard1234');
    expect((await call('signOut', own)).statusCode).toBe(200);
    expect((await call('me', own)).statusCode).toBe(401);
  });
});

describe('start-up', () => {
  const deps = {} as OperatorGuardDeps;
  const consoleScope = async (register: (scope: ReturnType<typeof Fastify>) => void) => {
    const app = Fastify();
    try {
      await app.register(async (scope) => {
        guardConsoleRoutes(scope, deps);
        register(scope as unknown as ReturnType<typeof Fastify>);
      });
      await app.ready();
    } finally {
      await app.close();
    }
  };

  it('refuses a console route the table does not list, or one that differs from its row', async () => {
    await expect(consoleScope((s) => s.get('/api/console/unlisted', async () => 'open'))).rejects.toThrow(
      /no row in the contract's consoleEndpoints/,
    );
    await expect(
      consoleScope((s) => s.route({ ...consoleRoute('members'), url: '/api/console/members/all', handler: () => 1 })),
    ).rejects.toThrow(/differs from its row members/);
    await expect(
      consoleScope((s) => s.route({ ...consoleRoute('members'), method: 'POST', handler: () => 1 })),
    ).rejects.toThrow(/differs from its row members/);
  });

  it('starts with table routes, and leaves routes outside the console prefix alone', async () => {
    await expect(
      consoleScope((s) => {
        s.route({ ...consoleRoute('members'), handler: () => 1 });
        s.get('/media/:id', async () => 'public');
      }),
    ).resolves.toBeUndefined();
  });
});
