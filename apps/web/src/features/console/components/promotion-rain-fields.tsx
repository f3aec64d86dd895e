import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { formatGmtOffset } from '@/lib/format';
import type { PromotionForm } from '../hooks/use-promotion-form';
import { clockOf, minuteOfDay } from '../lib/promotion-form';

/**
 * When a red packet rains each business day: the start (a time of day in the brand's time, sent as the minute after
 * midnight) and how many minutes it lasts, with the window it makes spelled out (past midnight it ends the next day).
 */
export function PromotionRainFields({ form, offset }: { form: PromotionForm; offset: number }) {
  const { t } = useTranslation();
  const { values, change, errorOf } = form;
  const rain = values.rain;
  const start = minuteOfDay(rain.startMinute);
  const minutes = Number(rain.minutes.trim());
  const readable = !Number.isNaN(start) && rain.minutes.trim() !== '' && Number.isInteger(minutes) && minutes > 0;

  return (
    <div className="promo-stack" data-testid="promotion-rain-fields">
      <div className="content-form__pair">
        <TextField
          label={t('consolePromotions.editor.rainStart')}
          hint={t('consolePromotions.editor.rainStartHint', { zone: formatGmtOffset(offset) })}
          type="time"
          required
          value={rain.startMinute}
          error={errorOf('rain.startMinute')}
          onChange={(e) => change({ rain: { ...rain, startMinute: e.target.value } })}
        />
        <TextField
          label={t('consolePromotions.editor.rainMinutes')}
          inputMode="numeric"
          autoComplete="off"
          required
          value={rain.minutes}
          error={errorOf('rain.minutes')}
          onChange={(e) => change({ rain: { ...rain, minutes: e.target.value } })}
        />
      </div>
      {readable ? (
        <p className="console-muted" data-testid="promotion-rain-window">
          {t('consolePromotions.editor.rainWindow', { start: clockOf(start), end: clockOf(start + minutes) })}
        </p>
      ) : null}
    </div>
  );
}
