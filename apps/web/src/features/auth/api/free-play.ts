import { loginResultSchema, platform } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';
import { getDeviceId } from '../lib/device-id';

/** A fresh trial account (spec §4 free play): play money, 24 hours. */
export const freePlay = () =>
  callEndpoint('freePlay', {
    body: { os: navigator.platform || 'web', platform: platform.web, loginDeviceId: getDeviceId() },
    schema: loginResultSchema,
  });
