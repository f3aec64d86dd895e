import type { ContractListQuery, ContractPage } from '@lotus/contract';
import { contractListQuerySchema } from '@lotus/contract';
import { and } from 'drizzle-orm';
import type { Orm } from '../../db/database.ts';
import { contractViews, countContracts, contractFilter as f } from './queries.ts';

/** `MCS2_getContractList`: the contracts the member offered or holds, newest first, filtered by kind, status, role. */
export async function listContracts(
  orm: Orm,
  merchantId: number,
  memberId: number,
  query: ContractListQuery,
): Promise<ContractPage> {
  const { pageNo, pageSize, kind, status, role } = contractListQuerySchema.parse(query);
  const where = and(
    role === 'offered' ? f.offeredBy(memberId) : role === 'held' ? f.heldBy(memberId) : f.involving(memberId),
    kind ? f.kinds([kind]) : undefined,
    status ? f.status(status) : undefined,
  );
  const [list, total] = await Promise.all([
    contractViews(orm, merchantId, where, { offset: (pageNo - 1) * pageSize, limit: pageSize }),
    countContracts(orm, merchantId, where),
  ]);
  return { list, pageNum: pageNo, totalPages: Math.ceil(total / pageSize), total };
}
