import { fromMinorUnits, VENDOR_BATCH_MAX } from '@lotus/contract';
import { type LotteryResult, settleBet } from '@lotus/lottery';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { stopChaseAfterWin } from './chase.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import { GameOdds } from './odds.ts';
import {
  chasesStoppedBefore,
  type LotteryBetRow,
  type LotteryGameRow,
  type PeriodRow,
  settleIfDone,
  unsettledBets,
} from './queries.ts';
import { refundBet } from './refund-bet.ts';
import { type BetOutcome, settleOpenBets } from './settlement-queries.ts';
import { betTx, lotteryWallet } from './wallet.ts';

/** Bets read, and paid in one `credit-batch` call, at a time (the call's own limit). */
const BATCH = VENDOR_BATCH_MAX;
/** Refunds (pending bets, chases stopped earlier) in flight at once: rare, one wallet call each. */
const CONCURRENCY = 8;

export interface PeriodSettlement {
  /** Bets that reached won, lost or void in this run. */
  settled: number;
  /** Bets still waiting (the wallet did not answer): the keeper's next run retries them. */
  waiting: number;
  /** Members paid something, with the total, for the `lottery.settled` event. */
  paid: Map<number, { betIds: number[]; payout: number }>;
  done: boolean;
}

interface Draw {
  game: LotteryGameRow;
  period: PeriodRow;
  result: LotteryResult;
  /** The odds each bet was placed at, read once per version and prize group however many bets share them. */
  odds: GameOdds;
}

/**
 * Settles every bet of a drawn period, exactly once whatever runs it and however often. Each open bet's payout is
 * derived from the stored result and the odds the bet was placed at (the same every time) and sent as a credit under
 * the bet's own txId (0 for a loss, which closes the round in the betting record), a thousand to a `credit-batch` call;
 * the wallet pays a txId once, and the bets the wallet accepted move out of `open` once, in one statement. A bet still
 * pending (its debit's answer was lost) is refunded instead: a rollback of the debit. A win in a chase that stops on a
 * win refunds the chase's later periods. The period is settled when no bet of it waits.
 */
export async function settlePeriod(
  deps: LotteryDeps,
  period: PeriodRow,
  game: LotteryGameRow,
): Promise<PeriodSettlement> {
  const outcome: PeriodSettlement = { settled: 0, waiting: 0, paid: new Map(), done: false };
  if (period.status !== 'drawn' || period.result === null) return outcome;
  const wallet = await lotteryWallet(deps, game.vendorId);
  const draw: Draw = { game, period, result: period.result as LotteryResult, odds: new GameOdds(deps.db.orm, game) };
  let afterId = 0;
  // A wallet that does not answer (down, or shedding load) is left alone until the next run rather than asked again
  // for every bet of the period.
  let halted = false;
  while (!halted) {
    const bets = await unsettledBets(deps.db.orm, period.id, afterId, BATCH);
    if (bets.length === 0) break;
    afterId = bets.at(-1)?.id ?? afterId;
    const chaseIds = [...new Set(bets.flatMap((bet) => (bet.chaseId === null ? [] : [bet.chaseId])))];
    const stopped = await chasesStoppedBefore(deps.db.orm, chaseIds, period.drawsAt);
    const refunds = bets.filter(
      (bet) => bet.status === 'pending' || (bet.chaseId !== null && stopped.has(bet.chaseId)),
    );
    await inParallel(refunds, CONCURRENCY, async (bet) => {
      const refunded = await refundBet(deps, wallet, game, bet, bet.status === 'pending' ? 'void' : 'cancelled');
      if (refunded) outcome.settled += 1;
      else {
        outcome.waiting += 1;
        halted = true;
      }
    });
    const refunded = new Set(refunds);
    const paid = await payBets(
      deps,
      wallet,
      draw,
      bets.filter((bet) => !refunded.has(bet)),
      outcome,
    );
    if (!paid) halted = true;
  }
  outcome.done = await settleIfDone(deps.db.orm, period.id, deps.clock.now());
  return outcome;
}

/** Pays a batch of open bets in one wallet call; false when the wallet did not answer for all of them. */
async function payBets(
  deps: LotteryDeps,
  wallet: SeamlessClient,
  draw: Draw,
  bets: LotteryBetRow[],
  outcome: PeriodSettlement,
): Promise<boolean> {
  if (bets.length === 0) return true;
  await draw.odds.load(bets);
  const outcomes = bets.map((bet): BetOutcome & { bet: LotteryBetRow } => {
    const { winningBets, payout } = settleBet(
      { play: bet.play, picks: bet.picks as string[][], stake: bet.stake / bet.betCount },
      draw.result,
      draw.odds.of(bet),
    );
    return { bet, id: bet.id, status: payout > 0 ? 'won' : 'lost', payout, detail: winningBets };
  });
  const reply = await wallet.creditBatch({
    credits: outcomes.map(({ bet, payout }) => {
      const tx = betTx(bet.id);
      return {
        playerId: String(bet.memberId),
        txId: tx.win,
        roundId: tx.roundId,
        gameCode: draw.game.gameCode,
        amount: fromMinorUnits(payout),
        currency: draw.game.currency,
      };
    }),
  });
  const accepted = outcomes.filter((_, i) => reply.results?.[i]?.status === 'OK');
  const refused = outcomes.length - accepted.length;
  if (refused > 0) {
    deps.log.warn(
      { periodId: draw.period.id, refused, status: reply.status, first: reply.results?.find((r) => r.status !== 'OK') },
      'lottery payouts not accepted yet',
    );
  }
  const moved = await settleOpenBets(
    deps.db.orm,
    accepted.map(({ id, status, payout, detail }) => ({ id, status, payout, detail })),
    deps.clock.now(),
  );
  outcome.settled += accepted.length;
  outcome.waiting += refused;
  for (const { bet, payout } of accepted) {
    if (!moved.has(bet.id) || payout <= 0) continue;
    const paid = outcome.paid.get(bet.memberId) ?? { betIds: [], payout: 0 };
    paid.betIds.push(bet.id);
    paid.payout += payout;
    outcome.paid.set(bet.memberId, paid);
    if (bet.chaseId !== null) await stopChaseAfterWin(deps, wallet, draw.game, bet.chaseId, draw.period);
  }
  return refused === 0;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
