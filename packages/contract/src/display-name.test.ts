import { describe, expect, it } from 'vitest';
import { openDownlineRequestSchema } from './agent-accounts.ts';
import { updateSiteBrandSchema } from './console-site.ts';
import { isDisplayName } from './display-name.ts';
import { nicknameRule } from './profile.ts';
import { matchesRule } from './register-rules.ts';
import { bindBankAccountRequestSchema } from './withdrawal.ts';

const unsafe = [
  '<script>alert(1)</script>',
  'a>b',
  'two\nlines',
  'tab\there',
  'nul\u0000',
  'rtl\u202eevil',
  'zw\u200bsp',
];
const fine = ['Lucky Star', '幸运星', 'Ngọc Anh', "O'Brien & Sons", 'Café №1 ★'];

describe('display names', () => {
  it('take any script, punctuation and symbols, but no markup and no control or format characters', () => {
    for (const name of fine) expect(isDisplayName(name), name).toBe(true);
    for (const name of unsafe) expect(isDisplayName(name), JSON.stringify(name)).toBe(false);
  });

  it('hold for every free-text name of the API: nicknames, brand, domain labels, banks and account holders', () => {
    for (const name of unsafe) {
      expect(openDownlineRequestSchema.safeParse({ username: 'abc', kind: 'member', nickname: name }).success).toBe(
        false,
      );
      expect(matchesRule(nicknameRule, name), JSON.stringify(name)).toBe(false);
      const brand = { name, logoUrl: null, gtagId: null, imageCdns: [], launchGameCdns: [] };
      expect(updateSiteBrandSchema.safeParse(brand).success).toBe(false);
      const bank = { bankName: name, accountNo: '62122612345678', holderName: 'Li Lei', paymentPassword: '123456' };
      expect(bindBankAccountRequestSchema.safeParse(bank).success).toBe(false);
      expect(bindBankAccountRequestSchema.safeParse({ ...bank, bankName: 'ICBC', holderName: name }).success).toBe(
        false,
      );
    }
    expect(openDownlineRequestSchema.safeParse({ username: 'abc', kind: 'member', nickname: '幸运星' }).success).toBe(
      true,
    );
    expect(matchesRule(nicknameRule, 'Lucky Star')).toBe(true);
  });
});
