/**
 * The common-password list of zxcvbn-ts (`@zxcvbn-ts/language-common`, about 49,000 passwords seen most in public
 * breaches), loaded with the first password checked rather than with the server: it takes a moment to unpack.
 */
let list: Promise<Set<string>> | undefined;

function commonPasswords() {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return list;
}

/** Digits, punctuation, symbols and spaces people put before or after a word to pass a rule (`Password2026!`). */
const DECORATION = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

/** Whether the password is a common one, in any case, or a common word of four or more letters dressed up. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = await commonPasswords();
  const lower = password.toLowerCase();
  if (common.has(lower)) return true;
  const core = lower.replace(DECORATION, '');
  return core.length >= 4 && core !== lower && common.has(core);
}
