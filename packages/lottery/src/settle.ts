import { payoutOf, prizeByLevel, prizeOf } from './money.ts';
import type { Bet, LotteryResult, PayTable, PlayOdds, Settlement } from './types.ts';
import { checkedBet } from './validate.ts';

function oddsFor(payTable: PayTable, play: string): PlayOdds {
  const odds = payTable[play];
  if (!odds) throw new RangeError(`the pay table has no odds for ${play}`);
  return odds;
}

/**
 * Settles a bet line on a result: the winning single bets per prize level and the payout in minor units. The bet is
 * checked again (picks as stored are untrusted too); a bad bet, a result of another family or a pay table without the
 * play throws, since the server accepted the bet against the same rules.
 */
export function settleBet(bet: Bet, result: LotteryResult, payTable: PayTable): Settlement {
  const { impl, picks } = checkedBet(bet.play, bet.picks);
  if (result.family !== impl.family) throw new RangeError(`${bet.play} cannot settle on a ${result.family} result`);
  const odds = oddsFor(payTable, bet.play);
  const winningBets = impl.settle(picks, result).filter((w) => w.count > 0);
  return { winningBets, payout: payoutOf(winningBets, odds, bet.stake) };
}

/** The most the bet can pay on any result: the house's worst case, for payout limits. */
export function maxPayout(bet: Bet, payTable: PayTable): number {
  const { impl, picks } = checkedBet(bet.play, bet.picks);
  const odds = oddsFor(payTable, bet.play);
  return payoutOf(impl.worst(picks, prizeByLevel(impl, odds, bet.stake)), odds, bet.stake);
}

/**
 * The number keys a bet exposes, one per single bet: `${play}:${key}`, e.g. `VN.DE:68`, `VN.XIEN2:12,34`,
 * `SEA4D.BIG:1234`, `SSC5.FIXED:P3=7`, `SSC5.BACK3.STRAIGHT:1,2,3` (box keys are the sorted digits), so the server can
 * add up what each number stands to pay in a period.
 */
export function exposureKeys(bet: Pick<Bet, 'play' | 'picks'>): string[] {
  const { impl, picks } = checkedBet(bet.play, bet.picks);
  return impl.expand(picks).map((key) => `${impl.code}:${key}`);
}

/**
 * What each exposed key can pay at most in one draw (lô: 27 occurrences; 4D Big: the 1st prize), for per-number
 * limits. Their sum over-counts the bet's worst case whenever its single bets exclude each other (a full five-star
 * board sums 100,000 prizes, of which one can win): for a period's total use `maxPayout`.
 */
export function exposure(bet: Bet, payTable: PayTable): { key: string; payout: number }[] {
  const { impl, picks } = checkedBet(bet.play, bet.picks);
  const odds = oddsFor(payTable, bet.play);
  const prize = prizeByLevel(impl, odds, bet.stake);
  const best = impl.levels.reduce((a, b) => (prize(b.level) > prize(a.level) ? b : a)).level;
  return impl.expand(picks).map((key) => {
    const wins = impl.keyWorst ? impl.keyWorst(key) : [{ level: best, count: 1 }];
    return {
      key: `${impl.code}:${key}`,
      payout: wins.reduce((total, { level, count }) => total + count * prizeOf(odds, level, bet.stake), 0),
    };
  });
}
