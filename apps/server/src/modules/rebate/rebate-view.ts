import { fromMinorUnits, type RebateLine, type RebateRecord } from '@lotus/contract';
import type { RebateRow } from './queries.ts';

/** A line as stored (minor units) on the wire (major units). */
export const lineView = (line: RebateLine): RebateLine => ({
  category: line.category,
  validBet: fromMinorUnits(line.validBet),
  percent: line.percent,
  amount: fromMinorUnits(line.amount),
});

/** A paid rebate as its member (and the console) reads it. */
export function rebateView(row: RebateRow): RebateRecord {
  return {
    id: row.id,
    source: row.source,
    from: row.fromAt.getTime(),
    to: row.toAt.getTime(),
    validBet: fromMinorUnits(row.validBet),
    amount: fromMinorUnits(row.amount),
    rankLevel: row.rankLevel,
    lines: row.lines.map(lineView),
    createdAt: row.createdAt.getTime(),
  };
}
