import type { ContractKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { useBootInfo } from '@/features/system';
import { incomeQuery } from '../api/get-payouts';
import { useReportPeriod } from '../hooks/use-report-period';
import { visibleAgentPages } from '../lib/agent-pages';
import { PayoutList } from './payout-list';
import { PeriodBar } from './period-bar';
import { ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/** My income: every salary and dividend paid to the agent, by period and contract kind, each with its computation. */
export default function MyIncome() {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  // Only the kinds the brand runs are offered as a filter.
  const kinds = visibleAgentPages(features).flatMap((p): ContractKind[] => ('contract' in p ? [p.contract] : []));
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [page, setPage] = useState(1);
  const income = useQuery(incomeQuery({ ...query, pageNo: page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) }));

  return (
    <div className="agent-report" data-testid="agent-income">
      <section className="card agent-report__panel">
        <div className="agent-filters">
          <PeriodBar
            name="income-period"
            period={period}
            range={range}
            onChange={(next) => {
              setPeriod(next);
              setPage(1);
            }}
          />
          <div className="agent-filters__row">
            <SelectField
              label={t('agentIncome.kind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ContractKind | '');
                setPage(1);
              }}
            >
              <option value="">{t('agentIncome.allKinds')}</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.kinds.${k}`)}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        <ReportStatus query={income}>
          {(data) => <PayoutList data={data} page={page} onPage={setPage} busy={income.isPlaceholderData} />}
        </ReportStatus>
      </section>
    </div>
  );
}
