import type { Orm } from '../../../db/database.ts';
import { allAccounts, transferSums } from './queries.ts';

export interface LedgerMismatch {
  accountId: number;
  purpose: string;
  memberId: number | null;
  /** The stored balance and what the transfers add up to, as decimal strings of minor units. */
  stored: string;
  computed: string;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** The sum of every balance: zero in a sound ledger (each transfer takes from one account what it gives another). */
  total: string;
  mismatches: LedgerMismatch[];
  negativeMemberAccounts: number[];
}

/**
 * Proves the ledger: every account's balance equals its transfers in minus out, the balances sum to zero, and no
 * member account is below zero. Sums are exact (BigInt), whatever the size of the ledger.
 */
export async function verifyLedger(orm: Orm, merchantId?: number): Promise<LedgerReport> {
  // One snapshot: balances and transfers are read in the same repeatable-read transaction.
  return orm.transaction(
    async (tx) => {
      const [accounts, sums] = [await allAccounts(tx, merchantId), await transferSums(tx, merchantId)];
      const incoming = new Map(sums.incoming.map((r) => [r.accountId, BigInt(r.sum)]));
      const outgoing = new Map(sums.outgoing.map((r) => [r.accountId, BigInt(r.sum)]));
      let total = 0n;
      const mismatches: LedgerMismatch[] = [];
      const negativeMemberAccounts: number[] = [];
      for (const account of accounts) {
        const stored = BigInt(account.balance);
        const computed = (incoming.get(account.id) ?? 0n) - (outgoing.get(account.id) ?? 0n);
        total += stored;
        if (stored !== computed) {
          mismatches.push({
            accountId: account.id,
            purpose: account.purpose,
            memberId: account.memberId,
            stored: stored.toString(),
            computed: computed.toString(),
          });
        }
        if (account.memberId !== null && stored < 0n) negativeMemberAccounts.push(account.id);
      }
      return {
        ok: total === 0n && mismatches.length === 0 && negativeMemberAccounts.length === 0,
        accounts: accounts.length,
        transfers: sums.count,
        total: total.toString(),
        mismatches,
        negativeMemberAccounts,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
