import { fromMinorUnits } from '@lotus/contract';
import { type LotteryResult, type PayTable, settleBet } from '@lotus/lottery';
import type { SeamlessClient } from '../vendors/seamless-client.ts';
import { stopChaseAfterWin } from './chase.ts';
import { payTableOf } from './game-rules.ts';
import type { LotteryDeps } from './lottery-deps.ts';
import {
  chasesStoppedBefore,
  type LotteryBetRow,
  type LotteryGameRow,
  moveBet,
  type PeriodRow,
  settleIfDone,
  unsettledBets,
} from './queries.ts';
import { refundBet } from './refund-bet.ts';
import { betTx, lotteryWallet } from './wallet.ts';

const BATCH = 500;
/** Wallet calls in flight at once while a period settles. */
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

/**
 * Settles every bet of a drawn period, exactly once whatever runs it and however often. Each open bet's payout is
 * derived from the stored result (the same every time) and sent as a credit under the bet's own txId (0 for a loss,
 * which closes the round in the betting record); the wallet pays a txId once, and the bet moves out of `open` once.
 * A bet still pending (its debit's answer was lost) is refunded instead: a rollback of the debit. A win in a chase
 * that stops on a win refunds the chase's later periods. The period is settled when no bet of it waits.
 */
export async function settlePeriod(
  deps: LotteryDeps,
  period: PeriodRow,
  game: LotteryGameRow,
): Promise<PeriodSettlement> {
  const outcome: PeriodSettlement = { settled: 0, waiting: 0, paid: new Map(), done: false };
  if (period.status !== 'drawn' || period.result === null) return outcome;
  const wallet = await lotteryWallet(deps, game.vendorId);
  const result = period.result as LotteryResult;
  const tables = new Map<number, PayTable>();
  const payTable = (prizeGroup: number) => {
    let table = tables.get(prizeGroup);
    if (!table) {
      table = payTableOf(game, prizeGroup);
      tables.set(prizeGroup, table);
    }
    return table;
  };
  let afterId = 0;
  // A wallet that does not answer (down, or shedding load) is left alone until the next run rather than asked again
  // for every bet of the period.
  let halted = false;
  for (;;) {
    const bets = halted ? [] : await unsettledBets(deps.db.orm, period.id, afterId, BATCH);
    if (bets.length === 0) break;
    afterId = bets.at(-1)?.id ?? afterId;
    const chaseIds = [...new Set(bets.flatMap((bet) => (bet.chaseId === null ? [] : [bet.chaseId])))];
    const stopped = await chasesStoppedBefore(deps.db.orm, chaseIds, period.drawsAt);
    await inParallel(
      bets,
      CONCURRENCY,
      () => halted,
      async (bet) => {
        const settled =
          bet.status === 'pending'
            ? await refundBet(deps, wallet, bet, 'void')
            : bet.chaseId !== null && stopped.has(bet.chaseId)
              ? await refundBet(deps, wallet, bet, 'cancelled')
              : await payBet(deps, wallet, { game, period, result, payTable: payTable(bet.prizeGroup) }, bet, outcome);
        if (settled) outcome.settled += 1;
        else {
          outcome.waiting += 1;
          halted = true;
        }
      },
    );
  }
  outcome.done = await settleIfDone(deps.db.orm, period.id, deps.clock.now());
  return outcome;
}

async function payBet(
  deps: LotteryDeps,
  wallet: SeamlessClient,
  {
    game,
    period,
    result,
    payTable,
  }: { game: LotteryGameRow; period: PeriodRow; result: LotteryResult; payTable: PayTable },
  bet: LotteryBetRow,
  outcome: PeriodSettlement,
): Promise<boolean> {
  const single = bet.stake / bet.betCount;
  const { winningBets, payout } = settleBet(
    { play: bet.play, picks: bet.picks as string[][], stake: single },
    result,
    payTable,
  );
  const tx = betTx(bet.id);
  const reply = await wallet.credit({
    playerId: String(bet.memberId),
    txId: tx.win,
    roundId: tx.roundId,
    gameCode: game.gameCode,
    amount: fromMinorUnits(payout),
    currency: game.currency,
  });
  if (reply.status !== 'OK') {
    deps.log.warn({ betId: bet.id, status: reply.status }, 'lottery payout not accepted yet');
    return false;
  }
  const moved = await moveBet(deps.db.orm, bet.id, ['open'], {
    status: payout > 0 ? 'won' : 'lost',
    payout,
    detail: winningBets,
    settledAt: deps.clock.now(),
  });
  if (moved && payout > 0) {
    const paid = outcome.paid.get(bet.memberId) ?? { betIds: [], payout: 0 };
    paid.betIds.push(bet.id);
    paid.payout += payout;
    outcome.paid.set(bet.memberId, paid);
    if (bet.chaseId !== null) await stopChaseAfterWin(deps, wallet, bet.chaseId, period);
  }
  return true;
}

/** Runs `work` over `items`, at most `limit` at a time, taking no new item once `stop()` says so. */
async function inParallel<T>(items: T[], limit: number, stop: () => boolean, work: (item: T) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !stop()) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}
