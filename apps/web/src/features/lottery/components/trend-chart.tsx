import type { LotteryPeriod } from '@lotus/contract';
import {
  chartOf,
  type LotteryFamily,
  type LotteryResult,
  type PositionChart,
  type PositionTrend,
  trendOf,
} from '@lotus/lottery';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './scroll-region';

type Lookup = (key: string, fallback: string) => string;

/**
 * The Trends tab: for a position, the draw-by-draw chart (走势图: each draw's number highlighted among the position's
 * columns, the other cells counting the draws each number has been missing) with hits and longest misses below it;
 * VN adds the hot and cold table of its 100 lô and đề numbers, too many for columns.
 */
export function TrendPanel({ family, results }: { family: LotteryFamily; results: readonly LotteryPeriod[] }) {
  const { t } = useTranslation();
  const { draws, charts, tables } = useMemo(() => {
    const drawn = results.filter((p) => p.result).reverse();
    const oldestFirst = drawn.map((p) => p.result as LotteryResult);
    return {
      draws: drawn,
      charts: chartOf(family, oldestFirst),
      tables: family === 'VN' ? trendOf(family, oldestFirst).positions : [],
    };
  }, [family, results]);
  const positions = [...charts.map((c) => c.position), ...tables.map((p) => p.position)];
  const [chosen, setChosen] = useState(positions[0] ?? '');
  if (draws.length === 0) return <p className="lottery-muted">{t('lottery.resultsEmpty')}</p>;
  const positionName = (p: string) => (t as unknown as Lookup)(`lottery.trendPositions.${family}.${p}`, p);
  const chart = charts.find((c) => c.position === chosen);
  const table = tables.find((p) => p.position === chosen);
  return (
    <div className="lottery-trend" data-testid="lottery-trend">
      <div className="lottery-trend__head">
        {positions.length > 1 ? (
          <label className="lottery-field">
            <span>{t('lottery.trendPosition')}</span>
            <select
              value={chosen}
              onChange={(e) => setChosen(e.currentTarget.value)}
              data-testid="lottery-trend-position"
            >
              {positions.map((p) => (
                <option key={p} value={p}>
                  {positionName(p)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <span className="lottery-muted">{t('lottery.trendDraws', { count: draws.length })}</span>
      </div>
      {chart ? (
        <>
          <p className="lottery-muted lottery-trend__legend">{t('lottery.chartLegend')}</p>
          <ScrollRegion label={t('lottery.chartOf', { position: positionName(chart.position) })}>
            <TrendChart chart={chart} numeros={draws.map((p) => p.numero)} />
          </ScrollRegion>
        </>
      ) : table ? (
        <ScrollRegion label={t('lottery.hotColdOf', { position: positionName(table.position) })}>
          <HotColdTable row={table} />
        </ScrollRegion>
      ) : null}
    </div>
  );
}

/** Draws newest first, a column per number; then each number's hits and longest miss over the draws shown. */
function TrendChart({ chart, numeros }: { chart: PositionChart; numeros: readonly string[] }) {
  const { t } = useTranslation();
  const rows = chart.rows.map((row, i) => ({ ...row, numero: numeros[i] ?? '' })).reverse();
  const hits = chart.values.map((v) => chart.rows.filter((r) => r.drawn.includes(v)).length);
  const longest = chart.values.map((_, i) => Math.max(0, ...chart.rows.map((r) => r.misses[i] ?? 0)));
  return (
    <table className="lottery-chart tabular" data-testid="lottery-chart" data-position={chart.position}>
      <thead>
        <tr>
          <th scope="col">{t('lottery.chartNumero')}</th>
          {chart.values.map((v) => (
            <th key={v} scope="col">
              {v}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.numero} data-numero={row.numero}>
            <th scope="row" title={row.numero}>
              {row.numero.slice(-4)}
            </th>
            {chart.values.map((v, i) =>
              row.drawn.includes(v) ? (
                <td key={v} className="lottery-chart__hit" data-hit="">
                  <span>{v}</span>
                </td>
              ) : (
                <td key={v}>{row.misses[i]}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('lottery.trendCount')}</th>
          {hits.map((n, i) => (
            <td key={chart.values[i]}>{n}</td>
          ))}
        </tr>
        <tr>
          <th scope="row">{t('lottery.trendMaxMiss')}</th>
          {longest.map((n, i) => (
            <td key={chart.values[i]}>{n}</td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

/** Hot and cold numbers of a position with many numbers (VN lô and đề): hits, current and longest miss. */
function HotColdTable({ row }: { row: PositionTrend }) {
  const { t } = useTranslation();
  const hot = Math.max(...row.numbers.map((n) => n.count));
  const cold = Math.max(...row.numbers.map((n) => n.currentMiss));
  return (
    <table className="lottery-trend__table tabular">
      <thead>
        <tr>
          <th scope="col">{t('lottery.trendNumber')}</th>
          <th scope="col">{t('lottery.trendCount')}</th>
          <th scope="col">{t('lottery.trendMiss')}</th>
          <th scope="col">{t('lottery.trendMaxMiss')}</th>
        </tr>
      </thead>
      <tbody>
        {row.numbers.map((n) => (
          <tr key={n.value}>
            <th scope="row">
              {n.value}
              {n.count === hot && hot > 0 ? (
                <span className="lottery-tag lottery-tag--hot">{t('lottery.hot')}</span>
              ) : null}
              {n.currentMiss === cold && cold > 0 ? (
                <span className="lottery-tag lottery-tag--cold">{t('lottery.cold')}</span>
              ) : null}
            </th>
            <td>{n.count}</td>
            <td>{n.currentMiss}</td>
            <td>{n.maxMiss}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
