import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../../db/database.ts';
import { gameVendors, ledgerAccounts, vendorWalletTransfers } from '../../../db/schema.ts';

export type WalletTransferRow = typeof vendorWalletTransfers.$inferSelect;

export async function findWalletTransfer(orm: Orm, merchantId: number, reference: string) {
  const [row] = await orm
    .select({ transfer: vendorWalletTransfers, vendorCode: gameVendors.code })
    .from(vendorWalletTransfers)
    .innerJoin(gameVendors, eq(gameVendors.id, vendorWalletTransfers.vendorId))
    .where(and(eq(vendorWalletTransfers.merchantId, merchantId), eq(vendorWalletTransfers.reference, reference)))
    .limit(1);
  return row ?? null;
}

export async function insertWalletTransfer(orm: Orm, row: typeof vendorWalletTransfers.$inferInsert) {
  const [saved] = await orm.insert(vendorWalletTransfers).values(row).returning();
  if (!saved) throw new Error('wallet transfer not stored');
  return saved;
}

/** The merchant's transfer-wallet vendors, in the lobby's order. */
export function transferVendors(orm: Orm, merchantId: number) {
  return orm
    .select({ id: gameVendors.id, code: gameVendors.code, name: gameVendors.name, enabled: gameVendors.enabled })
    .from(gameVendors)
    .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.walletMode, 'transfer')))
    .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.id));
}

/** Every account balance of a member by purpose (minor units). */
export async function memberBalancesByPurpose(orm: Orm, merchantId: number, memberId: number) {
  const rows = await orm
    .select({ purpose: ledgerAccounts.purpose, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, memberId)));
  return new Map(rows.map((r) => [r.purpose, r.balance]));
}
