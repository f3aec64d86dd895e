import { fromMinorUnits, toMinorUnits, type WalletTransfer, type WalletTransferRequest } from '@lotus/contract';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { RequestContext } from '../../../platform/request-context.ts';
import { memberAccountId } from '../../wallet/ledger/accounts.ts';
import { postTransfer } from '../../wallet/ledger/post-transfer.ts';
import { lockIdempotencyKey } from '../../wallet/ledger/queries.ts';
import { refuseWhileBonusWagered } from '../../wallet/turnover/turnover.ts';
import { findVendorByCode } from '../queries.ts';
import {
  findWalletTransfer,
  insertWalletTransfer,
  memberBalancesByPurpose,
  type WalletTransferRow,
} from './queries.ts';

const vendorPurpose = (code: string) => `vendor:${code}` as const;

/** The wire view of a stored transfer, with the member's wallets as they are now. */
export async function walletTransferView(
  db: Database,
  ctx: RequestContext,
  row: WalletTransferRow,
  vendorCode: string,
): Promise<WalletTransfer> {
  const balances = await memberBalancesByPurpose(db.orm, ctx.merchant.id, row.memberId);
  return {
    reference: row.reference,
    vendorCode,
    direction: row.direction,
    amount: fromMinorUnits(row.amount),
    status: row.status,
    mainBalance: fromMinorUnits(balances.get('main') ?? 0),
    vendorBalance: fromMinorUnits(balances.get(vendorPurpose(vendorCode)) ?? 0),
  };
}

/**
 * Moves money between the member's main wallet and their wallet at a transfer-wallet vendor (`in`: main → vendor).
 * The client's reference makes it safe to retry: a repeat answers the first transfer, another request under the same
 * reference is refused. Seamless vendors play from the main wallet and have no wallet to move to, and a merchant
 * running a single wallet has none at all. A refused transfer leaves nothing, so its reference stays free.
 */
export async function transferBetweenWallets(
  deps: { db: Database; events: EventBus },
  ctx: RequestContext,
  memberId: number,
  input: WalletTransferRequest,
): Promise<WalletTransfer> {
  const { db } = deps;
  const merchantId = ctx.merchant.id;
  if (ctx.merchant.cashier.singleWallet) throw new AppError('function.not.available');
  const amount = toMinorUnits(input.amount);
  if (amount === null || amount <= 0) throw new AppError('request.invalid', { fields: { amount: 'Invalid amount' } });
  const vendor = await findVendorByCode(db.orm, merchantId, input.vendorCode);
  // A vendor switched off takes no more money, but what the member holds there can always come back.
  if (vendor?.walletMode !== 'transfer' || (!vendor.enabled && input.direction === 'in')) {
    throw new AppError('vendor.wallet.unavailable');
  }

  const key = `wallet-transfer:${input.reference}`;
  const { row, created } = await db.orm.transaction(async (tx) => {
    await lockIdempotencyKey(tx, merchantId, key);
    const earlier = await findWalletTransfer(tx, merchantId, input.reference);
    if (earlier) {
      const same =
        earlier.transfer.memberId === memberId &&
        earlier.transfer.vendorId === vendor.id &&
        earlier.transfer.direction === input.direction &&
        earlier.transfer.amount === amount;
      if (!same) throw new AppError('idempotency.conflict');
      return { row: earlier.transfer, created: false };
    }
    const main = await memberAccountId(tx, merchantId, memberId);
    const wallet = await memberAccountId(tx, merchantId, memberId, vendorPurpose(vendor.code));
    const { transfer } = await postTransfer(tx, {
      merchantId,
      fromAccountId: input.direction === 'in' ? main : wallet,
      toAccountId: input.direction === 'in' ? wallet : main,
      amount,
      kind: 'transfer',
      reference: key,
      idempotencyKey: key,
      detail: { vendor: vendor.code, direction: input.direction },
      at: ctx.now,
    });
    // Bonus money is wagered where its stakes are counted and capped: the seamless games, not a vendor's own wallet.
    if (input.direction === 'in') await refuseWhileBonusWagered(tx, merchantId, memberId);
    const stored = await insertWalletTransfer(tx, {
      merchantId,
      memberId,
      vendorId: vendor.id,
      direction: input.direction,
      amount,
      reference: input.reference,
      status: 'succeeded',
      transferId: transfer.id,
      createdAt: ctx.now,
      settledAt: ctx.now,
    });
    return { row: stored, created: true };
  });
  if (created) await deps.events.publish({ merchantId, memberId }, 'balance.changed', { reason: 'transfer' });
  return walletTransferView(db, ctx, row, vendor.code);
}
