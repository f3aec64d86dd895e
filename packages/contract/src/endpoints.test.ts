import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

// The server's gates and the client read these fields: the named options must give them exactly as before.
describe('endpoint table', () => {
  it('a public GET: no login, not encrypted, neither bare nor real-only', () => {
    expect(endpoints.systemStatus).toEqual({
      method: 'GET',
      path: '/wps/system/status',
      modId: 'COMM3',
      login: false,
      encrypted: false,
      summary: 'Boot payload: permissions, resources, status',
    });
  });

  it('login, encrypted and real accounts only', () => {
    expect(endpoints.changePassword).toEqual({
      method: 'POST',
      path: '/wps/member/password',
      modId: 'PASS3',
      login: true,
      encrypted: true,
      trial: false,
      summary: 'Change password',
    });
  });

  it('bare answers, with and without login', () => {
    expect(endpoints.rsaKey).toMatchObject({ login: false, encrypted: false, bare: true });
    expect(endpoints.withdrawalProof).toMatchObject({ login: true, encrypted: false, bare: true });
    expect('trial' in endpoints.withdrawalProof).toBe(false);
  });

  it('two methods, login without the real-account gate', () => {
    expect(endpoints.logout).toEqual({
      method: ['DELETE', 'POST'],
      path: '/wps/session/logout',
      modId: 'COMM3',
      login: true,
      encrypted: false,
      summary: 'Log out',
    });
    expect(endpoints.avatar).toMatchObject({ method: ['GET', 'POST'], login: true, trial: false });
  });

  it('encrypted without login', () => {
    expect(endpoints.login).toMatchObject({ login: false, encrypted: true });
    expect('bare' in endpoints.login || 'trial' in endpoints.login).toBe(false);
  });
});
