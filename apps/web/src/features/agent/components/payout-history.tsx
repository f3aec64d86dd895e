import type { ContractKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '@/lib/api';
import { payoutHistoryQuery } from '../api/get-payouts';
import { useReportPeriod } from '../hooks/use-report-period';
import { PayoutList } from './payout-list';
import { PeriodBar } from './period-bar';
import { ReportStatus } from './report-status';

const PAGE_SIZE = 10;

/** A contract page's payout history: what the agent was paid under contracts of the kind, by period. */
export default function PayoutHistory({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const [page, setPage] = useState(1);
  const history = useQuery(payoutHistoryQuery({ ...query, kind, pageNo: page, pageSize: PAGE_SIZE }));
  // The brand does not run contracts: the contract page above already says so.
  if (history.isError && isNotFound(history.error)) return null;

  return (
    <section
      className="card agent-report__panel"
      aria-labelledby="payout-history-title"
      data-testid="payout-history"
      data-kind={kind}
    >
      <h2 id="payout-history-title" className="payout-history__title">
        {t('agentIncome.historyTitle')}
      </h2>
      <PeriodBar
        name={`payout-period-${kind}`}
        period={period}
        range={range}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      />
      <ReportStatus query={history}>
        {(data) => (
          <PayoutList data={data} page={page} onPage={setPage} showKind={false} busy={history.isPlaceholderData} />
        )}
      </ReportStatus>
    </section>
  );
}
