import type { vendorRollbackRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import { allStatements } from '../../db/pipelined-commit.ts';
import { postHouseTransfer } from '../wallet/ledger/post-house-transfer.ts';
import { type MoneyCallResult, runMoneyCall, type VendorCallContext } from './money-call.ts';
import { findBet, setBetStake } from './queries.ts';

export type RollbackRequest = z.output<typeof vendorRollbackRequestSchema>;

/**
 * Reverses the debit `refTxId` (never a credit): the stake goes back and the round is cancelled once no stake is left.
 * A debit that never arrived (or was refused) answers OK and this row stays as its tombstone, so the late debit is
 * refused. A debit already reversed answers OK and moves nothing; a debit of a settled round cannot be reversed.
 */
export function rollback(ctx: VendorCallContext, request: RollbackRequest) {
  const { merchant, vendor, now } = ctx;
  return runMoneyCall(ctx, {
    action: 'rollback',
    txId: request.txId,
    memberId: Number(request.playerId),
    roundId: request.roundId,
    refTxId: request.refTxId,
    amount: 0,
    identity: [request.refTxId, request.roundId ?? null],
    request,
    async apply({ tx, player, accounts, balance, stored, rolledBack }): Promise<MoneyCallResult> {
      const target = stored(request.refTxId);
      if (target?.status !== 'OK') return { status: 'OK', amount: 0 };
      if (target.action !== 'debit' || target.memberId !== player.id || !target.roundId) {
        return { status: 'TRANSACTION_NOT_FOUND' };
      }
      if (rolledBack(request.refTxId)) {
        return { status: 'OK', amount: 0 };
      }
      const bet = await findBet(tx, vendor.id, player.id, target.roundId);
      if (bet?.status !== 'open') return { status: 'INVALID_PARAMS' };

      const stake = bet.stake - target.amount;
      const transferKey = `vendor:${vendor.id}:${request.txId}`;
      // The bet's change goes with the transfer (and the stored call) in the same round trip.
      const writes = allStatements([
        postHouseTransfer(
          tx,
          {
            merchantId: merchant.id,
            amount: target.amount,
            kind: 'rollback',
            reference: `bet:${vendor.code}:${target.roundId}`,
            idempotencyKey: transferKey,
            detail: { vendor: vendor.code, txId: request.txId, refTxId: request.refTxId, roundId: target.roundId },
            at: now,
          },
          { from: accounts.house, to: accounts.main },
        ),
        setBetStake(tx, bet.id, stake, stake === 0 ? 'cancelled' : bet.status),
      ]);
      return { status: 'OK', amount: target.amount, transferKey, writes, balanceAfter: balance + target.amount };
    },
  });
}
