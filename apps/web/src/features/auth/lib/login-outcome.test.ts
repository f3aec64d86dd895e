import type { LoginResult } from '@lotus/contract';
import { describe, expect, it } from 'vitest';
import { type LoginContext, loginOutcome } from './login-outcome';

const result = (overrides: Partial<LoginResult> = {}): LoginResult => ({
  token: 't',
  id: 7,
  userName: 'demo',
  nickname: null,
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  forcePasswordChange: false,
  expiresAt: null,
  ...overrides,
});
const context = (overrides: Partial<LoginContext> = {}): LoginContext => ({
  channel: 'password',
  forceExpiredChange: false,
  agentPage: false,
  returnTo: null,
  ...overrides,
});

describe('what follows a login (spec §4)', () => {
  it('forces a password change for the default password 123456', () => {
    expect(loginOutcome(result(), context({ password: '123456' })).forcePasswordChange).toBe(true);
    expect(loginOutcome(result(), context({ password: 'Demo1234' })).forcePasswordChange).toBe(false);
  });

  it('forces a change of an expired password only when the merchant enforces expiry', () => {
    const expired = result({ passwordExpired: true });
    expect(loginOutcome(expired, context({ forceExpiredChange: true })).forcePasswordChange).toBe(true);
    expect(loginOutcome(expired, context({ forceExpiredChange: false })).forcePasswordChange).toBe(false);
  });

  it('follows the server when it asks for the change', () => {
    expect(loginOutcome(result({ forcePasswordChange: true }), context()).forcePasswordChange).toBe(true);
  });

  it('never forces the change after an SMS login', () => {
    const outcome = loginOutcome(
      result({ passwordExpired: true, forcePasswordChange: true }),
      context({ channel: 'sms', password: '123456', forceExpiredChange: true }),
    );
    expect(outcome.forcePasswordChange).toBe(false);
  });

  it('sends an agent who logged in on /agent to /agentHome', () => {
    for (const type of [1, 2, 41, 42]) {
      const outcome = loginOutcome(result({ customerType: type }), context({ agentPage: true }));
      expect(outcome).toMatchObject({ isAgent: true, destination: '/agentHome' });
    }
    expect(loginOutcome(result({ customerType: 1 }), context()).destination).toBeNull();
  });

  it('goes home after free play, registration and a reset, and back to the guarded page otherwise', () => {
    expect(loginOutcome(result({ customerType: 4 }), context({ channel: 'freePlay' }))).toMatchObject({
      isTrial: true,
      destination: '/',
    });
    expect(loginOutcome(result(), context({ channel: 'register' })).destination).toBe('/');
    expect(loginOutcome(result(), context({ channel: 'reset' })).destination).toBe('/');
    expect(loginOutcome(result(), context({ returnTo: '/member?tab=withdraw' })).destination).toBe(
      '/member?tab=withdraw',
    );
  });

  it('reports a first login', () => {
    expect(loginOutcome(result({ firstTimeLogin: true }), context()).firstLogin).toBe(true);
  });
});
