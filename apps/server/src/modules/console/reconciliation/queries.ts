import { and, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { gameVendors, ledgerAccounts, ledgerTransfers, vendorTransactions } from '../../../db/schema.ts';

export interface Window {
  merchantId: number;
  from: Date;
  until: Date;
}

/** The merchant's vendors (every wallet mode: a vendor switched to transfer may still have seamless calls that day). */
export function merchantVendors(orm: Orm, merchantId: number) {
  return orm
    .select({ id: gameVendors.id, code: gameVendors.code, name: gameVendors.name })
    .from(gameVendors)
    .where(eq(gameVendors.merchantId, merchantId));
}

/** Stored vendor calls of the window by vendor, action and status: how many and their amounts (minor units). */
export function callTotals(orm: Orm, w: Window) {
  return orm
    .select({
      vendorId: vendorTransactions.vendorId,
      action: vendorTransactions.action,
      status: vendorTransactions.status,
      count: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${vendorTransactions.amount}), 0)`,
    })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.merchantId, w.merchantId),
        gte(vendorTransactions.createdAt, w.from),
        lt(vendorTransactions.createdAt, w.until),
      ),
    )
    .groupBy(vendorTransactions.vendorId, vendorTransactions.action, vendorTransactions.status);
}

/** What moved into (positive) and out of each vendor house account (`house:games:<code>`) in the window. */
export async function houseGameNets(orm: Orm, w: Window) {
  const inWindow = and(
    eq(ledgerTransfers.merchantId, w.merchantId),
    gte(ledgerTransfers.createdAt, w.from),
    lt(ledgerTransfers.createdAt, w.until),
  );
  const houseGames = and(
    eq(ledgerAccounts.merchantId, w.merchantId),
    sql`${ledgerAccounts.memberId} is null`,
    like(ledgerAccounts.purpose, 'house:games:%'),
  );
  const incoming = await orm
    .select({ purpose: ledgerAccounts.purpose, sum: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.toAccountId))
    .where(and(inWindow, houseGames))
    .groupBy(ledgerAccounts.purpose);
  const outgoing = await orm
    .select({ purpose: ledgerAccounts.purpose, sum: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)` })
    .from(ledgerTransfers)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerTransfers.fromAccountId))
    .where(and(inWindow, houseGames))
    .groupBy(ledgerAccounts.purpose);
  const nets = new Map<string, number>();
  for (const r of incoming) nets.set(r.purpose, (nets.get(r.purpose) ?? 0) + Number(r.sum));
  for (const r of outgoing) nets.set(r.purpose, (nets.get(r.purpose) ?? 0) - Number(r.sum));
  return nets;
}
