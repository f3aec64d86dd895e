import type { VipLevelView } from '@lotus/contract';
import { useVipText } from '../hooks/use-vip-text';
import { nameBesideNumber } from '../lib/progress';

/** Every level of the brand: what reaching it asks (valid bet, deposits) and what keeping it asks each month. */
export function VipLadder({ levels, current }: { levels: readonly VipLevelView[]; current: number }) {
  const { t, money } = useVipText();
  const asked = (amount: number) => (amount > 0 ? money(amount) : '—');
  const columns = {
    level: t('vip.ladder.level'),
    validBet: t('vip.ladder.validBet'),
    deposit: t('vip.ladder.deposit'),
    keep: t('vip.ladder.keep'),
  };
  return (
    <section className="vip-part" aria-labelledby="vip-ladder-title">
      <h3 id="vip-ladder-title" className="vip-part__title">
        {t('vip.ladder.title')}
      </h3>
      <table className="vip-table" data-testid="vip-ladder">
        <thead>
          <tr>
            <th scope="col">{columns.level}</th>
            <th scope="col" className="vip-table__num">
              {columns.validBet}
            </th>
            <th scope="col" className="vip-table__num">
              {columns.deposit}
            </th>
            <th scope="col" className="vip-table__num">
              {columns.keep}
            </th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr
              key={level.level}
              data-testid="vip-ladder-row"
              data-level={level.level}
              data-current={level.level === current || undefined}
            >
              <th scope="row">
                <span className="vip-table__level">{t('vip.levelNumber', { level: level.level })}</span>
                <span className="vip-table__name">
                  {nameBesideNumber(level.name, t('vip.levelNumber', { level: level.level }))}
                </span>
                {level.level === current ? <span className="vip-table__yours">{t('vip.ladder.yours')}</span> : null}
              </th>
              <td className="vip-table__num tabular" data-label={columns.validBet}>
                {asked(level.upgradeValidBet)}
              </td>
              <td className="vip-table__num tabular" data-label={columns.deposit}>
                {asked(level.upgradeDeposit)}
              </td>
              <td className="vip-table__num tabular" data-label={columns.keep}>
                {level.level === 0
                  ? '—'
                  : level.keepValidBet === null
                    ? t('vip.ladder.keptForGood')
                    : money(level.keepValidBet)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
