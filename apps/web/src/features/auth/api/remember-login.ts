import { loginResultSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** Logs in with the remember-me cookies the browser sends by itself; no password leaves or stays on the device. */
export const rememberLogin = () =>
  callEndpoint('rememberLogin', { body: { loginDeviceId: getDeviceId() }, schema: loginResultSchema });
