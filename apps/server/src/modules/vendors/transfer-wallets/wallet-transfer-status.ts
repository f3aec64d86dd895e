import type { WalletTransferStatus } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { findWalletTransfer } from './queries.ts';
import { walletTransferView } from './transfer-between-wallets.ts';

/**
 * Whether the member's transfer under `reference` happened: what a client asks before retrying a transfer whose
 * answer it never got. Another member's reference reads as not found.
 */
export async function walletTransferStatus(
  db: Database,
  ctx: RequestContext,
  memberId: number,
  reference: string,
): Promise<WalletTransferStatus> {
  const found = await findWalletTransfer(db.orm, ctx.merchant.id, reference);
  if (!found || found.transfer.memberId !== memberId) return { found: false, transfer: null };
  return { found: true, transfer: await walletTransferView(db, ctx, found.transfer, found.vendorCode) };
}
