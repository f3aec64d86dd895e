import { type LoginRequest, loginResponseSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** POST /wps/session/login (encrypted): a session, or the second step for a new address. */
export const login = (body: LoginRequest) =>
  callEndpoint('login', { body: { ...body, loginDeviceId: getDeviceId() }, schema: loginResponseSchema });
