import { formatMoney } from '@/lib/format';
import './signed-amount.css';

/** A result from the member's side: green with + when won, red with − when lost, plain at zero. */
export function SignedAmount({ amount, symbol }: { amount: number; symbol?: string | undefined }) {
  const sign = amount > 0 ? '+' : amount < 0 ? '−' : '';
  const tone = amount > 0 ? ' signed--up' : amount < 0 ? ' signed--down' : '';
  return (
    <span className={`signed tabular${tone}`}>
      {sign}
      {formatMoney(Math.abs(amount), { symbol })}
    </span>
  );
}
