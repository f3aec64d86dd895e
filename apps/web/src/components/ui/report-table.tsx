import type { ReactNode } from 'react';
import { SignedAmount } from './signed-amount';
import './data-table.css';

/** A column of a report table: figures align right; a hidden label names a column of buttons for screen readers. */
export interface ReportColumn {
  label: string;
  num?: boolean;
  hidden?: boolean;
}

/** The header row of a report table (`.bet-table`), one cell a column. */
export function ReportHead({ columns }: { columns: readonly ReportColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((c) => (
          <th key={c.label} scope="col" className={c.num ? 'bet-table__num' : undefined}>
            {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A count or an amount in a report row; `data-label` heads it where the table folds into cards. */
export function FigureCell({ label, figure, children }: { label: string; figure?: string; children: ReactNode }) {
  return (
    <td className="bet-table__num tabular" data-label={label} data-figure={figure}>
      {children}
    </td>
  );
}

/** A result in a report row, green when up and red when down. */
export function SignedCell({
  label,
  amount,
  symbol,
  figure,
}: {
  label: string;
  amount: number;
  symbol: string | undefined;
  figure?: string;
}) {
  return (
    <td className="bet-table__num" data-label={label} data-figure={figure}>
      <SignedAmount amount={amount} symbol={symbol} />
    </td>
  );
}

/** One figure of a totals list; a signed one carries its own tabular figures. */
export interface ReportTotal {
  term: string;
  value: ReactNode;
  signed?: boolean;
  figure?: string;
  testId?: string;
}

/** The totals over the whole filter above a report table, one tile a figure. */
export function ReportTotals({
  label,
  items,
  className,
  testId,
}: {
  label: string;
  items: readonly ReportTotal[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={className ? `bet-totals ${className}` : 'bet-totals'} aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <div key={item.term}>
          <dt>{item.term}</dt>
          <dd className={item.signed ? undefined : 'tabular'} data-figure={item.figure} data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
