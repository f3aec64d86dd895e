import { type HTMLAttributes, type Key, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from '@/components/ui/pager';
import { type ListQuery, QueryState } from './query-state';
import '../console-admin.css';

export interface ConsoleColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** Right-aligned tabular figures (amounts, counts, ids). */
  numeric?: boolean;
  /** The cell's class, or one per row (e.g. a negative amount). */
  className?: string | ((row: T) => string | undefined);
  /** The heading is read by screen readers only (an icon column). */
  hideHeader?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Makes the column sortable in the browser by this value (the page's rows are all loaded). */
  sortValue?: (row: T) => string | number;
}

/** A row's own attributes: test ids, `data-*` and a class. */
type RowAttributes = HTMLAttributes<HTMLTableRowElement> &
  Record<`data-${string}`, string | number | boolean | undefined>;

export interface ConsoleTableProps<T> {
  /** `false`/`null` entries are left out, so a page can show a column only for some views. */
  columns: readonly (ConsoleColumn<T> | false | null | undefined)[];
  /** Undefined until the first answer. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => Key;
  rowProps?: (row: T, index: number) => RowAttributes;
  /** The row's buttons, in a last column whose heading only screen readers read. */
  actions?: (row: T, index: number) => ReactNode;
  /** The class of the element around the row's buttons (none: the buttons stand in the cell as they are). */
  actionsClassName?: string;
  /** With a query the table shows its loading, error and empty states too. */
  query?: ListQuery;
  loadingHeight?: number;
  empty?: ReactNode;
  caption?: ReactNode;
  /** `<tfoot>` rows, e.g. a total. */
  footer?: ReactNode;
  className?: string;
  /** A wrapping element's class (a horizontally scrolling frame). */
  wrapClassName?: string;
  testId?: string;
  /** Dims the rows while the next page loads. */
  busy?: boolean;
  /** Previous and next under the table, for a paged list. */
  pager?: PagerProps;
}

type Sort = { key: string; descending: boolean } | null;

const cellClass = <T,>(column: ConsoleColumn<T>, row: T) => {
  const own = typeof column.className === 'function' ? column.className(row) : column.className;
  return [column.numeric ? 'console-num tabular' : '', own ?? ''].filter(Boolean).join(' ') || undefined;
};

/**
 * The console's list table: a real `<table>` with column headings, one row per item, the row's actions last, and
 * the list's loading, error and empty states; a pager below when the list comes in pages.
 */
export function ConsoleTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  actions,
  actionsClassName,
  query,
  loadingHeight,
  empty,
  caption,
  footer,
  className,
  wrapClassName,
  testId,
  busy,
  pager,
}: ConsoleTableProps<T>) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>(null);
  const shown = columns.filter((c): c is ConsoleColumn<T> => !!c);
  const list = rows ?? [];
  const sortColumn = sort ? shown.find((c) => c.key === sort.key) : undefined;
  const ordered = sortColumn?.sortValue ? sortRows(list, sortColumn.sortValue, sort?.descending ?? false) : list;

  const table = (
    <table
      className={['console-table', className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      data-testid={testId}
    >
      {caption ? <caption className="console-muted tabular">{caption}</caption> : null}
      <thead>
        <tr>
          {shown.map((column) => {
            const label = column.hideHeader ? <span className="visually-hidden">{column.header}</span> : column.header;
            const sorted = sort?.key === column.key ? sort : null;
            return (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'console-num' : undefined}
                aria-sort={column.sortValue ? ariaSort(sorted) : undefined}
              >
                {column.sortValue ? (
                  <button
                    type="button"
                    className="console-sort"
                    onClick={() => setSort({ key: column.key, descending: sorted ? !sorted.descending : false })}
                  >
                    {label}
                  </button>
                ) : (
                  label
                )}
              </th>
            );
          })}
          {actions ? (
            <th scope="col">
              <span className="visually-hidden">{t('console.actions')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {ordered.map((row, index) => (
          <tr key={rowKey(row)} {...rowProps?.(row, index)}>
            <TableCells columns={shown} row={row} index={index} />
            {actions ? (
              <td>
                {actionsClassName ? <div className={actionsClassName}>{actions(row, index)}</div> : actions(row, index)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );

  return (
    <>
      {query ? (
        <QueryState
          query={query}
          loadingHeight={loadingHeight}
          empty={empty}
          isEmpty={rows !== undefined && list.length === 0}
        />
      ) : null}
      {list.length > 0 ? wrapClassName ? <div className={wrapClassName}>{table}</div> : table : null}
      {pager && rows !== undefined ? <Pager {...pager} /> : null}
    </>
  );
}

/** One row's cells by the columns (also for a footer row, e.g. the total under the same figures). */
export function TableCells<T>({
  columns,
  row,
  index = 0,
}: {
  columns: readonly ConsoleColumn<T>[];
  row: T;
  index?: number;
}) {
  return columns.map((column) =>
    column.rowHeader ? (
      <th key={column.key} scope="row" className={cellClass(column, row)}>
        {column.cell(row, index)}
      </th>
    ) : (
      <td key={column.key} className={cellClass(column, row)}>
        {column.cell(row, index)}
      </td>
    ),
  );
}

function ariaSort(sort: Sort) {
  if (!sort) return 'none';
  return sort.descending ? 'descending' : 'ascending';
}

function sortRows<T>(rows: readonly T[], value: (row: T) => string | number, descending: boolean): T[] {
  const sorted = [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  });
  return descending ? sorted.reverse() : sorted;
}
