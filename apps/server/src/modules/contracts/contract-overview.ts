import {
  type ContractOverview,
  type ContractOverviewQuery,
  contractOverviewQuerySchema,
  isAgentType,
} from '@lotus/contract';
import { and } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { contractViews, countDirectDownlines, directDownlinePage, contractFilter as f, findMember } from './queries.ts';
import { boundOf, enabledKinds } from './rules.ts';

/**
 * `MCS2_getContractOverview` (agents): per kind the merchant runs, the agent's own active contract and the rates it may
 * offer; and a page of its direct downlines with the active and pending contracts it offered them.
 */
export async function contractOverview(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: ContractOverviewQuery,
): Promise<ContractOverview> {
  const { pageNo, pageSize, username } = contractOverviewQuerySchema.parse(query);
  const me = await findMember(orm, merchant.id, memberId);
  if (!me || !isAgentType(me.type)) throw new AppError('contract.not.agent');
  const kindsOn = enabledKinds(merchant);

  const own = kindsOn.length
    ? await contractViews(orm, merchant.id, and(f.heldBy(memberId), f.status('active'), f.kinds(kindsOn)))
    : [];
  const kinds = await Promise.all(
    kindsOn.map(async (kind) => ({
      kind,
      own: own.find((c) => c.kind === kind) ?? null,
      bound: (await boundOf(orm, merchant, me, kind)).rates,
    })),
  );

  const search = username || undefined;
  const [rows, total] = await Promise.all([
    directDownlinePage(orm, merchant.id, memberId, search, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
    countDirectDownlines(orm, merchant.id, memberId, search),
  ]);
  const theirs =
    rows.length && kindsOn.length
      ? await contractViews(
          orm,
          merchant.id,
          and(
            f.offeredBy(memberId),
            f.downlines(rows.map((r) => r.id)),
            f.statuses(['active', 'pending']),
            f.kinds(kindsOn),
          ),
        )
      : [];
  const list = rows.map((r) => ({
    username: r.username,
    nickname: r.nickname,
    isAgent: isAgentType(r.type),
    contracts: theirs.filter((c) => c.downline.username === r.username),
  }));
  return { kinds, downlines: { list, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total } };
}
