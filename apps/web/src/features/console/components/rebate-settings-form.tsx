import {
  type ConsoleRebateSettings,
  type ConsoleVipLevel,
  gameCategories,
  MAX_REBATE_PERCENT,
  rebateSettingsInputSchema,
} from '@lotus/contract';
import { useId, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime, formatGmtOffset } from '@/lib/format';
import { rebateKey, saveRebateSettings } from '../api/console-vip-api';
import { errorAt, ownErrorAt } from '../lib/promotion-problems';
import { type RebateValues, rebatePayload, rebateProblem, rebateValuesOf, sentRebate } from '../lib/rebate-form';
import { levelName } from '../lib/vip-ladder';
import { useConsoleForm } from './kit';
import { Switch } from './settings-parts';
import './vip-console.css';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * The brand's rebate: whether it runs, the smallest claim, the wagering a rebate asks, the hour unclaimed rebate is
 * paid (or only by hand), from when bets count, and the rates by VIP level and game category. Only rebate editors
 * change it; the others read the same form with its inputs locked.
 */
export function RebateSettingsForm({
  settings,
  levels,
  rows,
  editor,
  onSaved,
}: {
  settings: ConsoleRebateSettings;
  levels: readonly ConsoleVipLevel[];
  /** The levels the matrix has a row for. */
  rows: readonly number[];
  editor: boolean;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cn = i18n.language.startsWith('zh');
  const merchant = useMerchant();
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  const symbol = merchant?.currencySymbol ?? '';
  const [defaultValues] = useState(() => rebateValuesOf(settings, rows));
  const form = useConsoleForm({
    defaultValues,
    schema: rebateSettingsInputSchema,
    toBody: rebatePayload,
    messageOf: (path) => {
      const problem = rebateProblem(path);
      return problem ? t(`consoleVip.rebate.problems.${problem}`, { max: MAX_REBATE_PERCENT }) : undefined;
    },
  });
  const values = form.watch();
  const errors = form.formState.errors;
  const change = <P extends Path<RebateValues>>(path: P, value: PathValue<RebateValues, P>) =>
    form.setValue(path, value, { shouldDirty: true });
  const locked = !editor;
  const submit = form.submit(async (body) => {
    await saveRebateSettings(sentRebate(body));
    toast.success(t('consoleVip.rebate.saved'));
    await queryClient.invalidateQueries({ queryKey: rebateKey });
    onSaved();
  });
  const zone = formatGmtOffset(offset);
  const autoHourHint = useId();
  const rowName = (level: number) => {
    const known = levels.find((l) => l.level === level);
    return known ? levelName(known, cn) : t('consolePromotions.editor.offLadder');
  };
  const matrixError = ownErrorAt(errors, 'rates');

  return (
    <form className="rebate-form" onSubmit={submit} noValidate data-testid="rebate-settings">
      <section className="settings-card" aria-labelledby="rebate-rules">
        <header className="settings-card__head">
          <h3 id="rebate-rules">{t('consoleVip.rebate.rules')}</h3>
        </header>
        <Switch
          label={t('consoleVip.rebate.enabled')}
          hint={t('consoleVip.rebate.enabledHint')}
          checked={values.enabled}
          disabled={locked}
          onChange={(enabled) => change('enabled', enabled)}
          data-testid="rebate-enabled"
        />
        <p className="console-muted" data-testid="rebate-since">
          {settings.since === null
            ? t('consoleVip.rebate.neverOn')
            : settings.enabled
              ? t('consoleVip.rebate.since', { time: formatDateTime(settings.since, offset), zone })
              : t('consoleVip.rebate.offNow')}
        </p>
        <div className="settings-grid">
          <TextField
            label={t('consoleVip.rebate.minClaim', { symbol })}
            hint={t('consoleVip.rebate.minClaimHint')}
            inputMode="decimal"
            autoComplete="off"
            required
            readOnly={locked}
            value={values.minClaim}
            error={errorAt(errors, 'minClaim')}
            onChange={(e) => change('minClaim', e.target.value)}
          />
          <TextField
            label={t('consoleVip.rebate.wageringMultiple')}
            hint={t('consoleVip.rebate.wageringMultipleHint')}
            inputMode="decimal"
            autoComplete="off"
            required
            readOnly={locked}
            value={values.wageringMultiple}
            error={errorAt(errors, 'wageringMultiple')}
            onChange={(e) => change('wageringMultiple', e.target.value)}
          />
          <div className="promo-stack">
            <SelectField
              label={t('consoleVip.rebate.autoHour')}
              aria-describedby={autoHourHint}
              value={values.autoHour}
              disabled={locked}
              onChange={(e) => change('autoHour', e.target.value)}
              data-testid="rebate-auto-hour"
            >
              <option value="">{t('consoleVip.rebate.byHand')}</option>
              {HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {t('consoleVip.rebate.atHour', { time: hourText(h) })}
                </option>
              ))}
            </SelectField>
            <p id={autoHourHint} className="field__hint">
              {t('consoleVip.rebate.autoHourHint', { zone })}
            </p>
          </div>
        </div>
      </section>

      <section className="settings-card" aria-labelledby="rebate-rates">
        <header className="settings-card__head">
          <h3 id="rebate-rates">{t('consoleVip.rebate.rates')}</h3>
        </header>
        <p className="console-muted">{t('consoleVip.rebate.ratesHint', { max: MAX_REBATE_PERCENT })}</p>
        <div className="rebate-matrix__frame">
          <table className="console-table rebate-matrix" data-testid="rebate-matrix">
            <thead>
              <tr>
                <th scope="col">{t('consoleVip.level')}</th>
                {gameCategories.map((category) => (
                  <th key={category} scope="col" className="console-num">
                    {t(`categories.${category}`, category)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {values.rates.map((row, i) => (
                <tr key={row.level} data-testid="rebate-rate-row" data-level={row.level}>
                  <th scope="row">
                    <span className="tabular">{row.level}</span>{' '}
                    <span className="console-muted">{rowName(row.level)}</span>
                  </th>
                  {gameCategories.map((category, j) => (
                    <td key={category}>
                      <TextField
                        label={t('consoleVip.rebate.rateOf', {
                          level: row.level,
                          category: t(`categories.${category}`, category),
                        })}
                        className="field__input rebate-matrix__input"
                        inputMode="decimal"
                        autoComplete="off"
                        placeholder="—"
                        readOnly={locked}
                        value={row.percents[j] ?? ''}
                        error={errorAt(errors, `rates.${i}.categories.${j}`)}
                        onChange={(e) =>
                          change(
                            `rates.${i}.percents`,
                            row.percents.map((p, k) => (k === j ? e.target.value : p)),
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {matrixError ? (
          <p className="field__error" role="alert">
            {matrixError}
          </p>
        ) : null}
      </section>

      {form.failure ? (
        <p className="console-error" role="alert">
          {form.failure}
        </p>
      ) : null}
      {editor ? (
        <div className="settings-card__actions">
          <Button type="submit" variant="accent" loading={form.formState.isSubmitting} data-testid="rebate-save">
            {t('consoleVip.rebate.save')}
          </Button>
        </div>
      ) : (
        <p className="console-muted">{t('consoleVip.rebate.readOnly')}</p>
      )}
    </form>
  );
}
