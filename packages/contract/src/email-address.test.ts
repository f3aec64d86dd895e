import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS_SOURCE, isEmailAddress } from './email-address.ts';
import { patternFamilies } from './register-rules.ts';

describe('the email address rule', () => {
  it('takes ordinary addresses and refuses what mail cannot be sent to', () => {
    for (const ok of ['demo@lotus.example', 'a.b+tag@mail.example.co', '用户@例子.中国'])
      expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of ['', 'demo', 'demo@lotus', '@lotus.example', 'de mo@lotus.example', 'a@b@c.example'])
      expect(isEmailAddress(bad), bad).toBe(false);
  });

  it('refuses addresses longer than a mail server must accept', () => {
    const local = 'a'.repeat(64);
    expect(isEmailAddress(`${local}@${'b'.repeat(181)}.example`)).toBe(true);
    expect(isEmailAddress(`${local}@${'b'.repeat(182)}.example`)).toBe(false);
  });

  it('is the registration rules email pattern', () => {
    expect(patternFamilies[4].source).toBe(EMAIL_ADDRESS_SOURCE);
  });
});
