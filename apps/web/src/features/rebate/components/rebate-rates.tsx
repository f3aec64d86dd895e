import type { RebateSettingsView } from '@lotus/contract';
import { useRebateText } from '../hooks/use-rebate-text';
import { formatRate } from '../lib/rebate';

/** The rates of the member's level, by game category: the ones a rebate is paid at now. */
export function RebateRates({ settings }: { settings: RebateSettingsView }) {
  const { t, category } = useRebateText();
  const level = settings.levels.find((l) => l.level === settings.rankLevel);
  const rates = settings.rates.filter((r) => r.percent > 0);
  const name = level?.name || t('vip.levelNumber', { level: settings.rankLevel });
  return (
    <section className="rebate-part" aria-labelledby="rebate-rates-title" data-testid="rebate-rates">
      <h3 id="rebate-rates-title" className="rebate-part__title">
        {t('rebate.rates.title')}
      </h3>
      <p className="rebate-muted">
        {settings.levels.length > 1 ? t('rebate.rates.byLevel', { name }) : t('rebate.rates.text')}
      </p>
      {rates.length === 0 ? (
        <p className="rebate-empty">{t('rebate.rates.none')}</p>
      ) : (
        <ul className="rebate-rates">
          {rates.map((rate) => (
            <li key={rate.category} className="rebate-rate" data-category={rate.category}>
              <span className="rebate-rate__name">{category(rate.category)}</span>
              <span className="rebate-rate__percent tabular">{formatRate(rate.percent)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
