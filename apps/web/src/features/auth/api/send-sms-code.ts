import { smsSentSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

export type SmsPurpose = 'login' | 'reset' | 'register';

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** Asks for an SMS code; the answer's `expiredMinutes` drives the resend countdown (spec §7 handling). */
export function sendSmsCode(purpose: SmsPurpose, target: SmsTarget) {
  if (purpose === 'register') {
    return callEndpoint('smsRegister', {
      body: { mobileNo: target.mobileNum, countryDialingCode: target.countryDialingCode },
      schema: smsSentSchema,
    });
  }
  return callEndpoint('smsNoLogin', { body: { ...target, purpose }, schema: smsSentSchema });
}
