import type { TransferKind } from '@lotus/contract';
import { and, count, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { gameVendors, ledgerTransfers } from '../../../db/schema.ts';

export interface TransferFilter {
  merchantId: number;
  accountIds: number[];
  kind?: TransferKind;
  from: Date;
  until: Date;
}

function where(filter: TransferFilter): SQL | undefined {
  return and(
    eq(ledgerTransfers.merchantId, filter.merchantId),
    or(
      inArray(ledgerTransfers.fromAccountId, filter.accountIds),
      inArray(ledgerTransfers.toAccountId, filter.accountIds),
    ),
    gte(ledgerTransfers.createdAt, filter.from),
    lt(ledgerTransfers.createdAt, filter.until),
    filter.kind ? eq(ledgerTransfers.kind, filter.kind) : undefined,
  );
}

/** The transfers touching any of the accounts in the period, newest first. */
export function transfersPage(orm: Orm, filter: TransferFilter, offset: number, limit: number) {
  return orm
    .select()
    .from(ledgerTransfers)
    .where(where(filter))
    .orderBy(desc(ledgerTransfers.id))
    .offset(offset)
    .limit(limit);
}

export async function countTransfers(orm: Orm, filter: TransferFilter) {
  const [row] = await orm.select({ n: count() }).from(ledgerTransfers).where(where(filter));
  return row?.n ?? 0;
}

/** The merchant's vendors of these codes with their names (account records name a bet's vendor). */
export function vendorNames(orm: Orm, merchantId: number, codes: string[]) {
  if (codes.length === 0) return Promise.resolve([]);
  return orm
    .select({ code: gameVendors.code, name: gameVendors.name })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), inArray(gameVendors.code, codes)));
}
