import { rememberCookies } from '@lotus/contract';

/**
 * The username remembered on this device (readable `remember_user` cookie). The remember token itself is HttpOnly:
 * the browser sends it with the remember-login call, and no script ever sees a password or the token.
 */
export function readRememberedUser(cookie: string = document.cookie): string | null {
  for (const part of cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === rememberCookies.user) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value) || null;
      } catch {
        return value || null;
      }
    }
  }
  return null;
}
