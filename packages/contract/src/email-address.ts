/**
 * The one rule for an email address Lotus sends to, on every form and every route: a local part, `@`, a domain with a
 * dot, no spaces, at most 254 characters (the longest a mail server must accept). Registration's email pattern family
 * (§5, pattern 4) is the same expression.
 */
export const EMAIL_ADDRESS_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const emailAddressPattern = new RegExp(EMAIL_ADDRESS_SOURCE);

export const EMAIL_ADDRESS_MAX_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_ADDRESS_MAX_LENGTH && emailAddressPattern.test(value);
}
