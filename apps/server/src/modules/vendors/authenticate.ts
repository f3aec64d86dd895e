import { fromMinorUnits, type VendorReply } from '@lotus/contract';
import { sha256 } from '../../platform/secrets.ts';
import type { VendorCallContext, VendorCallOutcome } from './money-call.ts';
import { mainBalance } from './player-balance.ts';
import { findGameById, findLaunchToken, findPlayer } from './queries.ts';

/**
 * The game client's first call: who is behind the launch token. Tokens of another vendor, free-play tokens (no
 * member, no money) and unknown ones are INVALID_TOKEN.
 */
export async function authenticate(ctx: VendorCallContext, token: string): Promise<VendorCallOutcome> {
  const { db, merchant, vendor, now } = ctx;
  const launch = await findLaunchToken(db.orm, sha256(token));
  if (!launch || launch.vendorId !== vendor.id || launch.merchantId !== merchant.id || launch.freePlay) {
    return { reply: { status: 'INVALID_TOKEN' } };
  }
  if (launch.expiresAt.getTime() <= now.getTime()) return { reply: { status: 'TOKEN_EXPIRED' } };
  const player = launch.memberId === null ? null : await findPlayer(db.orm, merchant.id, launch.memberId);
  if (!player) return { reply: { status: 'PLAYER_NOT_FOUND' } };
  const balance = fromMinorUnits(await mainBalance(ctx, player.id));
  if (player.status !== 'active') return { reply: { status: 'PLAYER_BLOCKED', balance, currency: merchant.currency } };
  const game = await findGameById(db.orm, launch.gameId);
  const reply: VendorReply = {
    status: 'OK',
    playerId: String(player.id),
    nickname: player.nickname ?? player.username,
    currency: merchant.currency,
    balance,
    ...(game ? { gameCode: game.gameCode } : {}),
  };
  return { reply };
}
