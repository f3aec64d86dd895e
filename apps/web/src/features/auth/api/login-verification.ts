import { codeSentSchema, type LoginVerificationRequest, loginResultSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** Sends the SMS or email code of the new-address check. */
export const sendLoginVerificationCode = (body: { verificationToken: string; method: 'sms' | 'email' }) =>
  callEndpoint('loginVerificationCode', { body, schema: codeSentSchema });

/** Finishes a login from a new address with the chosen second factor (encrypted). */
export const verifyLogin = (body: LoginVerificationRequest) =>
  callEndpoint('loginVerification', { body: { ...body, loginDeviceId: getDeviceId() }, schema: loginResultSchema });
