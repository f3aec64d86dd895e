import { describe, expect, it } from 'vitest';
import { operatorPasswordProblem, operatorPasswordSchema, ownPasswordRequestSchema } from './console-operators.ts';

describe('the operators’ password rule', () => {
  it('takes 12 to 128 printable characters of any kind, whatever the brand’s member rule', () => {
    for (const password of [
      'Twelve-chars',
      'correct horse battery staple',
      '密码很长而且安全的一句话吧',
      `a${'!'.repeat(127)}`,
      'Symbols: @#$%^&*()_+{}|:"<>?~`',
    ]) {
      expect([password, operatorPasswordProblem(password)]).toEqual([password, null]);
      expect(operatorPasswordSchema.safeParse(password).success).toBe(true);
    }
  });

  it('refuses short, overlong and control characters', () => {
    expect(operatorPasswordProblem('Admin1234')).toBe('short');
    expect(operatorPasswordProblem('x'.repeat(129))).toBe('long');
    expect(operatorPasswordProblem('line\nbreak-inside')).toBe('unprintable');
    expect(operatorPasswordProblem('nul\u0000character!')).toBe('unprintable');
    const short = ownPasswordRequestSchema.safeParse({ currentPassword: 'x', newPassword: 'Admin1234' });
    expect(short.success ? null : short.error.issues[0]?.code).toBe('too_small');
  });
});
