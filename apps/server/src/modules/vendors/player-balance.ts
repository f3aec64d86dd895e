import { fromMinorUnits } from '@lotus/contract';
import { findMemberAccount } from '../wallet/ledger/queries.ts';
import type { VendorCallContext, VendorCallOutcome } from './money-call.ts';
import { findPlayer } from './queries.ts';

/** The main wallet's balance (minor units); a member without an account yet has 0. */
export async function mainBalance(ctx: VendorCallContext, memberId: number) {
  const account = await findMemberAccount(ctx.db.orm, ctx.merchant.id, memberId, 'main');
  return account?.balance ?? 0;
}

/** The player's balance now, by player id. */
export async function playerBalance(ctx: VendorCallContext, playerId: string): Promise<VendorCallOutcome> {
  const memberId = Number(playerId);
  const player = Number.isSafeInteger(memberId) ? await findPlayer(ctx.db.orm, ctx.merchant.id, memberId) : null;
  if (!player) return { reply: { status: 'PLAYER_NOT_FOUND' } };
  return {
    reply: {
      status: 'OK',
      balance: fromMinorUnits(await mainBalance(ctx, player.id)),
      currency: ctx.merchant.currency,
    },
  };
}
