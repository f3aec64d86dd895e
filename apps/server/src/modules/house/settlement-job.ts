import type { Job } from '../../platform/jobs/scheduler.ts';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { HOUSE_VENDOR_CODE, OPEN_ROUND_GRACE_MS } from './house-config.ts';
import type { HouseDeps } from './house-deps.ts';
import { findVendorAccess, openRoundsBefore, type RoundRow } from './queries.ts';
import { creditRound, rollBackRound } from './settle-round.ts';
import { houseWallet } from './wallet.ts';

const BATCH = 200;

/**
 * Finishes rounds whose money calls did not complete (the wallet was unreachable, or the process stopped between
 * calls). The credit is sent again with its txId: OK settles the round (paid once whatever happened before); if the
 * wallet knows no stake for the round (TRANSACTION_NOT_FOUND), the stake never arrived, so the debit is rolled back
 * (a tombstone against a late one) and the round voided. Anything else waits for the next run.
 */
export function houseSettlementJob(deps: HouseDeps): Job {
  return {
    name: 'house-round-settlement',
    pattern: '* * * * *',
    async run(now) {
      const rounds = await openRoundsBefore(deps.db.orm, new Date(now.getTime() - OPEN_ROUND_GRACE_MS), BATCH);
      const wallets = new Map<number, { wallet: SeamlessClient; currency: string }>();
      let settled = 0;
      let voided = 0;
      for (const round of rounds) {
        let access = wallets.get(round.merchantId);
        if (!access) {
          const vendor = await findVendorAccess(deps.db.orm, round.merchantId, HOUSE_VENDOR_CODE);
          if (!vendor) continue;
          access = {
            wallet: await houseWallet(deps.db.orm, deps.transport, round.merchantId),
            currency: vendor.currency,
          };
          wallets.set(round.merchantId, access);
        }
        const outcome = await finishRound(deps, access.wallet, round, access.currency);
        if (outcome === 'settled') settled += 1;
        if (outcome === 'void') voided += 1;
      }
      return `${rounds.length} open, ${settled} settled, ${voided} void`;
    },
  };
}

export async function finishRound(deps: HouseDeps, wallet: SeamlessClient, round: RoundRow, currency: string) {
  const credit = await creditRound(deps, wallet, round, currency);
  if (credit.status === 'OK') return 'settled';
  if (credit.status === 'TRANSACTION_NOT_FOUND' && (await rollBackRound(deps, wallet, round))) return 'void';
  return 'open';
}
