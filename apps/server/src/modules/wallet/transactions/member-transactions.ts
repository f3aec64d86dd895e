import {
  businessDayStart,
  fromMinorUnits,
  type Language,
  type MemberTransaction,
  type MemberTransactionPage,
  type memberTransactionsQuerySchema,
} from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../../db/database.ts';
import { localize } from '../../../platform/localize.ts';
import type { MerchantConfig } from '../../../platform/merchant/merchant-config.ts';
import { memberAccounts } from '../ledger/queries.ts';
import { countTransfers, transfersPage, vendorNames } from './queries.ts';
import { referenceParts } from './reference-parts.ts';

const DAY = 86_400_000;

/**
 * Account records (`ODSFE2_MemTransDet`): every ledger movement of the member's wallets in the period, newest first,
 * signed from the member's side with the wallet's balance after it, and what it was for in the player's words (the
 * game's vendor by name, the round, the order number, the other member) rather than the ledger's reference.
 */
export async function memberTransactions(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof memberTransactionsQuerySchema>,
  language: Language,
): Promise<MemberTransactionPage> {
  const accounts = await memberAccounts(orm, merchant.id, memberId);
  const empty = { list: [], pageNum: query.pageNo, totalPages: 0, total: 0 };
  if (accounts.length === 0) return empty;
  const own = new Set(accounts.map((a) => a.id));
  const filter = {
    merchantId: merchant.id,
    accountIds: [...own],
    ...(query.type ? { kind: query.type } : {}),
    from: new Date(businessDayStart(query.startDate, merchant.gmtOffsetMinutes)),
    until: new Date(businessDayStart(query.endDate, merchant.gmtOffsetMinutes) + DAY),
  };
  const [total, rows] = await Promise.all([
    countTransfers(orm, filter),
    transfersPage(orm, filter, (query.pageNo - 1) * query.pageSize, query.pageSize),
  ]);
  const parts = new Map(rows.map((row) => [row.id, referenceParts(row.reference)]));
  const codes = [...new Set([...parts.values()].flatMap((p) => (p.vendorCode ? [p.vendorCode] : [])))];
  const names = new Map(
    (await vendorNames(orm, merchant.id, codes)).map((v) => [v.code, localize(v.name, language)] as const),
  );
  const list = rows.map((row): MemberTransaction => {
    const incoming = own.has(row.toAccountId);
    const part = parts.get(row.id) ?? referenceParts(null);
    return {
      id: row.id,
      type: row.kind,
      amount: fromMinorUnits(incoming ? row.amount : -row.amount),
      balanceAfter: fromMinorUnits(incoming ? row.toBalanceAfter : row.fromBalanceAfter),
      createdAt: row.createdAt.getTime(),
      reference: row.reference,
      vendor: part.vendorCode ? (names.get(part.vendorCode) ?? part.vendorCode) : null,
      roundId: part.roundId,
      orderNo: part.orderNo,
      counterparty: (incoming ? part.from : part.to) ?? null,
    };
  });
  return { list, pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total };
}
