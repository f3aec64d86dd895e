import type { vendorCreditRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import { postTransfer } from '../wallet/ledger/post-transfer.ts';
import { countTurnover } from '../wallet/turnover/turnover.ts';
import { type MoneyCallResult, runMoneyCall, type VendorCallContext } from './money-call.ts';
import { findBet, findGame, updateBet } from './queries.ts';

export type CreditRequest = z.output<typeof vendorCreditRequestSchema>;

/**
 * A payout (0 for a lost round): the vendor's house account → main wallet, settling the round; its stake then counts
 * as valid bet toward the member's turnover. Accepted after the token expired and for suspended members (the round
 * was played). A round with no stake yet, or one rolled back, is TRANSACTION_NOT_FOUND and nothing binds the txId,
 * so the vendor's retry after its debit arrives goes through.
 */
export function credit(ctx: VendorCallContext, request: CreditRequest, amount: number) {
  const { merchant, vendor, now } = ctx;
  return runMoneyCall(ctx, {
    action: 'credit',
    txId: request.txId,
    memberId: Number(request.playerId),
    roundId: request.roundId,
    amount,
    currency: request.currency,
    identity: [request.roundId, request.gameCode, amount, request.currency],
    request,
    async apply({ tx, player, mainAccountId, houseAccountId }): Promise<MoneyCallResult> {
      const game = await findGame(tx, vendor.id, request.gameCode);
      if (!game) return { status: 'GAME_NOT_FOUND' };
      const bet = await findBet(tx, vendor.id, player.id, request.roundId);
      if (!bet || bet.status === 'cancelled') return { status: 'TRANSACTION_NOT_FOUND' };

      let transferId: number | null = null;
      let balanceAfter: number | undefined;
      if (amount > 0) {
        const { transfer } = await postTransfer(tx, {
          merchantId: merchant.id,
          fromAccountId: houseAccountId,
          toAccountId: mainAccountId,
          amount,
          kind: 'win',
          reference: `bet:${vendor.code}:${request.roundId}`,
          idempotencyKey: `vendor:${vendor.id}:${request.txId}`,
          detail: { vendor: vendor.code, txId: request.txId, roundId: request.roundId, gameCode: request.gameCode },
          at: now,
        });
        transferId = transfer.id;
        balanceAfter = transfer.toBalanceAfter;
      }
      if (bet.status === 'open') {
        await updateBet(tx, bet.id, {
          payout: bet.payout + amount,
          status: 'settled',
          validBet: bet.stake,
          settledAt: now,
        });
        await countTurnover(tx, merchant.id, player.id, bet.stake);
      } else {
        await updateBet(tx, bet.id, { payout: bet.payout + amount });
      }
      return { status: 'OK', amount, transferId, ...(balanceAfter !== undefined ? { balanceAfter } : {}) };
    },
  });
}
