import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useSessionStore } from '@/lib/session';
import { guard, guardRedirect, isSafeReturnPath } from './guards';

const guest = { token: null, isAgent: false };
const member = { token: 't', isAgent: false };
const agent = { token: 't', isAgent: true };

describe('navigation guard', () => {
  it('lets anyone open public routes', () => {
    expect(guardRedirect('public', guest, '/promotions')).toBeNull();
  });

  it('sends a guest from a login-required route to /login, remembering the destination', () => {
    expect(guardRedirect('member', guest, '/member?tab=withdraw')).toBe('/login?redirect=%2Fmember%3Ftab%3Dwithdraw');
    expect(guardRedirect('member', member, '/member')).toBeNull();
  });

  it('sends visitors without an agent session to the agent landing', () => {
    expect(guardRedirect('agent', guest, '/agentHome')).toBe('/agent');
    expect(guardRedirect('agent', member, '/agentHome')).toBe('/agent');
    expect(guardRedirect('agent', agent, '/agentHome')).toBeNull();
  });

  it('accepts only same-site return paths', () => {
    expect(isSafeReturnPath('/member?tab=x')).toBe(true);
    expect(isSafeReturnPath('//evil.example')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath(null)).toBe(false);
  });

  const loaderArgs = (path: string) =>
    ({
      request: new Request(`http://localhost${path}`),
      params: {},
      context: undefined,
    }) as unknown as LoaderFunctionArgs;

  it('the route loader redirects with the current session', () => {
    useSessionStore.setState({ token: null, isAgent: false });
    let thrown: unknown;
    try {
      guard('member')(loaderArgs('/favorite'));
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login?redirect=%2Ffavorite');

    useSessionStore.setState({ token: 't' });
    expect(guard('member')(loaderArgs('/favorite'))).toBeNull();
    useSessionStore.setState({ token: null });
  });
});
