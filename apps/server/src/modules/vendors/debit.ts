import type { vendorDebitRequestSchema } from '@lotus/contract';
import type { z } from 'zod';
import { sha256 } from '../../platform/secrets.ts';
import { postLockedTransfer } from '../wallet/ledger/post-locked-transfer.ts';
import { runMoneyCall, type VendorCallContext } from './money-call.ts';
import { findBet, findGame, findLaunchToken, insertBet, updateBet } from './queries.ts';

export type DebitRequest = z.output<typeof vendorDebitRequestSchema>;

/**
 * A stake: main wallet → the vendor's house account. Needs the player's own live launch token (free play never
 * moves money); a debit whose txId was already rolled back (the tombstone) is refused, and so is a stake into a
 * round that was settled or cancelled.
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
      ]),
    async apply({ tx, player, locked, prefetched, balance, rolledBack }) {
      const [token, game, bet] = prefetched;
      if (rolledBack(request.txId)) return { status: 'TRANSACTION_NOT_FOUND' };
      if (player.status !== 'active') return { status: 'PLAYER_BLOCKED' };
      if (!token || token.freePlay || token.memberId !== player.id || token.vendorId !== vendor.id) {
        return { status: 'INVALID_TOKEN' };
      }
      if (token.expiresAt.getTime() <= now.getTime()) return { status: 'TOKEN_EXPIRED' };
      if (!game) return { status: 'GAME_NOT_FOUND' };
      if (amount < game.minBet) return { status: 'BET_LIMIT' };
      if (bet && bet.status !== 'open') return { status: 'INVALID_PARAMS' };
      if (balance < amount) return { status: 'INSUFFICIENT_FUNDS' };

      const transferKey = `vendor:${vendor.id}:${request.txId}`;
      // The transfer and the bet go out together; the stored call follows them in the same round trip.
      const writes = Promise.all([
        postLockedTransfer(
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
          { from: locked.main, to: locked.house },
        ),
        bet
          ? updateBet(tx, bet.id, { stake: bet.stake + amount })
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
