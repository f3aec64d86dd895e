import { fromMinorUnits, type HousePlayResult, type housePlayRequestSchema, type VendorStatus } from '@lotus/contract';
import { deriveOutcome } from '@lotus/house-games';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { bonusLimitRefusal } from '../wallet/turnover/turnover.ts';
import { freePlayBalance } from './balance.ts';
import type { HouseDeps } from './house-deps.ts';
import { feedPool } from './jackpot.ts';
import { type HouseLaunch, requireLaunch, stakesOf } from './launch.ts';
import { jackpotOf, jackpotShown } from './pool-view.ts';
import {
  advanceNonce,
  findActiveSeed,
  findRoundByKey,
  findSeed,
  insertRound,
  lockActiveSeed,
  type RoundRow,
} from './queries.ts';
import { toHouseRound } from './round.ts';
import { ensureActiveSeed, fairnessOf } from './seeds.ts';
import { creditRound, markRound, rollBackRound } from './settle-round.ts';
import { houseWallet, roundTx } from './wallet.ts';

export type PlayRequest = z.output<typeof housePlayRequestSchema>;

/** What a refused debit tells the player; anything not listed is a refusal to try again later. */
const refusals: Partial<Record<VendorStatus, ConstructorParameters<typeof AppError>[0]>> = {
  INSUFFICIENT_FUNDS: 'balance.insufficient',
  INVALID_TOKEN: 'house.token.invalid',
  TOKEN_EXPIRED: 'house.token.invalid',
  PLAYER_BLOCKED: 'house.bet.refused',
  BET_LIMIT: 'house.stake.invalid',
};

/**
 * One press of the play button. The round is decided first, in one transaction under the lock of the player's
 * active seed: its nonce, its outcome, the jackpot pool, its payout, the `open` row (a repeated `roundKey` answers the
 * round it already made). Money moves afterwards, only through the seamless wallet API, never inside a transaction:
 * the stake's debit (`<round>:bet`), then the payout's credit (`<round>:win`, 0 for a loss) which settles the round.
 * A refused debit voids the round; an unanswered one is rolled back; a credit that fails leaves the round open for
 * the settlement job. Free play settles at once against the token's chips and never calls the wallet.
 */
export async function playRound(deps: HouseDeps, request: PlayRequest): Promise<HousePlayResult> {
  const now = deps.clock.now();
  const launch = await requireLaunch(deps.db.orm, request.token, now);
  // The contract's amount schema already turned the wire amount into minor units.
  const stake = request.stake;
  if (!stakesOf(launch).includes(stake)) throw new AppError('house.stake.invalid');
  await ensureActiveSeed(deps.db.orm, launch.merchantId, launch.playerKey);

  const placed = await deps.db.orm.transaction(async (tx) => {
    const seed = await lockActiveSeed(tx, launch.merchantId, launch.playerKey);
    if (!seed) throw new Error('no active seed after ensureActiveSeed');
    const earlier = await findRoundByKey(tx, launch.merchantId, launch.playerKey, request.roundKey);
    if (earlier) return { round: earlier, repeated: true };
    if (launch.freePlay && (await freePlayBalance(tx, launch)) < stake) throw new AppError('balance.insufficient');

    const outcome = deriveOutcome(launch.gameCode, seed.serverSeed, seed.clientSeed, seed.nextNonce);
    let payout = Math.round(stake * outcome.multiplier);
    if (outcome.game === 'lotus-wheel' && !launch.freePlay) {
      payout += await feedPool(tx, launch.merchantId, outcome, stake, now);
    } else if (outcome.game === 'lotus-wheel' && outcome.jackpot) {
      // Free play pays the live pool in chips on a hit but neither feeds nor empties it.
      payout += (await jackpotOf(tx, launch)) ?? 0;
    }
    await advanceNonce(tx, seed.id);
    const round = await insertRound(tx, {
      merchantId: launch.merchantId,
      playerKey: launch.playerKey,
      memberId: launch.memberId,
      seedId: seed.id,
      nonce: seed.nextNonce,
      gameCode: launch.gameCode,
      roundKey: request.roundKey,
      stake,
      payout,
      outcome,
      status: launch.freePlay ? 'settled' : 'open',
      createdAt: now,
    });
    return { round, repeated: false };
  });

  const { round } = placed;
  if (round.status === 'void') throw new AppError('house.round.void');
  if (launch.freePlay) return result(deps, launch, round, fromMinorUnits(await freePlayBalance(deps.db.orm, launch)));

  const wallet = await houseWallet(deps.db.orm, deps.transport, launch.merchantId);
  if (placed.repeated) {
    const reply = await wallet.balance({ playerId: String(launch.memberId) });
    return result(deps, launch, round, reply.balance ?? 0);
  }
  return result(deps, launch, round, await moveMoney(deps, wallet, launch, request.token, round));
}

/** The round's debit and credit; answers the balance after them, or throws when the stake was not taken. */
async function moveMoney(
  deps: HouseDeps,
  wallet: SeamlessClient,
  launch: HouseLaunch,
  token: string,
  round: RoundRow,
): Promise<number> {
  const tx = roundTx(round.id);
  const debit = await wallet.debit({
    playerId: String(launch.memberId),
    token,
    txId: tx.bet,
    roundId: tx.roundId,
    gameCode: launch.gameCode,
    amount: fromMinorUnits(round.stake),
    currency: launch.currency,
  });
  if (debit.status === 'INTERNAL_RETRYABLE') {
    // Whether the stake was taken is unknown: cancel it (or, failing that, leave it to the settlement job).
    await rollBackRound(deps, wallet, round);
    throw new AppError('service.unavailable');
  }
  if (debit.status !== 'OK') {
    await markRound(deps, round.id, 'void');
    deps.log.info({ roundId: round.id, status: debit.status }, 'house round void: debit refused');
    if (debit.status === 'BET_LIMIT' && launch.memberId !== null) {
      const bonusRefusal = await bonusLimitRefusal(deps.db.orm, launch.merchantId, launch.memberId, round.stake);
      if (bonusRefusal) throw bonusRefusal;
    }
    throw new AppError(refusals[debit.status] ?? 'house.bet.refused', { status: debit.status });
  }
  const credit = await creditRound(deps, wallet, round, launch.currency);
  if (credit.status !== 'OK') {
    deps.log.warn({ roundId: round.id, status: credit.status }, 'house round left open: credit not accepted');
    return debit.balance ?? 0;
  }
  return credit.balance ?? debit.balance ?? 0;
}

async function result(deps: HouseDeps, launch: HouseLaunch, round: RoundRow, balance: number) {
  const [seed, active] = await Promise.all([
    findSeed(deps.db.orm, round.seedId),
    findActiveSeed(deps.db.orm, launch.merchantId, launch.playerKey),
  ]);
  if (!seed || !active) throw new Error('house round without its seed');
  return {
    round: toHouseRound(round, seed),
    balance,
    fairness: fairnessOf(active),
    jackpot: await jackpotShown(deps.db.orm, launch),
  };
}
