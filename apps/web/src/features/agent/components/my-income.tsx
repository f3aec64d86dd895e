import type { ContractKind } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/form-field';
import { Tabs } from '@/components/ui/tabs';
import { useBootInfo } from '@/features/system';
import { incomeQuery, owedQuery } from '../api/get-payouts';
import { useReportPeriod } from '../hooks/use-report-period';
import { visibleAgentPages } from '../lib/agent-pages';
import { PayoutList } from './payout-list';
import { OwedNotice, OwedPayoutList } from './payouts-owed';
import { PeriodBar } from './period-bar';
import { ReportStatus } from './report-status';

const PAGE_SIZE = 20;

/**
 * My income: every salary and dividend paid to the agent, by period and contract kind, each with its computation. An
 * agent that pays downlines of its own (upline funding) also gets a tab of what it pays them, and a notice while it
 * owes them anything. The brand's funding mode is not public, so the tab shows when there is something to list.
 * `ownOnly`: a player holding a contract (member centre) has no downlines to pay, so only its own payouts are asked.
 */
export default function MyIncome({ ownOnly = false }: { ownOnly?: boolean }) {
  const { t } = useTranslation();
  const features = useBootInfo()?.features ?? {};
  // Only the kinds the brand runs are offered as a filter.
  const kinds = visibleAgentPages(features).flatMap((p): ContractKind[] => ('contract' in p ? [p.contract] : []));
  const { period, setPeriod, query, range } = useReportPeriod('last7');
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [page, setPage] = useState(1);
  const [owedPage, setOwedPage] = useState(1);
  const [tab, setTab] = useState<'received' | 'owed'>('received');
  const filter = { ...query, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) };
  const income = useQuery(incomeQuery({ ...filter, pageNo: page }));
  const owed = useQuery({ ...owedQuery({ ...filter, pageNo: owedPage }), enabled: !ownOnly });
  // Once open, the tab stays while the agent changes the range, even to one where it paid nobody.
  const paysDownlines = (owed.data?.total ?? 0) > 0 || tab === 'owed';
  const incomeList = (
    <ReportStatus query={income}>
      {(data) => <PayoutList data={data} page={page} onPage={setPage} busy={income.isPlaceholderData} />}
    </ReportStatus>
  );
  // In a tab, the lists keep the panel's spacing between totals, cards and pager.
  const tabPanel = (content: ReactNode) => <div className="payout-tab">{content}</div>;

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
              setOwedPage(1);
            }}
          />
          <div className="agent-filters__row">
            <SelectField
              label={t('agentIncome.kind')}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as ContractKind | '');
                setPage(1);
                setOwedPage(1);
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
        {owed.data ? <OwedNotice totals={owed.data.totals} /> : null}
        {paysDownlines ? (
          <div className="payout-tabs">
            <Tabs
              label={t('agentIncome.tabs.label')}
              value={tab}
              onValueChange={(next) => setTab(next === 'owed' ? 'owed' : 'received')}
              items={[
                { value: 'received', label: t('agentIncome.tabs.received'), content: tabPanel(incomeList) },
                {
                  value: 'owed',
                  label: t('agentIncome.tabs.owed'),
                  content: tabPanel(
                    <ReportStatus query={owed}>
                      {(data) => (
                        <OwedPayoutList
                          data={data}
                          page={owedPage}
                          onPage={setOwedPage}
                          busy={owed.isPlaceholderData}
                        />
                      )}
                    </ReportStatus>,
                  ),
                },
              ]}
            />
          </div>
        ) : (
          incomeList
        )}
      </section>
    </div>
  );
}
