import {
  type BindEmailCodeRequest,
  type BindEmailRequest,
  type BindMobileCodeRequest,
  type BindMobileRequest,
  memberProfileSchema,
  smsSentSchema,
} from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

export type ContactKind = 'mobile' | 'email';

/** The new number or address; empty: the current one, to verify it. */
export type ContactTarget = BindMobileCodeRequest | BindEmailCodeRequest;

/** Sends a code to the number or address being bound (spec §7 handling: the answer's minutes drive the countdown). */
export const sendContactCode = (kind: ContactKind, target: ContactTarget) =>
  kind === 'mobile'
    ? callEndpoint('smsBind', { body: target as BindMobileCodeRequest, schema: smsSentSchema })
    : callEndpoint('emailBind', { body: target as BindEmailCodeRequest, schema: smsSentSchema });

export const bindMobile = (body: BindMobileRequest) =>
  callEndpoint('bindMobile', { body, schema: memberProfileSchema });

export const bindEmail = (body: BindEmailRequest) => callEndpoint('bindEmail', { body, schema: memberProfileSchema });
