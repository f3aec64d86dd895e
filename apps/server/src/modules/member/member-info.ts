import { type AvatarId, isAgentType, isTrialType, type Language, type MemberInfo } from '@lotus/contract';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findMemberById } from '../session/queries.ts';
import { maskEmail, maskPhone } from '../verification/phone.ts';
import { vipBadge } from '../vip/ladder.ts';
import { updateMember } from './queries.ts';

export const maskName = (name: string | null) =>
  name ? `${[...name][0]}${'*'.repeat(Math.max(1, [...name].length - 1))}` : null;

/** GET /wps/member/info: who is logged in, with contact details masked, and their VIP level where the brand runs VIP. */
export async function memberInfo(
  orm: Orm,
  viewer: { merchant: Pick<MerchantConfig, 'id' | 'features'>; language: Language },
  memberId: number,
): Promise<MemberInfo> {
  const m = await findMemberById(orm, memberId);
  if (!m) throw new AppError('login.not.session');
  const vip = await vipBadge(orm, viewer.merchant, m.vipLevel, viewer.language);
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgentType(m.type),
    isTrial: isTrialType(m.type),
    clubLabel: null,
    regDate: m.createdAt.getTime(),
    mobile: maskPhone(m.countryDialingCode, m.mobile),
    email: maskEmail(m.email),
    realName: maskName(m.realName),
    icon: m.icon,
    hasPassword: m.passwordHash !== null,
    hasPaymentPassword: m.paymentPasswordHash !== null,
    totpEnabled: m.totpEnabledAt !== null,
    expiresAt: m.expiresAt?.getTime() ?? null,
    lastLoginAt: m.lastLoginAt?.getTime() ?? null,
    ...vip,
  };
}

export async function getAvatar(orm: Orm, memberId: number) {
  const m = await findMemberById(orm, memberId);
  return { icon: (m?.icon ?? null) as AvatarId | null };
}

/** POST /wps/member/info/icon: one of the preset avatars. */
export async function setAvatar(orm: Orm, ctx: RequestContext, memberId: number, icon: AvatarId) {
  await orm.transaction(async (tx) => {
    await updateMember(tx, memberId, { icon });
    await recordAudit(tx, ctx, { event: 'member.avatar.changed', memberId, detail: { icon } });
  });
  return { icon };
}
