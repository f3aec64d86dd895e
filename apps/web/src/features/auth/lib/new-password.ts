import {
  type Language,
  limits,
  matchesRule,
  type PatternId,
  type RegisterRule,
  registerErrorMessage,
} from '@lotus/contract';

/** The contract caps every password at 128 characters: its own refusal, in the reader's language. */
export const passwordLengthMessage = (language: Language) =>
  registerErrorMessage({ kind: 'pattern', patternId: 1, min: 1, max: 128 }, language);

/**
 * Why the server would refuse a new login password, as its check does: missing, outside the brand's password rule
 * (the registration rule the boot payload carries), or the default one. `defaultText` names the last; undefined when
 * the password would be taken.
 */
export function newPasswordMessage(
  password: string,
  rule: RegisterRule | undefined,
  language: Language,
  defaultText: string,
): string | undefined {
  const enabled = rule?.enabled ? rule : undefined;
  const range = enabled && {
    patternId: enabled.patternId as PatternId,
    min: enabled.minLength,
    max: enabled.maxLength,
  };
  if (password === '') return registerErrorMessage({ kind: 'required', ...(range ? { rule: range } : {}) }, language);
  if (enabled && range && !matchesRule(enabled, password)) {
    return registerErrorMessage({ kind: 'pattern', ...range }, language);
  }
  return password === limits.defaultPassword ? defaultText : undefined;
}
