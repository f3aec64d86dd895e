import type { TransferTargets } from '@lotus/contract';
import type { Orm } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import { directDownlines, findParty } from './queries.ts';

const MAX_DOWNLINES = 50;

/** Whom the member may pay: the direct upline, then direct downlines (those matching `search`). */
export async function transferTargets(
  orm: Orm,
  merchantId: number,
  memberId: number,
  search?: string,
): Promise<TransferTargets> {
  const me = await findParty(orm, merchantId, memberId);
  if (!me) throw new AppError('login.not.session');
  const upline = me.parentId ? await findParty(orm, merchantId, me.parentId) : null;
  const uplineMatches =
    upline && upline.status === 'active' && (!search || upline.username.toLowerCase().includes(search.toLowerCase()));
  const downlines = await directDownlines(orm, merchantId, memberId, search || undefined, MAX_DOWNLINES);
  return {
    targets: [
      ...(upline && uplineMatches
        ? [{ username: upline.username, nickname: upline.nickname, relation: 'upline' as const }]
        : []),
      ...downlines.map((d) => ({ username: d.username, nickname: d.nickname, relation: 'downline' as const })),
    ],
  };
}
