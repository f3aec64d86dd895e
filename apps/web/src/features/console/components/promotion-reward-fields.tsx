import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import type { PromotionForm } from '../hooks/use-promotion-form';
import { type DepositReward, isLossKind, isVipKind, type PromotionValues } from '../lib/promotion-form';
import { PromotionLevelFields } from './promotion-level-fields';
import { EditorSection } from './promotion-parts';
import { PromotionPrizeFields } from './promotion-prize-fields';

/** The contract's longest streak. */
const MAX_DAYS = 31;

/**
 * What the promotion pays: a percent of the deposit (or, for the loss kinds, of the net loss) up to a cap, or a fixed
 * amount; an amount per day of the streak for a check-in; an amount per VIP level for the VIP kinds; prize tiers for
 * a raffle; a random amount between two bounds for a red packet. Then what qualifies (the deposit, or the loss and for
 * a rescue the balance; a VIP campaign's level and a raffle's tickets are their own) and the budget, which a red
 * packet must have.
 */
export function PromotionRewardFields({ form }: { form: PromotionForm }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol ?? '';
  const { values, change, errorOf } = form;
  const reward = values.reward;
  const set = (changes: Partial<PromotionValues['reward']>) => change({ reward: { ...reward, ...changes } });
  const checkIn = values.kind === 'check-in';
  const loss = isLossKind(values.kind);
  const grant = values.kind === 'grant';
  const vip = isVipKind(values.kind);
  const raffle = values.kind === 'raffle';
  const rain = values.kind === 'red-packet';
  // A check-in and a red packet ask the day's deposits; a deposit bonus the qualifying deposit.
  const daily = checkIn || rain;

  return (
    <EditorSection title={t('consolePromotions.editor.sections.reward')}>
      {checkIn ? (
        <StreakFields form={form} symbol={symbol} />
      ) : raffle ? (
        <PromotionPrizeFields form={form} symbol={symbol} />
      ) : rain ? (
        <div className="promo-stack">
          <div className="content-form__pair">
            <TextField
              label={t('consolePromotions.editor.packetMin', { symbol })}
              inputMode="decimal"
              autoComplete="off"
              required
              value={reward.min}
              error={errorOf('reward.min')}
              onChange={(e) => set({ min: e.target.value })}
            />
            <TextField
              label={t('consolePromotions.editor.packetMax', { symbol })}
              inputMode="decimal"
              autoComplete="off"
              required
              value={reward.max}
              error={errorOf('reward.max')}
              onChange={(e) => set({ max: e.target.value })}
            />
          </div>
          <p className="console-muted">{t('consolePromotions.editor.packetHint')}</p>
        </div>
      ) : vip ? (
        <PromotionLevelFields form={form} symbol={symbol} />
      ) : (
        <div className="promo-grid">
          {grant ? null : (
            <SelectField
              label={t('consolePromotions.editor.rewardType')}
              value={reward.type}
              onChange={(e) => set({ type: e.target.value as DepositReward })}
              data-testid="promotion-reward-type"
            >
              {(['percent', 'fixed'] as const).map((type) => (
                <option key={type} value={type}>
                  {t(`consolePromotions.editor.${loss ? 'rewardTypesLoss' : 'rewardTypes'}.${type}`)}
                </option>
              ))}
            </SelectField>
          )}
          {reward.type === 'percent' && !grant ? (
            <>
              <TextField
                label={t(loss ? 'consolePromotions.editor.percentLoss' : 'consolePromotions.editor.percent')}
                inputMode="decimal"
                autoComplete="off"
                required
                value={reward.percent}
                error={errorOf('reward.percent')}
                onChange={(e) => set({ percent: e.target.value })}
              />
              <TextField
                label={t('consolePromotions.editor.cap', { symbol })}
                inputMode="decimal"
                autoComplete="off"
                required
                value={reward.cap}
                error={errorOf('reward.cap')}
                onChange={(e) => set({ cap: e.target.value })}
              />
            </>
          ) : (
            <TextField
              label={t('consolePromotions.editor.amount', { symbol })}
              hint={grant ? t('consolePromotions.editor.grantAmountHint') : undefined}
              inputMode="decimal"
              autoComplete="off"
              required
              value={reward.amount}
              error={errorOf('reward.amount')}
              onChange={(e) => set({ amount: e.target.value })}
            />
          )}
        </div>
      )}
      <div className="content-form__pair">
        {grant || vip || raffle ? null : loss ? (
          <TextField
            label={t('consolePromotions.editor.minLoss', { symbol })}
            hint={t('consolePromotions.editor.minLossHint')}
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.minLoss}
            error={errorOf('minLoss')}
            onChange={(e) => change({ minLoss: e.target.value })}
          />
        ) : (
          <TextField
            label={t(daily ? 'consolePromotions.editor.minDepositCheckIn' : 'consolePromotions.editor.minDeposit', {
              symbol,
            })}
            hint={
              checkIn
                ? t('consolePromotions.editor.minDepositCheckInHint')
                : rain
                  ? t('consolePromotions.editor.minDepositRainHint')
                  : undefined
            }
            inputMode="decimal"
            autoComplete="off"
            required
            value={values.minDeposit}
            error={errorOf('minDeposit')}
            onChange={(e) => change({ minDeposit: e.target.value })}
          />
        )}
        {values.kind === 'rescue' ? (
          <TextField
            label={t('consolePromotions.editor.balanceBelow', { symbol })}
            hint={t('consolePromotions.editor.balanceBelowHint')}
            inputMode="decimal"
            autoComplete="off"
            value={values.balanceBelow}
            error={errorOf('balanceBelow')}
            onChange={(e) => change({ balanceBelow: e.target.value })}
          />
        ) : null}
        <TextField
          label={t(rain ? 'consolePromotions.editor.budgetRequired' : 'consolePromotions.editor.budget', { symbol })}
          hint={t(rain ? 'consolePromotions.editor.budgetRainHint' : 'consolePromotions.editor.budgetHint')}
          inputMode="decimal"
          autoComplete="off"
          required={rain}
          value={values.budget}
          error={errorOf('budget')}
          onChange={(e) => change({ budget: e.target.value })}
        />
      </div>
    </EditorSection>
  );
}

/** A check-in's amounts by day of the streak, a box a day; days are added at the end and removed anywhere. */
function StreakFields({ form, symbol }: { form: PromotionForm; symbol: string }) {
  const { t } = useTranslation();
  const { values, change, errorOf, ownErrorOf } = form;
  const amounts = values.reward.amounts;
  const setAmounts = (next: string[]) => change({ reward: { ...values.reward, amounts: next } });
  const whole = ownErrorOf('reward.amounts');
  return (
    <fieldset className="promo-streak">
      <legend className="field__label">{t('consolePromotions.editor.streak', { symbol })}</legend>
      <p className="console-muted">{t('consolePromotions.editor.streakHint')}</p>
      <ol className="promo-streak__days">
        {amounts.map((amount, index) => {
          const n = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day is its position in the streak
            <li key={index} className="promo-streak__day" data-testid="promotion-streak-day">
              <TextField
                label={t('consolePromotions.editor.day', { n })}
                inputMode="decimal"
                autoComplete="off"
                required
                value={amount}
                error={errorOf(`reward.amounts.${index}`)}
                onChange={(e) => setAmounts(amounts.map((a, i) => (i === index ? e.target.value : a)))}
              />
              {amounts.length > 1 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="promo-streak__remove"
                  aria-label={t('consolePromotions.editor.removeDay', { n })}
                  onClick={() => setAmounts(amounts.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {whole ? (
        <p className="field__error" role="alert">
          {whole}
        </p>
      ) : null}
      <div className="console-actions">
        <Button
          size="sm"
          variant="outline"
          disabled={amounts.length >= MAX_DAYS}
          onClick={() => setAmounts([...amounts, amounts.at(-1) ?? ''])}
        >
          {t('consolePromotions.editor.addDay')}
        </Button>
      </div>
    </fieldset>
  );
}
