const MERCHANT_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * The merchant code a request names: exactly one well-formed value, else null. Node joins a repeated header with
 * ", " and other transports may pass an array, so both forms of "more than one" end up refused.
 */
export function parseMerchantHeader(raw: string | string[] | undefined): string | null {
  const value = Array.isArray(raw) ? (raw.length === 1 ? raw[0] : undefined) : raw;
  if (value === undefined) return null;
  const code = value.trim();
  return MERCHANT_CODE.test(code) ? code : null;
}
