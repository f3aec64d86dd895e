import type { RegisterField, RegisterRules } from '@lotus/contract';
import { registerRule as rule } from '../../modules/brands/brand-defaults.ts';

/** The demo brand's registration form: username and password required, contact fields optional, a few off. */
export const demoRegisterRules = {
  username: rule(true, true, 2, 4, 16),
  password: rule(true, true, 6, 6, 20),
  confirmPassword: rule(true, true, 1, 6, 20),
  payeeName: rule(true, false, 11, 2, 30),
  email: rule(true, false, 4, 6, 64),
  qqNum: rule(false, false, 7, 5, 12),
  mobileNum: rule(true, false, 7, 6, 15),
  recommenderId: rule(false, false, 5, 4, 16),
  captcha: rule(true, true, 5, 4, 4),
  verificationCode: rule(true, false, 7, 6, 6),
  affiliateCode: rule(true, false, 5, 4, 16),
  paymentPassword: rule(false, false, 7, 6, 6),
  line: rule(false, false, 10, 2, 32),
  whatsapp: rule(false, false, 7, 6, 15),
  facebook: rule(false, false, 10, 2, 64),
  wechat: rule(true, false, 10, 6, 20),
  idNumber: rule(false, false, 5, 15, 18),
} satisfies Record<RegisterField, RegisterRules[RegisterField]>;
