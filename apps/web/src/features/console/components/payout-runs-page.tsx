import {
  type ConsoleEarningRun,
  type ContractKind,
  contractKinds,
  type EarningRunStatus,
  earningRunStatuses,
  type PayoutStatus,
  payoutStatuses,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { earningRunsQuery } from '../api/console-earnings-api';
import { useMoney } from './bet-cells';
import { CONSOLE_PAGE_SIZE, ConsoleTable, CsvExport, FilterBar, pageNoOf, pagerOf, useUrlParams } from './kit';
import { PayoutRunDetail } from './payout-run-detail';
import './console-admin.css';
import './payout-runs.css';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  (list as readonly string[]).includes(v ?? '') ? (v as T) : undefined;

/**
 * The scheduler's payout runs (`?kind=`, `?status=`, `?payouts=`, `?from=`, `?to=`, `?p=` in the address), newest
 * period first, each with its totals and how many payouts wait for an operator. A run opens with its payouts, where
 * admin and finance hold, approve and reverse them and recompute the period; risk reads.
 */
export function PayoutRunsPage() {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const { money } = useMoney();
  const { params, update } = useUrlParams();
  const kind = oneOf<ContractKind>(contractKinds, params.get('kind'));
  const status = oneOf<EarningRunStatus>(earningRunStatuses, params.get('status'));
  const payoutStatus = oneOf<PayoutStatus>(payoutStatuses, params.get('payouts'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const pageNo = pageNoOf(params.get('p'));
  const runs = useQuery(
    earningRunsQuery({
      pageNo,
      pageSize: CONSOLE_PAGE_SIZE,
      ...(kind ? { kind } : {}),
      ...(status ? { status } : {}),
      ...(payoutStatus ? { payoutStatus } : {}),
      ...(from && to ? { startDate: from, endDate: to } : {}),
    }),
  );
  const data = runs.data;
  const [draft, setDraft] = useState<Record<string, string>>({});
  const value = (key: string, current: string) => draft[key] ?? current;
  const set = (key: string) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });
  const openId = Number(params.get('run')) || 0;
  const opened = data?.list.find((r) => r.id === openId) ?? null;
  const time = (ms: number) => formatDateTime(ms, offset);

  const apply = () => {
    update({
      kind: value('kind', kind ?? ''),
      status: value('status', status ?? ''),
      payouts: value('payouts', payoutStatus ?? ''),
      from: value('from', from),
      to: value('to', to),
      p: null,
    });
    setDraft({});
  };
  const open = (run: ConsoleEarningRun | null) => update({ run: run ? String(run.id) : null });

  return (
    <section className="console-page" aria-labelledby="console-payout-runs">
      <header className="console-page__head">
        <h2 id="console-payout-runs">{t('console.nav.payoutRuns')}</h2>
        {data ? (
          <span className="console-muted tabular">{t('consolePayouts.runCount', { count: data.total })}</span>
        ) : null}
        <CsvExport
          name={`payout-runs-${pageNo}`}
          rows={data?.list ?? []}
          columns={[
            { header: t('consolePayouts.kind'), value: (r) => t(`contracts.kinds.${r.kind}`) },
            { header: t('consolePayouts.period'), value: (r) => r.periodKey },
            { header: t('console.status'), value: (r) => t(`consolePayouts.runStatuses.${r.status}`) },
            { header: t('consolePayouts.payouts'), value: (r) => r.payouts },
            { header: t('consolePayouts.held'), value: (r) => r.held },
            { header: t('consolePayouts.due'), value: (r) => r.totalDue },
            { header: t('consolePayouts.paid'), value: (r) => r.totalPaid },
          ]}
        />
      </header>
      <FilterBar onApply={apply} applyLabel={t('consoleBets.show')} applyTestId="payout-runs-show">
        <SelectField
          label={t('consolePayouts.kind')}
          value={value('kind', kind ?? '')}
          onChange={set('kind')}
          data-testid="payout-runs-kind"
        >
          <option value="">{t('console.all')}</option>
          {contractKinds.map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('console.status')} value={value('status', status ?? '')} onChange={set('status')}>
          <option value="">{t('console.all')}</option>
          {earningRunStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consolePayouts.runStatuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('consolePayouts.withPayouts')}
          value={value('payouts', payoutStatus ?? '')}
          onChange={set('payouts')}
          data-testid="payout-runs-payout-status"
        >
          <option value="">{t('console.all')}</option>
          {payoutStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`consolePayouts.statuses.${s}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('consoleBets.from')} type="date" value={value('from', from)} onChange={set('from')} />
        <TextField label={t('consoleBets.to')} type="date" value={value('to', to)} onChange={set('to')} />
      </FilterBar>
      <ConsoleTable
        query={runs}
        loadingHeight={300}
        empty={t('consolePayouts.noRuns')}
        rows={data?.list}
        rowKey={(r) => r.id}
        rowProps={(r) => ({ 'data-testid': 'payout-run-row', 'data-period': r.periodKey, 'data-kind': r.kind })}
        className="payout-table"
        testId="payout-runs"
        busy={runs.isPlaceholderData}
        pager={pagerOf(pageNo, data, (page) => update({ p: String(page) }))}
        columns={[
          {
            key: 'kind',
            header: t('consolePayouts.kind'),
            rowHeader: true,
            cell: (r) => t(`contracts.kinds.${r.kind}`),
          },
          {
            key: 'period',
            header: t('consolePayouts.period'),
            cell: (r) => (
              <>
                <span className="tabular console-nowrap">{r.periodKey}</span>
                <div className="console-muted tabular console-nowrap">
                  {time(r.periodStart)} – {time(r.periodEnd)}
                </div>
              </>
            ),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (r) => (
              <>
                <span className={`console-badge console-badge--${r.status === 'done' ? 'ok' : 'off'}`}>
                  {t(`consolePayouts.runStatuses.${r.status}`)}
                </span>
                {r.held > 0 ? (
                  <div className="payout-held-note" data-testid="payout-run-held">
                    {t('consolePayouts.heldCount', { count: r.held })}
                  </div>
                ) : null}
              </>
            ),
          },
          { key: 'payouts', header: t('consolePayouts.payouts'), numeric: true, cell: (r) => r.payouts },
          { key: 'due', header: t('consolePayouts.due'), numeric: true, cell: (r) => money(r.totalDue) },
          { key: 'paid', header: t('consolePayouts.paid'), numeric: true, cell: (r) => money(r.totalPaid) },
        ]}
        actions={(r) => (
          <Button size="sm" variant="outline" onClick={() => open(r)} data-testid="payout-run-open">
            {t('consolePayouts.open')}
          </Button>
        )}
      />
      {opened ? <PayoutRunDetail run={opened} onClose={() => open(null)} /> : null}
    </section>
  );
}
