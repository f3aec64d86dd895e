import type { TFunction } from 'i18next';

/** After `console.`, these name the console's own sign-in and passwords; other operator actions drop the prefix. */
const CONSOLE_OWN = new Set(['login', 'logout', 'password', 'totp']);

/**
 * An audit event's name in the reader's language, made of the words of its code (`console.vendor.secret.rotated`:
 * "Game vendor secret rotated", "游戏供应商密钥已轮换"), so events added later are named too. Null when a word is not
 * in the texts: the page shows the code itself then.
 */
export function auditEventName(t: TFunction, code: string): string | null {
  const words = t('consoleOperators.audit.eventWords', { returnObjects: true }) as unknown as Record<string, string>;
  const join = t('consoleOperators.audit.eventJoin');
  const segments = code.split('.');
  const shown = segments[0] === 'console' && !CONSOLE_OWN.has(segments[1] ?? '') ? segments.slice(1) : segments;
  const parts = shown.map((segment) => (Object.hasOwn(words, segment) ? words[segment] : undefined));
  if (parts.length === 0 || parts.some((part) => !part)) return null;
  const name = parts.join(join);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
}
