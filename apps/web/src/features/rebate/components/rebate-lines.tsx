import type { RebateLine } from '@lotus/contract';
import { useRebateText } from '../hooks/use-rebate-text';
import { formatRate, shownLines } from '../lib/rebate';

/**
 * A rebate by game category: valid bet × rate = rebate, and the totals. On phones each category is a small card.
 * `caption` names the table for screen readers.
 */
export function RebateLines({
  lines,
  validBet,
  amount,
  caption,
  testId,
}: {
  lines: readonly RebateLine[];
  validBet: number;
  amount: number;
  caption: string;
  testId: string;
}) {
  const { t, money, category } = useRebateText();
  const columns = {
    category: t('rebate.lines.category'),
    validBet: t('rebate.lines.validBet'),
    rate: t('rebate.lines.rate'),
    amount: t('rebate.lines.amount'),
  };
  return (
    <table className="rebate-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{columns.category}</th>
          <th scope="col" className="rebate-table__num">
            {columns.validBet}
          </th>
          <th scope="col" className="rebate-table__num">
            {columns.rate}
          </th>
          <th scope="col" className="rebate-table__num">
            {columns.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {shownLines(lines).map((line) => (
          <tr key={line.category} data-testid="rebate-line" data-category={line.category}>
            <th scope="row">{category(line.category)}</th>
            <td className="rebate-table__num tabular" data-label={columns.validBet}>
              {money(line.validBet)}
            </td>
            <td className="rebate-table__num tabular" data-label={columns.rate}>
              {formatRate(line.percent)}
            </td>
            <td className="rebate-table__num tabular rebate-table__money" data-label={columns.amount}>
              {money(line.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('rebate.lines.total')}</th>
          <td className="rebate-table__num tabular" data-label={columns.validBet}>
            {money(validBet)}
          </td>
          <td className="rebate-table__blank" />
          <td className="rebate-table__num tabular rebate-table__money" data-label={columns.amount}>
            {money(amount)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
