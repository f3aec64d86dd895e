import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import type { PromotionForm } from '../hooks/use-promotion-form';
import { levelAmounts } from '../lib/promotion-form';
import { levelName } from '../lib/vip-ladder';
import './vip-console.css';

/**
 * A VIP campaign's reward: what each level of the brand's ladder pays (level 0 never does), a row a level. A blank
 * amount pays nothing at that level. Amounts kept for levels the ladder no longer has show as such, so nothing
 * written disappears unseen.
 */
export function PromotionLevelFields({ form, symbol }: { form: PromotionForm; symbol: string }) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const { values, change, errorOf, ownErrorOf, levels, top, ladderFailed } = form;
  const rows = levelAmounts(values.reward.levels, top);
  const setRow = (index: number, amount: string) =>
    change({ reward: { ...values.reward, levels: rows.map((a, i) => (i === index ? amount : a)) } });
  const whole = ownErrorOf('reward.amounts');

  return (
    <fieldset className="promo-levels" data-testid="promotion-levels">
      <legend className="field__label">{t('consolePromotions.editor.levels', { symbol })}</legend>
      <p className="console-muted">
        {t(`consolePromotions.editor.levelsHint.${values.kind === 'birthday' ? 'birthday' : 'upgrade'}`)}
      </p>
      {top === 0 ? (
        <p className="console-muted" role="status">
          {t(ladderFailed ? 'consolePromotions.editor.ladderFailed' : 'consolePromotions.editor.noLadder')}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <table className="console-table promo-levels__table">
          <thead>
            <tr>
              <th scope="col">{t('consoleVip.level')}</th>
              <th scope="col">{t('consoleVip.name')}</th>
              <th scope="col" className="console-num">
                {t('consolePromotions.editor.levelAmount', { symbol })}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((amount, index) => {
              const n = index + 1;
              const level = levels.find((l) => l.level === n);
              const name = level ? levelName(level, cn) : t('consolePromotions.editor.offLadder');
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row is its level
                <tr key={index} data-testid="promotion-level" data-level={n}>
                  <th scope="row" className="tabular">
                    {n}
                  </th>
                  <td className={level ? undefined : 'console-muted'}>{name}</td>
                  <td className="console-num">
                    <TextField
                      label={t('consolePromotions.editor.levelAmountOf', { n, name })}
                      className="field__input promo-levels__input"
                      inputMode="decimal"
                      autoComplete="off"
                      placeholder="0"
                      value={amount}
                      error={errorOf(`reward.amounts.${index}`)}
                      onChange={(e) => setRow(index, e.target.value)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {whole ? (
        <p className="field__error" role="alert">
          {whole}
        </p>
      ) : null}
    </fieldset>
  );
}
