import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { useRowAction } from './kit';

export interface QueuePageProps<S extends string> {
  id: string;
  title: string;
  status: S | '';
  onStatus: (status: S | '') => void;
  /** The filter's choices; '' is "all". */
  statuses: readonly (S | '')[];
  statusLabel: (status: S) => string;
  /** Column headings; the last column (actions) is added and named for screen readers. */
  columns: { label: string; numeric?: boolean }[];
  /** Undefined while loading. */
  count: number | undefined;
  /** Beside the filter (the CSV export). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A finance queue: its title, a status filter, and a table of orders (or a line saying there are none). */
export function QueuePage<S extends string>({
  id,
  title,
  status,
  onStatus,
  statuses,
  statusLabel,
  columns,
  count,
  actions,
  children,
}: QueuePageProps<S>) {
  const { t } = useTranslation();
  return (
    <section className="console-page" aria-labelledby={id}>
      <header className="console-page__head">
        <h2 id={id}>{title}</h2>
        <SelectField label={t('console.status')} value={status} onChange={(e) => onStatus(e.target.value as S | '')}>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s === '' ? t('console.all') : statusLabel(s)}
            </option>
          ))}
        </SelectField>
        {actions}
      </header>
      {count === 0 ? <p className="console-muted">{t('console.empty')}</p> : null}
      {count ? (
        <table className="console-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.label} scope="col" className={c.numeric ? 'console-num' : undefined}>
                  {c.label}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      ) : null}
    </section>
  );
}

/** One decision at a time per order: a toast with the outcome, and the queue read again either way. */
export function useQueueAction(queue: 'withdrawals' | 'deposits' | 'adjustments') {
  const { busy, act } = useRowAction<string>(['console', queue]);
  return { busy, run: act };
}
