import type { SmsNoLoginRequest, SmsRegisterRequest } from '@lotus/contract';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import type { AuthDeps } from '../session/auth-deps.ts';
import { findMemberByMobile } from '../session/queries.ts';
import { sendCode } from './codes.ts';
import { parsePhone } from './phone.ts';

/**
 * POST /wps/verification/sms/noLogin: a code for SMS login (`MOBILEVERCODELOGIN3`) or the reset by phone
 * (`CHNGPASSVERIF3`). The answer and the limits are the same whether or not an account has the number; the SMS
 * only goes out when one does.
 */
export async function sendNoLoginCode(deps: AuthDeps, ctx: RequestContext, body: SmsNoLoginRequest) {
  const purpose = body.purpose ?? 'login';
  const feature = purpose === 'login' ? 'MOBILEVERCODELOGIN3' : 'CHNGPASSVERIF3';
  if (!ctx.merchant.features[feature]) throw new AppError('function.not.available');
  const phone = parsePhone(body.mobileNum, body.countryDialingCode);
  const orm = deps.db.orm;
  const member = await findMemberByMobile(orm, ctx.merchant.id, phone.dialingCode, phone.mobile);
  const deliver = member !== null && member.status === 'active';
  const sent = await sendCode(orm, deps.sender, ctx, {
    purpose,
    channel: 'sms',
    target: phone.full,
    memberId: member?.id ?? null,
    deliver,
  });
  await recordAudit(orm, ctx, {
    event: 'code.sent',
    memberId: member?.id ?? null,
    detail: { purpose, phone: phone.full, delivered: deliver },
  });
  return sent;
}

/** POST /wps/verification/sms/register: a code proving the number at registration (`REGMOBVERF3`). */
export async function sendRegisterCode(deps: AuthDeps, ctx: RequestContext, body: SmsRegisterRequest) {
  const phone = parsePhone(body.mobileNo, body.countryDialingCode);
  const orm = deps.db.orm;
  // Sent whether or not the number is registered: registration tells only once the code proved the number.
  const sent = await sendCode(orm, deps.sender, ctx, {
    purpose: 'register',
    channel: 'sms',
    target: phone.full,
    deliver: true,
  });
  await recordAudit(orm, ctx, {
    event: 'code.sent',
    detail: { purpose: 'register', phone: phone.full, delivered: true },
  });
  return sent;
}
