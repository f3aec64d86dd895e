import {
  isFieldRequired,
  isFieldShown,
  type Language,
  type RegisterErrors,
  type RegisterField,
  type RegisterFlags,
  type RegisterRequest,
  type RegisterRules,
  registerErrorMessage,
  validateRegistration,
} from '@lotus/contract';

/** The order fields appear in: who you are, how to reach you, then the optional extras. */
export const registerFieldOrder: readonly RegisterField[] = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
];

export interface RegisterFieldView {
  name: RegisterField;
  required: boolean;
}

/** Exactly the fields the merchant's rules and switches enable, in display order. */
export function visibleRegisterFields(
  rules: RegisterRules,
  flags: RegisterFlags,
  input: RegisterRequest = {},
): RegisterFieldView[] {
  return registerFieldOrder
    .filter((name) => isFieldShown(rules, name, flags))
    .map((name) => ({ name, required: isFieldRequired(rules, name, flags, input) }));
}

/**
 * Field messages of a registration, computed by the contract's shared validation so the client marks exactly what
 * the server would refuse. The terms box is left to the form (it shows its own two boxes).
 */
export function registerFieldMessages(
  rules: RegisterRules,
  input: RegisterRequest,
  flags: RegisterFlags,
  language: Language,
): Partial<Record<RegisterField | 'countryDialingCode', string>> {
  const errors: RegisterErrors = validateRegistration(rules, { ...input, termsAccepted: true }, flags);
  const messages: Partial<Record<RegisterField | 'countryDialingCode', string>> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (name === 'termsAccepted' || !error) continue;
    messages[name as RegisterField | 'countryDialingCode'] = registerErrorMessage(error, language);
  }
  return messages;
}
