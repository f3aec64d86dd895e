import { type DepositChannel, fromMinorUnits, toMinorUnits } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';

/**
 * What the player is about to do, before any payment page opens: channel, amount, fee (deposits carry none), the
 * balance it makes, and the wagering it brings before a withdrawal.
 */
export function DepositSummary({
  channel,
  amount,
  balance,
  turnoverPercent,
  symbol,
}: {
  channel: DepositChannel;
  /** As typed; nothing is shown until it is a valid amount within the channel's limits. */
  amount: string;
  /** The balance now, when known. */
  balance: number | undefined;
  turnoverPercent: number;
  symbol: string | undefined;
}) {
  const { t } = useTranslation();
  const minor = toMinorUnits(amount);
  if (minor === null || minor <= 0) return null;
  const value = fromMinorUnits(minor);
  if (value < channel.minAmount || value > channel.maxAmount) return null;
  const money = (n: number) => formatMoney(n, { symbol });
  const rows: [string, string][] = [
    [t('deposit.summary.channel'), channel.name],
    [t('deposit.summary.amount'), money(value)],
    [t('deposit.summary.fee'), t('deposit.summary.noFee')],
    [t('deposit.summary.credited'), money(value)],
  ];
  if (balance !== undefined) {
    rows.push([t('deposit.summary.balanceAfter'), money(fromMinorUnits((toMinorUnits(balance) ?? 0) + minor))]);
  }
  if (turnoverPercent > 0) {
    rows.push([t('deposit.summary.turnover'), money(fromMinorUnits(Math.round((minor * turnoverPercent) / 100)))]);
  }
  return (
    <section className="deposit-summary" aria-label={t('deposit.summary.title')} data-testid="deposit-summary">
      <dl>
        {rows.map(([label, text]) => (
          <div key={label} className="deposit-summary__row">
            <dt>{label}</dt>
            <dd className="tabular">{text}</dd>
          </div>
        ))}
      </dl>
      <p className="deposit-summary__note">
        {channel.kind === 'online' ? t('deposit.summary.onlineNote') : t('deposit.summary.bankNote')}
      </p>
    </section>
  );
}
