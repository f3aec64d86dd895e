import {
  type ConsoleMemberPage,
  type ConsoleMemberRow,
  type consoleMemberSearchSchema,
  fromMinorUnits,
  type MemberStatus,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { countMembers, memberSearchPage } from './queries.ts';

export const phoneOf = (dialingCode: string | null, mobile: string | null) =>
  mobile ? [dialingCode, mobile].filter(Boolean).join(' ') : null;

/** Members of the operator's merchant matching the search, newest registration first, one page at a time. */
export async function searchMembers(
  db: Database,
  merchantId: number,
  query: z.output<typeof consoleMemberSearchSchema>,
): Promise<ConsoleMemberPage> {
  const filter = { merchantId, q: query.q || undefined, status: query.status };
  const [total, rows] = await Promise.all([
    countMembers(db.orm, filter),
    memberSearchPage(db.orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  const list = rows.map(
    (r): ConsoleMemberRow => ({
      id: r.id,
      username: r.username,
      nickname: r.nickname,
      type: r.type,
      status: r.status as MemberStatus,
      mobile: phoneOf(r.countryDialingCode, r.mobile),
      balance: fromMinorUnits(r.balance),
      registeredAt: r.createdAt.getTime(),
      lastLoginAt: r.lastLoginAt?.getTime() ?? null,
    }),
  );
  return { list, pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total };
}
