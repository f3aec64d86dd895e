/**
 * Money on the wire is a JSON number in the merchant currency with at most 2 decimals (API.md "Conventions");
 * inside the server it is integer minor units. These two functions are the only crossing between them.
 */
export const MINOR_PER_MAJOR = 100;

/** Minor units → the wire amount (`123456` → `1234.56`). */
export const fromMinorUnits = (minor: number) => minor / MINOR_PER_MAJOR;

/**
 * A wire amount (number or decimal string) → minor units, or null when it is not a finite amount with at most
 * 2 decimals. Decimal strings are read digit by digit, so `0.29` is exactly 29 (no binary rounding).
 */
export function toMinorUnits(amount: number | string): number | null {
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim();
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}
