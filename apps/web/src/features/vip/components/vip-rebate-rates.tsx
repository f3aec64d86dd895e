import { useQuery } from '@tanstack/react-query';
import { formatRate, rebateSettingsQuery } from '@/features/rebate';
import { useSessionStore } from '@/lib/session';
import { useVipText } from '../hooks/use-vip-text';
import { nameBesideNumber } from '../lib/progress';

/**
 * The VIP page's rebate by level: each level's rate per game category (a dash where the category earns nothing),
 * the member's level marked. Nothing while the brand pays no rebate.
 */
export function VipRebateRates({ current }: { current: number }) {
  const { t, category } = useVipText();
  const token = useSessionStore((s) => s.token);
  const settings = useQuery(rebateSettingsQuery(token)).data;
  if (!settings?.enabled || settings.levels.length === 0) return null;
  const categories = [
    ...new Set(settings.levels.flatMap((l) => l.rates.filter((r) => r.percent > 0).map((r) => r.category))),
  ];
  if (categories.length === 0) return null;
  return (
    <section className="vip-part" aria-labelledby="rebate-levels-title" data-testid="rebate-level-rates">
      <h3 id="rebate-levels-title" className="vip-part__title">
        {t('rebate.levels.title')}
      </h3>
      <p className="vip-muted">{t('rebate.levels.text')}</p>
      <table className="vip-table">
        <thead>
          <tr>
            <th scope="col">{t('rebate.levels.level')}</th>
            {categories.map((c) => (
              <th key={c} scope="col" className="vip-table__num">
                {category(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {settings.levels.map((level) => (
            <tr key={level.level} data-level={level.level} data-current={level.level === current || undefined}>
              <th scope="row">
                <span className="vip-table__level">{t('vip.levelNumber', { level: level.level })}</span>
                <span className="vip-table__name">
                  {nameBesideNumber(level.name, t('vip.levelNumber', { level: level.level }))}
                </span>
                {level.level === current ? <span className="vip-table__yours">{t('vip.ladder.yours')}</span> : null}
              </th>
              {categories.map((c) => {
                const percent = level.rates.find((r) => r.category === c)?.percent ?? 0;
                return (
                  <td key={c} className="vip-table__num tabular" data-label={category(c)}>
                    {percent > 0 ? formatRate(percent) : '—'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
