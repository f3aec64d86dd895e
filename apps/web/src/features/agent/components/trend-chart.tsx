import type { TeamOverview } from '@lotus/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';
import { barLayout } from '../lib/bar-chart';

const metrics = ['validBet', 'winLoss', 'deposits', 'withdrawals', 'bonuses', 'activeMembers', 'newMembers'] as const;
type Metric = (typeof metrics)[number];
const counts: readonly Metric[] = ['activeMembers', 'newMembers'];

const WIDTH = 600;
const HEIGHT = 160;

/** The last 30 days of one figure as bars (negative win/loss below the line), oldest left, today right. */
export function TrendChart({ series }: { series: TeamOverview['series'] }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const [metric, setMetric] = useState<Metric>('validBet');
  const titleId = useId();
  const format = (value: number) => (counts.includes(metric) ? String(value) : formatMoney(value, { symbol }));
  const values = series.map((d) => d.figures[metric]);
  const { bars, zeroY, top, bottom } = barLayout(values, WIDTH, HEIGHT);
  const total = values.reduce((sum, v) => sum + v, 0);
  const label = t(`agentReports.metrics.${metric}`);
  const first = series[0]?.date ?? '';
  const last = series.at(-1)?.date ?? '';
  return (
    <section className="agent-chart" aria-labelledby={titleId} data-testid="agent-chart">
      <div className="agent-chart__head">
        <h3 id={titleId} className="agent-figures__title">
          {t('agentReports.last30Days')}
        </h3>
        <SelectField
          label={t('agentReports.metric')}
          value={metric}
          onChange={(e) => setMetric(e.target.value as Metric)}
        >
          {metrics.map((m) => (
            <option key={m} value={m}>
              {t(`agentReports.metrics.${m}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <p className="agent-chart__total">
        {t('agentReports.chartTotal', { metric: label })}{' '}
        <strong className="tabular" data-testid="chart-total">
          {format(Math.round(total * 100) / 100)}
        </strong>
      </p>
      <div className="agent-chart__plot">
        <span className="agent-chart__axis agent-chart__axis--top tabular" aria-hidden="true">
          {format(top)}
        </span>
        <svg
          className="agent-chart__svg"
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={t('agentReports.chartLabel', { metric: label, from: first, to: last })}
        >
          <line className="agent-chart__zero" x1={0} x2={WIDTH} y1={zeroY} y2={zeroY} />
          {bars.map((bar, i) => {
            const day = series[i];
            const value = values[i] ?? 0;
            return (
              <rect
                key={day?.date ?? i}
                className={`agent-chart__bar${value < 0 ? ' agent-chart__bar--down' : ''}`}
                x={bar.x}
                y={bar.y}
                width={bar.width}
                height={bar.height}
                data-date={day?.date}
                data-value={value}
              >
                <title>{`${day?.date ?? ''}: ${format(value)}`}</title>
              </rect>
            );
          })}
        </svg>
        {bottom < 0 ? (
          <span className="agent-chart__axis agent-chart__axis--bottom tabular" aria-hidden="true">
            {format(bottom)}
          </span>
        ) : null}
      </div>
      <div className="agent-chart__dates tabular" aria-hidden="true">
        <span>{first}</span>
        <span>{last}</span>
      </div>
    </section>
  );
}
