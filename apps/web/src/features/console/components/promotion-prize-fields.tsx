import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { PromotionForm } from '../hooks/use-promotion-form';
import { type PrizeValues, prizesTotal } from '../lib/promotion-form';
import { useMoney } from './bet-cells';

/** The contract's most prize tiers. */
const MAX_TIERS = 20;

/** What one tier pays in all, in major units; null while its amount or count cannot be read. */
const tierTotal = (prize: PrizeValues) => prizesTotal([prize]);

/**
 * A raffle's prize tiers, a row a tier from the first (drawn first) down: what each winner of it gets and how many
 * win it. Tiers are added at the end and removed anywhere; the total under them is what a budget must cover.
 */
export function PromotionPrizeFields({ form, symbol }: { form: PromotionForm; symbol: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { values, change, errorOf, ownErrorOf } = form;
  const prizes = values.reward.prizes;
  const setPrizes = (next: PrizeValues[]) => change({ reward: { ...values.reward, prizes: next } });
  const setRow = (index: number, changes: Partial<PrizeValues>) =>
    setPrizes(prizes.map((p, i) => (i === index ? { ...p, ...changes } : p)));
  const total = prizesTotal(prizes);
  const whole = ownErrorOf('reward.prizes');
  // A new tier is smaller than the one above it as a rule: it starts with the same count and no amount yet.
  const last = prizes.at(-1);
  const added: PrizeValues = { amount: '', count: last?.count ?? '1' };

  return (
    <fieldset className="promo-levels" data-testid="promotion-prizes">
      <legend className="field__label">{t('consolePromotions.editor.prizes', { symbol })}</legend>
      <p className="console-muted">{t('consolePromotions.editor.prizesHint')}</p>
      {/* Five columns are wide for a phone: the table scrolls within the form rather than widening it. */}
      <div className="promo-prizes__scroll">
        <table className="console-table promo-prizes__table">
          <thead>
            <tr>
              <th scope="col">{t('consolePromotions.editor.tier')}</th>
              <th scope="col" className="console-num">
                {t('consolePromotions.editor.prizeAmount')}
              </th>
              <th scope="col" className="console-num">
                {t('consolePromotions.editor.prizeCount')}
              </th>
              <th scope="col" className="console-num promo-prizes__subtotal">
                {t('consolePromotions.editor.tierTotal')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize, index) => {
              const n = index + 1;
              const subtotal = tierTotal(prize);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a tier is its position
                <tr key={index} data-testid="promotion-prize" data-tier={n}>
                  <th scope="row" className="tabular">
                    {n}
                  </th>
                  <td className="console-num">
                    <TextField
                      label={t('consolePromotions.editor.prizeAmountOf', { n })}
                      className="field__input promo-prizes__input"
                      inputMode="decimal"
                      autoComplete="off"
                      required
                      value={prize.amount}
                      error={errorOf(`reward.prizes.${index}.amount`)}
                      onChange={(e) => setRow(index, { amount: e.target.value })}
                    />
                  </td>
                  <td className="console-num">
                    <TextField
                      label={t('consolePromotions.editor.prizeCountOf', { n })}
                      className="field__input promo-prizes__input promo-prizes__count"
                      inputMode="numeric"
                      autoComplete="off"
                      required
                      value={prize.count}
                      error={errorOf(`reward.prizes.${index}.count`)}
                      onChange={(e) => setRow(index, { count: e.target.value })}
                    />
                  </td>
                  <td className="console-num tabular promo-prizes__subtotal">
                    {subtotal === null ? '—' : money(subtotal)}
                  </td>
                  <td>
                    {prizes.length > 1 ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="promo-streak__remove promo-prizes__remove"
                        aria-label={t('consolePromotions.editor.removeTier', { n })}
                        onClick={() => setPrizes(prizes.filter((_, i) => i !== index))}
                      >
                        ×
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {whole ? (
        <p className="field__error" role="alert">
          {whole}
        </p>
      ) : null}
      <div className="console-actions promo-prizes__foot">
        <Button
          size="sm"
          variant="outline"
          disabled={prizes.length >= MAX_TIERS}
          onClick={() => setPrizes([...prizes, added])}
        >
          {t('consolePromotions.editor.addTier')}
        </Button>
        <p className="promo-prizes__total" data-testid="promotion-prizes-total" aria-live="polite">
          {t('consolePromotions.editor.prizesTotal', { total: total === null ? '—' : money(total) })}
        </p>
      </div>
    </fieldset>
  );
}
