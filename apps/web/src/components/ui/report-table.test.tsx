import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCell, ReportHead, ReportTotals, SignedCell } from './report-table';

describe('report table pieces', () => {
  it('heads figure columns to the right and names a button column only for screen readers', () => {
    render(
      <table>
        <ReportHead columns={[{ label: 'Time' }, { label: 'Stake', num: true }, { label: 'Details', hidden: true }]} />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.className)).toEqual(['', 'bet-table__num', '']);
    expect(within(headers[2] as HTMLElement).getByText('Details')).toHaveClass('visually-hidden');
  });

  it('marks figures by data-figure and test id, and leaves tabular figures to a signed amount', () => {
    render(
      <ReportTotals
        label="Totals"
        testId="totals"
        items={[
          { term: 'Bets', value: 3, figure: 'count', testId: 'total-count' },
          { term: 'Win/loss', value: <span>+1</span>, signed: true, figure: 'winLoss' },
        ]}
      />,
    );
    const list = screen.getByTestId('totals');
    expect(list).toHaveAttribute('aria-label', 'Totals');
    expect(screen.getByTestId('total-count')).toHaveAttribute('data-figure', 'count');
    expect(screen.getByTestId('total-count')).toHaveClass('tabular');
    expect(list.querySelector('[data-figure="winLoss"]')).not.toHaveClass('tabular');
  });

  it('labels each cell for the folded card layout', () => {
    render(
      <table>
        <tbody>
          <tr>
            <FigureCell label="Stake">¥5.00</FigureCell>
            <SignedCell label="Net" amount={-5} symbol="¥" figure="net" />
          </tr>
        </tbody>
      </table>,
    );
    const [stake, net] = screen.getAllByRole('cell');
    expect(stake).toHaveAttribute('data-label', 'Stake');
    expect(net).toHaveAttribute('data-figure', 'net');
    expect(net).toHaveTextContent('−¥5.00');
  });
});
