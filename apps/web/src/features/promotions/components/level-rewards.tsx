import { usePromoText } from '../hooks/use-promo-text';
import { levelAmounts } from '../lib/levels';

/** A VIP reward by level, as a small table: each level and what it pays (a dash where it pays nothing). */
export function LevelRewards({ amounts }: { amounts: readonly number[] }) {
  const { t, money } = usePromoText();
  return (
    <table className="promo-levels" data-testid="level-rewards">
      <caption className="visually-hidden">{t('promotionsCentre.reward.levelsTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('promotionsCentre.reward.level')}</th>
          <th scope="col" className="promo-levels__num">
            {t('promotionsCentre.reward.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {levelAmounts(amounts).map(({ level, amount }) => (
          <tr key={level} data-level={level}>
            <th scope="row">{t('promotionsCentre.reward.levelName', { level })}</th>
            <td className={amount > 0 ? 'promo-levels__num tabular' : 'promo-levels__num promo-levels__none'}>
              {amount > 0 ? money(amount) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
