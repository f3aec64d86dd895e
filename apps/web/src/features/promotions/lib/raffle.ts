import type { PromotionView, RaffleView } from '@lotus/contract';
import type { Formatters, Phrase } from './states';

const CN_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** A number as Chinese numerals (1 → 一, 10 → 十, 12 → 十二, 20 → 二十), for the prize tiers (at most 20). */
function chineseNumeral(n: number): string {
  if (n < 10) return CN_DIGITS[n] ?? String(n);
  if (n >= 100) return String(n);
  const tens = Math.floor(n / 10);
  return `${tens === 1 ? '' : CN_DIGITS[tens]}十${CN_DIGITS[n % 10]}`;
}

const EN_SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
const enOrdinal = new Intl.PluralRules('en', { type: 'ordinal' });

/** A prize tier's rank as the language counts them: `1st`, `2nd` …; `一`, `二` … (then "1st prize", "一等奖"). */
export function rankWord(rank: number, language: string): string {
  if (language.startsWith('zh')) return chineseNumeral(rank);
  return `${rank}${EN_SUFFIX[enOrdinal.select(rank)] ?? 'th'}`;
}

/** The prize tiers, first first, each with its rank. */
export const prizeTiers = (prizes: readonly { amount: number; count: number }[]) =>
  prizes.map((prize, i) => ({ rank: i + 1, amount: prize.amount, count: prize.count }));

/** Where a raffle stands: taking tickets, past its draw time but not drawn yet, or drawn. */
export type RaffleStage = 'open' | 'drawing' | 'drawn';
export function raffleStage(raffle: Pick<RaffleView, 'drawAt' | 'drawnAt'>, now: number | undefined): RaffleStage {
  if (raffle.drawnAt !== null) return 'drawn';
  return now !== undefined && now >= raffle.drawAt ? 'drawing' : 'open';
}

/**
 * A raffle's note for its state: how tickets are earned (join), the tickets held so far and the draw (process),
 * the prize won and the time to claim it (claim), the prize paid, or how the draw went (close). Null: the common note
 * of the state (applying, rejected, coming soon, or closed without an entry).
 */
export function raffleNote(p: PromotionView, { money, time, now }: Formatters): Phrase | null {
  const raffle = p.raffle;
  if (!raffle) return null;
  const unit = money(raffle.ticketUnit);
  const draw = time(raffle.drawAt);
  const byDeposit = raffle.ticketBy === 'deposit';
  const tier = raffle.prizeRank === null ? null : { tier: raffle.prizeRank };
  const amount = p.amount === null ? null : money(p.amount);
  switch (p.state) {
    case 'join':
      return { key: byDeposit ? 'notes.raffleJoinDeposit' : 'notes.raffleJoinBet', values: { unit, time: draw } };
    case 'process': {
      const count = raffle.tickets ?? 0;
      if (raffleStage(raffle, now) !== 'open') return { key: 'notes.raffleDrawing', values: { count } };
      if (count === 0) {
        return {
          key: byDeposit ? 'notes.raffleNoTicketsDeposit' : 'notes.raffleNoTicketsBet',
          values: { unit, time: draw },
        };
      }
      return { key: 'notes.raffleTickets', values: { count, time: draw } };
    }
    case 'claim':
      if (!tier || amount === null) return null;
      return {
        key: p.needsReview ? 'notes.raffleWonReviewed' : 'notes.raffleWon',
        values: { tier, amount, time: time(raffle.claimUntil) },
      };
    case 'claimed':
    case 'issued':
      return tier && amount !== null ? { key: 'notes.rafflePaid', values: { tier, amount } } : null;
    case 'close':
      if (raffle.drawnAt === null) return null;
      if (tier) return { key: 'notes.raffleExpired', values: { tier, time: time(raffle.claimUntil) } };
      if (raffle.tickets !== null && raffle.tickets > 0) {
        return { key: 'notes.raffleLost', values: { count: raffle.tickets } };
      }
      return { key: 'notes.raffleDrawn' };
    default:
      return null;
  }
}
