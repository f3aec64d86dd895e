import type { BonusView } from '@lotus/contract';

const cents = (n: number) => Math.round(n * 100) / 100;

/** How far a bonus's wagering has come: the figures, what is left, and a percent for the bar (never past 100). */
export function bonusProgress(bonus: Pick<BonusView, 'requirement' | 'wagered'>) {
  const requirement = Math.max(0, bonus.requirement);
  const wagered = Math.max(0, bonus.wagered);
  const remaining = Math.max(0, cents(requirement - wagered));
  // Rounded down, so the bar shows 100 % only once the requirement is met.
  const percent = requirement <= 0 ? 100 : Math.min(100, Math.floor((wagered / requirement) * 1000) / 10);
  return { requirement, wagered, remaining, percent, met: remaining === 0 };
}

/** What giving up a bonus takes back: the bonus, or the whole balance when that is less (unknown: the bonus). */
export const forfeitTakes = (amount: number, balance: number | undefined) =>
  balance === undefined ? amount : Math.max(0, Math.min(amount, balance));

/** Time left until `expiresAt`, in whole days, hours and minutes (all 0 once past). */
export function timeLeft(expiresAt: number, now: number) {
  const minutes = Math.max(0, Math.floor((expiresAt - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}
