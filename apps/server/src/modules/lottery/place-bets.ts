import {
  fromMinorUnits,
  type Language,
  type LotteryPlaceResult,
  type lotteryPlaceRequestSchema,
  toMinorUnits,
  type VendorStatus,
} from '@lotus/contract';
import { countBets, getPlay, type PayTable } from '@lotus/lottery';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/sql-state.ts';
import { AppError } from '../../platform/app-error.ts';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { bonusLimitRefusal } from '../wallet/turnover/turnover.ts';
import { toLotteryBets } from './bet-view.ts';
import { betExposure, type ExposureShare, exposureShares, mergeShares, PERIOD_KEY } from './exposure-shares.ts';
import { MAX_BETS_PER_SLIP, MAX_MULTIPLE, payTableOf, prizeGroupOf, singleStake } from './game-rules.ts';
import { type LotteryLaunch, requireLotteryLaunch } from './launch.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { betPayTable } from './odds.ts';
import {
  addExposure,
  betsOfRequest,
  findPeriodsByNumero,
  insertBets,
  insertChase,
  type LotteryBetRow,
  type LotteryGameRow,
  moveBet,
  type NewBet,
  type PeriodRow,
  releaseExposure,
} from './queries.ts';
import { refundBet } from './refund-bet.ts';
import type { SlipRefusals } from './slip-refusals.ts';
import { betTx, lotteryWallet } from './wallet.ts';

export type PlaceRequest = z.output<typeof lotteryPlaceRequestSchema>;

/** Placing a slip also counts the member's slips the wallet refused, and refuses them all past the limit. */
export interface PlaceDeps extends LotteryDeps {
  refusals: SlipRefusals;
}

/** What a refused debit tells the player; anything else is a refusal to try again later. */
const refusalErrors: Partial<Record<VendorStatus, ConstructorParameters<typeof AppError>[0]>> = {
  INSUFFICIENT_FUNDS: 'balance.insufficient',
  INVALID_TOKEN: 'lottery.token.invalid',
  TOKEN_EXPIRED: 'lottery.token.invalid',
};

interface CheckedLine {
  play: string;
  picks: string[][];
  unit: PlaceRequest['lines'][number]['unit'];
  multiple: number;
  betCount: number;
}

/** Each line's picks by the family's rules (untrusted JSON), in canonical form with its count of single bets. */
function checkLines(game: LotteryGameRow, lines: PlaceRequest['lines']): CheckedLine[] {
  return lines.map((line, index) => {
    const play = getPlay(line.play);
    if (!play || play.family !== game.family) throw new AppError('lottery.bet.invalid', { line: index, code: 'PLAY' });
    if (line.multiple > MAX_MULTIPLE) throw new AppError('lottery.bet.invalid', { line: index, code: 'MULTIPLE' });
    const counted = countBets(line.play, line.picks);
    if (!counted.ok) throw new AppError('lottery.bet.invalid', { line: index, code: counted.code });
    return { play: line.play, picks: counted.picks, unit: line.unit, multiple: line.multiple, betCount: counted.count };
  });
}

/** The periods the slip is for, each still taking bets: one, or a chase's list with its multiples. */
async function periodsOf(deps: LotteryDeps, game: LotteryGameRow, request: PlaceRequest, now: Date) {
  const wanted = request.chase ? request.chase.periods : [{ numero: request.numero, multiple: 1 }];
  if (request.chase && request.chase.periods[0]?.numero !== request.numero) {
    throw new AppError('lottery.bet.invalid', { code: 'CHASE_START' });
  }
  if (new Set(wanted.map((p) => p.numero)).size !== wanted.length) {
    throw new AppError('lottery.bet.invalid', { code: 'CHASE_PERIODS' });
  }
  const rows = new Map(
    (
      await findPeriodsByNumero(
        deps.db.orm,
        game.gameId,
        wanted.map((p) => p.numero),
      )
    ).map((p) => [p.numero, p]),
  );
  return wanted.map(({ numero, multiple }) => {
    const period = rows.get(numero);
    if (period?.status !== 'open' || period.closesAt.getTime() <= now.getTime()) {
      throw new AppError('lottery.period.closed', { numero });
    }
    return { period, multiple };
  });
}

/** One row per (period, line), and what each adds to its period's exposure (all keys sorted, across the slip). */
function plan(
  launch: LotteryLaunch,
  game: LotteryGameRow,
  payTable: PayTable,
  prizeGroup: number,
  lines: CheckedLine[],
  periods: { period: PeriodRow; multiple: number }[],
  requestKey: string,
) {
  const rows: NewBet[] = [];
  const shares: ExposureShare[] = [];
  periods.forEach(({ period, multiple: periodMultiple }, p) => {
    lines.forEach((line, l) => {
      const multiple = line.multiple * periodMultiple;
      if (multiple > MAX_MULTIPLE) throw new AppError('lottery.bet.invalid', { line: l, code: 'MULTIPLE' });
      const single = singleStake(game, { ...line, multiple }, payTable);
      shares.push(...exposureShares(game, payTable, period.id, { play: line.play, picks: line.picks, stake: single }));
      rows.push({
        merchantId: launch.merchantId,
        memberId: launch.memberId,
        periodId: period.id,
        requestKey: `${requestKey}:${p}:${l}`,
        play: line.play,
        picks: line.picks,
        unit: line.unit,
        multiple,
        betCount: line.betCount,
        prizeGroup,
        // The odds the stakes and shares were computed at: the bet is paid, and gives its shares back, at these.
        oddsVersion: game.oddsVersion,
        stake: single * line.betCount,
        status: 'pending',
      });
    });
  });
  if (rows.length > MAX_BETS_PER_SLIP) throw new AppError('lottery.bet.invalid', { code: 'TOO_MANY_BETS' });
  return { rows, shares: mergeShares(shares) };
}

/**
 * A slip: every line on the period, or on each period of a chase. The member's balance is asked first: a slip it
 * cannot pay is refused before anything is written, so it never holds exposure another player's bet is refused for.
 * Then the bets are written (pending), in one transaction that adds their worst case to each number's and each
 * period's exposure and refuses the slip past the brand's limits, and each stake is debited through the seamless
 * wallet; the slip is all or nothing: a refused debit (the balance fell since it was asked) gives back the stakes
 * already taken and each bet's exposure. A member whose slips the wallet keeps refusing has them all refused for a
 * while (`lottery.slips.throttled`). A resubmitted `requestKey` answers the bets of the first submission.
 */
export async function placeBets(
  deps: PlaceDeps,
  request: PlaceRequest,
  language: Language,
): Promise<LotteryPlaceResult> {
  const now = deps.clock.now();
  const launch = await requireLotteryLaunch(deps, request.token, now);
  const { game } = launch;
  const earlier = await betsOfRequest(deps.db.orm, launch.merchantId, launch.memberId, request.requestKey);
  const wallet = await lotteryWallet(deps, game.vendorId);
  if (earlier.length > 0) return answer(deps, launch, wallet, earlier, language);

  const wait = await deps.refusals.waitSeconds(launch.memberId);
  if (wait > 0) throw new AppError('lottery.slips.throttled', { retryAfterSeconds: wait });
  if (!game.enabled || !game.vendorEnabled || game.maintenance) throw new AppError('game.maintenance');
  // The bets record the version of this same game row: the odds they are paid at are the ones the player was shown.
  if (request.oddsVersion !== undefined && request.oddsVersion !== game.oddsVersion) {
    throw new AppError('lottery.odds.changed', { oddsVersion: game.oddsVersion });
  }
  const lines = checkLines(game, request.lines);
  const periods = await periodsOf(deps, game, request, now);
  const prizeGroup = prizeGroupOf(game);
  const payTable = payTableOf(game, prizeGroup);
  const { rows, shares } = plan(launch, game, payTable, prizeGroup, lines, periods, request.requestKey);
  await requireFunds(deps, wallet, launch, rows);

  const placed = await writeSlip(deps, launch, request, shares, rows);
  // A resubmit that raced the first submission: the request key is taken, so its bets are there to answer.
  if (placed === 'resubmitted') {
    const first = await betsOfRequest(deps.db.orm, launch.merchantId, launch.memberId, request.requestKey);
    return answer(deps, launch, wallet, first, language);
  }

  await debitAll(deps, wallet, launch, placed);
  const bets = await betsOfRequest(deps.db.orm, launch.merchantId, launch.memberId, request.requestKey);
  return answer(deps, launch, wallet, bets, language);
}

/**
 * Refuses a slip the member's balance does not cover, before it reserves anything, and counts the refusal. A wallet
 * that does not tell the balance lets the slip go on: its debits decide.
 */
async function requireFunds(deps: PlaceDeps, wallet: SeamlessClient, launch: LotteryLaunch, rows: NewBet[]) {
  const reply = await wallet.balance({ playerId: String(launch.memberId) });
  const balance = reply.status === 'OK' && reply.balance !== undefined ? toMinorUnits(reply.balance) : null;
  const total = rows.reduce((sum, row) => sum + row.stake, 0);
  if (balance === null || balance >= total) return;
  await deps.refusals.add(launch.memberId);
  throw new AppError('balance.insufficient');
}

/**
 * Writes the slip's bets (pending) and adds their worst case to each exposure, refusing the slip past the brand's
 * limits, in one transaction. 'resubmitted' when another submission of the same request key wrote it first (the key
 * is unique): this one then changed nothing.
 */
async function writeSlip(
  deps: LotteryDeps,
  launch: LotteryLaunch,
  request: PlaceRequest,
  shares: ExposureShare[],
  rows: NewBet[],
): Promise<LotteryBetRow[] | 'resubmitted'> {
  const { game } = launch;
  try {
    return await deps.db.orm.transaction(async (tx) => {
      for (const share of shares) {
        const total = await addExposure(tx, share.periodId, share.key, share.amount);
        const limit = share.key === PERIOD_KEY ? game.maxPayoutPerPeriod : game.maxPayoutPerNumber;
        if (total > limit) throw new AppError('lottery.limit.reached', { key: share.key });
      }
      const chaseId = request.chase
        ? await insertChase(tx, {
            merchantId: launch.merchantId,
            memberId: launch.memberId,
            gameId: game.gameId,
            mode: request.chase.mode,
            stopOnWin: request.chase.stopOnWin,
          })
        : null;
      return insertBets(
        tx,
        rows.map((row) => ({ ...row, chaseId })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 'resubmitted';
    throw error;
  }
}

/**
 * Debits each bet in turn. On the first debit that does not go through, nothing of the slip stands: the stakes
 * already taken are rolled back, an unanswered debit is rolled back too (the rollback's tombstone refuses it should
 * it still arrive; a rollback the wallet cannot take now leaves the bet pending, with its exposure, for the keeper to
 * refund), and the refused bet and those never sent are marked refused. Each bet gives its exposure back as it
 * leaves `pending`, once. A refused debit counts as a refused slip of the member's.
 */
async function debitAll(deps: PlaceDeps, wallet: SeamlessClient, launch: LotteryLaunch, bets: LotteryBetRow[]) {
  const { game } = launch;
  const refuse = async (bet: LotteryBetRow) => {
    const shares = betExposure(game, await betPayTable(deps.db.orm, game, bet), bet);
    await deps.db.orm.transaction(async (tx) => {
      const moved = await moveBet(tx, bet.id, ['pending'], { status: 'refused', settledAt: deps.clock.now() });
      if (moved) await releaseExposure(tx, shares);
    });
  };
  for (const [index, bet] of bets.entries()) {
    const tx = betTx(bet.id);
    const reply = await wallet.debit({
      playerId: String(launch.memberId),
      token: launch.token,
      txId: tx.bet,
      roundId: tx.roundId,
      gameCode: launch.game.gameCode,
      amount: fromMinorUnits(bet.stake),
      currency: launch.currency,
    });
    if (reply.status === 'OK') {
      await moveBet(deps.db.orm, bet.id, ['pending'], { status: 'open' });
      continue;
    }
    for (const taken of bets.slice(0, index)) await refundBet(deps, wallet, game, taken, 'void');
    if (reply.status === 'INTERNAL_RETRYABLE') await refundBet(deps, wallet, game, bet, 'void');
    else await refuse(bet);
    for (const unsent of bets.slice(index + 1)) await refuse(unsent);
    if (reply.status === 'INTERNAL_RETRYABLE') throw new AppError('service.unavailable');
    if (reply.status === 'BET_LIMIT') {
      const bonusRefusal = await bonusLimitRefusal(deps.db.orm, launch.merchantId, launch.memberId, bet.stake);
      if (bonusRefusal) throw bonusRefusal;
    }
    await deps.refusals.add(launch.memberId);
    throw new AppError(refusalErrors[reply.status] ?? 'lottery.bet.refused', { status: reply.status });
  }
}

async function answer(
  deps: LotteryDeps,
  launch: LotteryLaunch,
  wallet: SeamlessClient,
  bets: LotteryBetRow[],
  language: Language,
) {
  const reply = await wallet.balance({ playerId: String(launch.memberId) });
  return {
    bets: await toLotteryBets(deps.db.orm, bets, language),
    balance: reply.balance ?? 0,
  };
}
