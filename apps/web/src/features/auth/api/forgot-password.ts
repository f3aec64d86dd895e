import { loginResultSchema, type ResetByPhoneRequest } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** Emails a reset link when username and email match; the answer never says whether they did. */
export const forgotByEmail = (body: { username: string; email: string }) => callEndpoint('forgotByEmail', { body });

/** Resets the password with an SMS code and logs in (spec §4). */
export const resetByPhone = (body: ResetByPhoneRequest) =>
  callEndpoint('resetByPhone', { body: { ...body, loginDeviceId: getDeviceId() }, schema: loginResultSchema });
