import { loginResultSchema, type RegisterMode, type RegisterRequest } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** Registers and logs in at once (spec §4); mobile registration when the merchant runs it. */
export function register(mode: RegisterMode, body: RegisterRequest) {
  return callEndpoint(mode === 'mobile' ? 'registerMobile' : 'register', {
    body: {
      ...body,
      loginDeviceId: getDeviceId(),
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.hostname,
      login: true,
    },
    schema: loginResultSchema,
  });
}
