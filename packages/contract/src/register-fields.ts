// Registration's fields and pattern families (spec §5), apart from the rule schemas in register-rules.ts: the first
// view's schemas for the browser (first-view-schemas.ts) need the field names without zod.
import { EMAIL_ADDRESS_SOURCE } from './email-address.ts';

/**
 * The 16 pattern families of spec §5. `patternId` selects the message (`reg_pattern_{id}`), `source` is the
 * regular expression a merchant rule carries as `acceptedPattern` by default. A lone `*` accepts anything.
 */
export const patternFamilies = {
  1: { name: 'any', source: '*' },
  2: { name: 'letterFirst', source: '^[A-Za-z][A-Za-z0-9_]*$' },
  3: { name: 'chineseAndDigits', source: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { name: 'email', source: EMAIL_ADDRESS_SOURCE },
  5: { name: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  6: { name: 'lettersAndDigits', source: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]+$' },
  7: { name: 'digitsOnly', source: '^\\d+$' },
  8: { name: 'uppercaseRequired', source: '^(?=.*[A-Z]).+$' },
  9: { name: 'englishAndSpaces', source: '^[A-Za-z ]+$' },
  10: { name: 'noSpaces', source: '^\\S+$' },
  11: { name: 'chineseAndPunctuation', source: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·.]+$' },
  12: { name: 'date', source: '^(\\d{4}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-\\d{4})$' },
  13: { name: 'koreanOnly', source: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f ]+$' },
  14: { name: 'thaiOnly', source: '^[\\u0e00-\\u0e7f ]+$' },
  15: { name: 'thaiOrEnglish', source: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  16: { name: 'strongPassword', source: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$' },
} as const;

export type PatternId = keyof typeof patternFamilies;

export const registerFields = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
] as const;
export type RegisterField = (typeof registerFields)[number];
