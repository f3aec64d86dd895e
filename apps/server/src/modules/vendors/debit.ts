import type { vendorDebitRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import { allStatements } from '../../db/pipelined-commit.ts';
import { sha256 } from '../../platform/secrets.ts';
import { postHouseTransfer } from '../wallet/ledger/post-house-transfer.ts';
import { bonusBetLimit } from '../wallet/turnover/turnover.ts';
import { runMoneyCall, type VendorCallContext } from './money-call.ts';
import { findBet, findGame, findLaunchToken, insertBet, setBetStake } from './queries.ts';

export type DebitRequest = z.output<typeof vendorDebitRequestSchema>;

/**
 * A stake: main wallet → the vendor's house account. Needs the player's own live launch token (free play never
 * moves money); a debit whose txId was already rolled back (the tombstone) is refused, and so is a stake into a
 * round that was settled or cancelled. A game or vendor under maintenance takes no new stakes (GAME_NOT_FOUND, the
 * wire's "not playable now"); its open rounds still settle and roll back.
 */
export function debit(ctx: VendorCallContext, request: DebitRequest, amount: number) {
  const { merchant, vendor, now } = ctx;
  return runMoneyCall(ctx, {
    action: 'debit',
    txId: request.txId,
    memberId: Number(request.playerId),
    roundId: request.roundId,
    amount,
    currency: request.currency,
    identity: [request.roundId, request.gameCode, amount, request.currency],
    request,
    prefetch: (tx, memberId) =>
      Promise.all([
        findLaunchToken(tx, sha256(request.token)),
        findGame(tx, vendor.id, request.gameCode),
        findBet(tx, vendor.id, memberId, request.roundId),
        bonusBetLimit(tx, merchant.id, memberId),
      ]),
    async apply({ tx, player, accounts, prefetched, balance, rolledBack }) {
      const [token, game, bet, bonusLimit] = prefetched;
      if (rolledBack(request.txId)) return { status: 'TRANSACTION_NOT_FOUND' };
      if (player.status !== 'active') return { status: 'PLAYER_BLOCKED' };
      if (!token || token.freePlay || token.memberId !== player.id || token.vendorId !== vendor.id) {
        return { status: 'INVALID_TOKEN' };
      }
      if (token.expiresAt.getTime() <= now.getTime()) return { status: 'TOKEN_EXPIRED' };
      if (!game || game.maintenance || vendor.maintenance) return { status: 'GAME_NOT_FOUND' };
      if (amount < game.minBet) return { status: 'BET_LIMIT' };
      // While a bonus is wagered, a round's stake may not pass its max bet (every seamless game: slots, house
      // games, lottery bets).
      if (bonusLimit !== null && (bet?.stake ?? 0) + amount > bonusLimit) return { status: 'BET_LIMIT' };
      if (bet && bet.status !== 'open') return { status: 'INVALID_PARAMS' };
      if (balance < amount) return { status: 'INSUFFICIENT_FUNDS' };

      const transferKey = `vendor:${vendor.id}:${request.txId}`;
      // The transfer and the bet go out together; the stored call follows them in the same round trip.
      const writes = allStatements([
        postHouseTransfer(
          tx,
          {
            merchantId: merchant.id,
            amount,
            kind: 'bet',
            reference: `bet:${vendor.code}:${request.roundId}`,
            idempotencyKey: transferKey,
            detail: { vendor: vendor.code, txId: request.txId, roundId: request.roundId, gameCode: request.gameCode },
            at: now,
          },
          { from: accounts.main, to: accounts.house },
        ),
        bet
          ? setBetStake(tx, bet.id, bet.stake + amount, bet.status)
          : insertBet(tx, {
              merchantId: merchant.id,
              memberId: player.id,
              vendorId: vendor.id,
              gameId: game.id,
              roundId: request.roundId,
              stake: amount,
              status: 'open',
              placedAt: now,
            }),
      ]);
      return { status: 'OK', amount, transferKey, writes, balanceAfter: balance - amount };
    },
  });
}
