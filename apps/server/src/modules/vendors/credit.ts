import type { vendorCreditRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import { allStatements } from '../../db/pipelined-commit.ts';
import { postHouseTransfer } from '../wallet/ledger/post-house-transfer.ts';
import { countTurnover } from '../wallet/turnover/turnover.ts';
import { type MoneyCallResult, runMoneyCall, type VendorCallContext } from './money-call.ts';
import { findBet, findGame, setBetPayout } from './queries.ts';

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
    prefetch: (tx, memberId) =>
      Promise.all([findGame(tx, vendor.id, request.gameCode), findBet(tx, vendor.id, memberId, request.roundId)]),
    async apply({ tx, player, accounts, prefetched, balance }): Promise<MoneyCallResult> {
      const [game, bet] = prefetched;
      if (!game) return { status: 'GAME_NOT_FOUND' };
      if (!bet || bet.status === 'cancelled') return { status: 'TRANSACTION_NOT_FOUND' };

      const transferKey = `vendor:${vendor.id}:${request.txId}`;
      // The round's settlement, the transfer and the turnover go out together (one round trip with the stored call).
      const writes = allStatements([
        setBetPayout(
          tx,
          bet.id,
          bet.status === 'open'
            ? { payout: bet.payout + amount, status: 'settled', validBet: bet.stake, settledAt: now }
            : { payout: bet.payout + amount, status: bet.status, validBet: bet.validBet, settledAt: bet.settledAt },
        ),
        amount > 0
          ? postHouseTransfer(
              tx,
              {
                merchantId: merchant.id,
                amount,
                kind: 'win',
                reference: `bet:${vendor.code}:${request.roundId}`,
                idempotencyKey: transferKey,
                detail: {
                  vendor: vendor.code,
                  txId: request.txId,
                  roundId: request.roundId,
                  gameCode: request.gameCode,
                },
                at: now,
              },
              { from: accounts.house, to: accounts.main },
            )
          : null,
        bet.status === 'open' ? countTurnover(tx, merchant.id, player.id, bet.stake, game.gameType) : null,
      ]);
      return amount > 0
        ? { status: 'OK', amount, transferKey, writes, balanceAfter: balance + amount }
        : { status: 'OK', amount, writes };
    },
  });
}
