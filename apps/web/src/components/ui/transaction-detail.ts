import type { MemberTransaction } from '@lotus/contract';
import type { TFunction } from 'i18next';

/**
 * What an account record was for, in the reader's language: a bet's vendor and round, an order's number, the other
 * member of a transfer ("—" for what has none). The ledger's own reference is a key for support, never shown.
 */
export function transactionDetail(t: TFunction, record: MemberTransaction): string {
  const parts: string[] = [];
  if (record.vendor) parts.push(record.vendor);
  if (record.roundId) parts.push(t('records.detail.round', { round: record.roundId }));
  if (record.orderNo) parts.push(t('records.detail.order', { orderNo: record.orderNo }));
  if (record.counterparty)
    parts.push(t(record.amount < 0 ? 'records.detail.to' : 'records.detail.from', { name: record.counterparty }));
  return parts.length > 0 ? parts.join(' · ') : '—';
}
