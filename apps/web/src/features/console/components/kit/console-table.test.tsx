import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ConsoleColumn, ConsoleTable } from './console-table';
import type { ListQuery } from './query-state';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, name: 'Bravo', amount: 30 },
  { id: 2, name: 'Alpha', amount: -5 },
];
const columns: ConsoleColumn<Row>[] = [
  { key: 'name', header: 'Name', rowHeader: true, cell: (r) => r.name },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    className: (r) => (r.amount < 0 ? 'negative' : undefined),
    cell: (r) => r.amount,
  },
];
const done: ListQuery = { isPending: false, isSuccess: true, isError: false, error: null, refetch: () => {} };

describe('ConsoleTable', () => {
  it('is a real table: column headings, a row heading per row, numeric cells, row attributes and actions', () => {
    render(
      <ConsoleTable
        columns={[...columns, false]}
        rows={rows}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'row', 'data-id': r.id })}
        actionsClassName="console-actions"
        actions={(r) => <button type="button">Edit {r.name}</button>}
        caption="Today"
        testId="the-table"
      />,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('data-testid', 'the-table');
    expect(within(table).getByText('Today').tagName).toBe('CAPTION');
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Amount', 'Actions']);
    expect(headers[2]?.querySelector('.visually-hidden')).not.toBeNull();
    expect(headers[1]).toHaveClass('console-num');
    expect(screen.getByRole('rowheader', { name: 'Bravo' })).toBeInTheDocument();
    const [first, second] = screen.getAllByTestId('row');
    expect(first).toHaveAttribute('data-id', '1');
    expect(within(second as HTMLElement).getByRole('cell', { name: '-5' })).toHaveClass(
      'console-num',
      'tabular',
      'negative',
    );
    expect(screen.getByRole('button', { name: 'Edit Alpha' }).parentElement).toHaveClass('console-actions');
  });

  it('shows the loading placeholder, then the error with a retry, then the empty message', () => {
    const refetch = vi.fn();
    const { container, rerender } = render(
      <ConsoleTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        query={{ ...done, isPending: true, isSuccess: false }}
        empty="Nothing yet"
      />,
    );
    expect(container.querySelector('.skeleton')).not.toBeNull();
    expect(screen.queryByRole('table')).toBeNull();

    rerender(
      <ConsoleTable
        columns={columns}
        rows={undefined}
        rowKey={(r) => r.id}
        query={{ ...done, isSuccess: false, isError: true, error: new Error('Server down'), refetch }}
        empty="Nothing yet"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Server down');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();

    rerender(<ConsoleTable columns={columns} rows={[]} rowKey={(r) => r.id} query={done} empty="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages below the rows and dims them while the next page loads', () => {
    const onPage = vi.fn();
    render(
      <ConsoleTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        busy
        pager={{ page: 1, totalPages: 3, onPage }}
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('sorts by a sortable column, ascending then descending, and says so', () => {
    render(
      <ConsoleTable
        columns={[
          { ...columns[0], sortValue: (r: Row) => r.name } as ConsoleColumn<Row>,
          columns[1] as ConsoleColumn<Row>,
        ]}
        rows={rows}
        rowKey={(r) => r.id}
      />,
    );
    const names = () => screen.getAllByRole('rowheader').map((h) => h.textContent);
    expect(names()).toEqual(['Bravo', 'Alpha']);
    const header = screen.getByRole('columnheader', { name: 'Name' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Alpha', 'Bravo']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(within(header).getByRole('button', { name: 'Name' }));
    expect(names()).toEqual(['Bravo', 'Alpha']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Amount' })).not.toHaveAttribute('aria-sort');
  });
});
