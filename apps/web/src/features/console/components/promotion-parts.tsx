import type { ConsolePromotion } from '@lotus/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { budgetUse, type CampaignStatus, campaignStatus } from '../lib/promotion-status';
import { useMoney } from './bet-cells';
import type { ConsoleColumn } from './kit';

/** Pieces of the promotions list and editor: the state badge, the schedule, the budget's meter, a group of fields. */

const STATUS_TONE: Record<CampaignStatus, string> = { live: 'ok', scheduled: 'warn', ended: 'off', off: 'off' };

export function CampaignStatusBadge({ item, now }: { item: ConsolePromotion; now: number }) {
  const { t } = useTranslation();
  const status = campaignStatus(item, now);
  return (
    <span className={`console-badge console-badge--${STATUS_TONE[status]}`} data-status={status}>
      {t(`consolePromotions.status.${status}`)}
    </span>
  );
}

/** Start over end (the minute is enough), in the brand's time, with how often a member may take part. */
export function PromotionSchedule({ item, offset }: { item: ConsolePromotion; offset: number }) {
  const { t } = useTranslation();
  return (
    <span className="tabular console-nowrap">
      {formatDateTime(item.startsAt, offset).slice(0, 16)}
      <br />
      {item.endsAt === null ? t('consolePromotions.list.noEnd') : formatDateTime(item.endsAt, offset).slice(0, 16)}
      <br />
      <span className="console-muted">{t(`consolePromotions.periods.${item.period}`)}</span>
    </span>
  );
}

/** The budget, how much of it paid and waiting claims take, and a meter of that share. */
export function BudgetCell({ item }: { item: ConsolePromotion }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const use = budgetUse(item);
  if (item.budget === null || !use)
    return <span className="console-muted">{t('consolePromotions.list.noBudget')}</span>;
  const percent = Math.round(use.share * 1000) / 10;
  return (
    <span className="promo-budget" data-testid="promotion-budget">
      <span className="tabular">{money(item.budget)}</span>
      <meter
        className="promo-budget__meter"
        min={0}
        max={1}
        low={0.7}
        high={0.9}
        optimum={0}
        value={Math.min(1, use.share)}
        aria-label={t('consolePromotions.list.budgetMeter')}
      />
      <span className="console-muted tabular">
        {t('consolePromotions.list.budgetUsed', { percent, left: money(use.left) })}
      </span>
    </span>
  );
}

/** A titled group of the editor's fields. */
export function EditorSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="promo-section">
      <legend className="promo-section__title">{title}</legend>
      {hint ? <p className="console-muted">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/**
 * The columns with their heading repeated in each cell for phones, where the rows are laid out as cards and the
 * table's headings are hidden; screen readers keep reading the real headings, so the copy is hidden from them.
 */
export function withPhoneLabels<T>(columns: readonly (ConsoleColumn<T> | false)[]): ConsoleColumn<T>[] {
  return columns
    .filter((c): c is ConsoleColumn<T> => !!c)
    .map((column) =>
      column.rowHeader
        ? column
        : {
            ...column,
            cell: (row: T, index: number) => (
              <>
                <span className="promo-label" aria-hidden="true">
                  {column.header}
                </span>
                {column.cell(row, index)}
              </>
            ),
          },
    );
}
