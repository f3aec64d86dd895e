import type { Orm } from '../../db/database.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTransport } from '../vendors/seamless-client.ts';
import { HOUSE_VENDOR_CODE } from './house-config.ts';
import { findVendorAccess } from './queries.ts';

/**
 * The house vendor's side of the seamless wallet API, signed with its own secret exactly as an outside vendor's server
 * would; the house game server never touches the ledger itself.
 */
export async function houseWallet(orm: Orm, transport: SeamlessTransport, merchantId: number): Promise<SeamlessClient> {
  const access = await findVendorAccess(orm, merchantId, HOUSE_VENDOR_CODE);
  if (!access) throw new Error(`merchant ${merchantId} has no ${HOUSE_VENDOR_CODE} vendor`);
  return createSeamlessClient({
    transport,
    vendorCode: HOUSE_VENDOR_CODE,
    secret: access.secret,
    merchantCode: access.merchantCode,
  });
}

/** The txIds of a round's money calls (shared decisions of issue 5: the roundId is the `house_rounds` id). */
export const roundTx = (roundId: number) => ({
  roundId: String(roundId),
  bet: `${roundId}:bet`,
  win: `${roundId}:win`,
  rollback: `${roundId}:rollback`,
});
