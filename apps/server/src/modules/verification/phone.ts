import { dialingCodePattern, mobileNumberPattern } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';

export interface Phone {
  /** `+86`. */
  dialingCode: string;
  /** National number, digits only. */
  mobile: string;
  /** `+86 13800000001`: how the number is keyed and addressed. */
  full: string;
}

/** Reads a number as clients send it (spaces and dashes allowed); 400 `phone.missing` or `phone.invalid`. */
export function parsePhone(mobileNum: string | undefined, dialingCode: string | undefined): Phone {
  const mobile = (mobileNum ?? '').replace(/[\s-]/g, '');
  if (!mobile) throw new AppError('phone.missing', { fields: { mobileNum: 'phone.missing' } });
  const code = (dialingCode ?? '').trim();
  if (!mobileNumberPattern.test(mobile) || !dialingCodePattern.test(code)) {
    throw new AppError('phone.invalid', { fields: { mobileNum: 'phone.invalid' } });
  }
  const dial = `+${code.replace(/^\+/, '')}`;
  return { dialingCode: dial, mobile, full: `${dial} ${mobile}` };
}

/** `+86 138****0001`. */
export function maskPhone(dialingCode: string | null, mobile: string | null): string | null {
  if (!mobile) return null;
  const masked = mobile.length <= 4 ? '****' : `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  return dialingCode ? `${dialingCode} ${masked}` : masked;
}

/** `d***@lotus.example`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
