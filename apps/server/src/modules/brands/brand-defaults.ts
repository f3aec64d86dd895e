import { type PatternId, patternFamilies, type RegisterField, type RegisterRules } from '@lotus/contract';

/** One registration field's rule: whether it shows, whether it must be filled, its pattern family and lengths. */
export const registerRule = (
  enabled: boolean,
  required: boolean,
  patternId: PatternId,
  minLength: number,
  maxLength: number,
) => ({
  enabled,
  required,
  acceptedPattern: patternFamilies[patternId].source,
  patternId,
  minLength,
  maxLength,
});

/**
 * A new brand's registration form: username, password and captcha required, email and mobile offered, everything
 * that needs more set-up (verification codes, agents' links, payment password) off until the brand turns it on.
 */
export const defaultRegisterRules = {
  username: registerRule(true, true, 2, 4, 16),
  password: registerRule(true, true, 6, 6, 20),
  confirmPassword: registerRule(true, true, 1, 6, 20),
  payeeName: registerRule(false, false, 11, 2, 30),
  email: registerRule(true, false, 4, 6, 64),
  qqNum: registerRule(false, false, 7, 5, 12),
  mobileNum: registerRule(true, false, 7, 6, 15),
  recommenderId: registerRule(false, false, 5, 4, 16),
  captcha: registerRule(true, true, 5, 4, 4),
  verificationCode: registerRule(false, false, 7, 6, 6),
  affiliateCode: registerRule(true, false, 5, 4, 16),
  paymentPassword: registerRule(false, false, 7, 6, 6),
  line: registerRule(false, false, 10, 2, 32),
  whatsapp: registerRule(false, false, 7, 6, 15),
  facebook: registerRule(false, false, 10, 2, 64),
  wechat: registerRule(false, false, 10, 6, 20),
  idNumber: registerRule(false, false, 5, 15, 18),
} satisfies Record<RegisterField, RegisterRules[RegisterField]>;
