import type { RebateRecord } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ListIcon } from '@/components/ui/form-icons';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionStore } from '@/lib/session';
import { rebateHistoryQuery } from '../api/rebate';
import { useRebateText } from '../hooks/use-rebate-text';
import { RebateLines } from './rebate-lines';

/** A paid rebate in full: when, over which bets, how, at which level, and each category's part. */
function RebateRecordDialog({ record, onClose }: { record: RebateRecord | null; onClose: () => void }) {
  const { t, money, time } = useRebateText();
  return (
    <Dialog
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="md"
      title={record ? t('rebate.history.detailsTitle', { time: record ? time(record.createdAt) : '' }) : ''}
      testId="rebate-record-dialog"
    >
      {record ? (
        <div className="rebate-record">
          <dl className="rebate-facts">
            <div>
              <dt>{t('rebate.history.source')}</dt>
              <dd>{t(`rebate.history.sources.${record.source}`)}</dd>
            </div>
            <div>
              <dt>{t('rebate.history.period')}</dt>
              <dd className="tabular">{t('rebate.history.range', { from: time(record.from), to: time(record.to) })}</dd>
            </div>
            <div>
              <dt>{t('rebate.history.level')}</dt>
              <dd>{t('vip.levelNumber', { level: record.rankLevel })}</dd>
            </div>
            <div>
              <dt>{t('rebate.history.amount')}</dt>
              <dd className="tabular rebate-table__money">{money(record.amount)}</dd>
            </div>
          </dl>
          <RebateLines
            lines={record.lines}
            validBet={record.validBet}
            amount={record.amount}
            caption={t('rebate.history.linesCaption')}
            testId="rebate-record-lines"
          />
        </div>
      ) : null}
    </Dialog>
  );
}

/** The member's paid rebates, newest first, a page at a time; each opens its lines by category. */
export function RebateHistory() {
  const { t, money, time } = useRebateText();
  const token = useSessionStore((s) => s.token);
  const [page, setPage] = useState(1);
  const query = useQuery(rebateHistoryQuery(token, page));
  const [open, setOpen] = useState<RebateRecord | null>(null);
  const columns = {
    paid: t('rebate.history.paid'),
    period: t('rebate.history.period'),
    source: t('rebate.history.source'),
    validBet: t('rebate.history.validBet'),
    amount: t('rebate.history.amount'),
    details: t('rebate.history.details'),
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div className="rebate-history__list" aria-busy="true">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <EmptyState
        icon={<ListIcon />}
        title={t('errors.loadFailed')}
        description={query.error.message}
        action={
          <Button variant="outline" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
        compact
      />
    );
  } else if (query.data.list.length === 0) {
    body = (
      <EmptyState
        icon={<ListIcon />}
        title={t('rebate.history.emptyTitle')}
        description={t('rebate.history.emptyText')}
        compact
      />
    );
  } else {
    body = (
      <>
        <table className="rebate-table rebate-history__table" aria-busy={query.isPlaceholderData || undefined}>
          <thead>
            <tr>
              <th scope="col">{columns.paid}</th>
              <th scope="col">{columns.period}</th>
              <th scope="col">{columns.source}</th>
              <th scope="col" className="rebate-table__num">
                {columns.validBet}
              </th>
              <th scope="col" className="rebate-table__num">
                {columns.amount}
              </th>
              <th scope="col">
                <span className="visually-hidden">{columns.details}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.list.map((record) => (
              <tr key={record.id} data-testid="rebate-record" data-source={record.source} data-id={record.id}>
                <th scope="row" className="tabular">
                  {time(record.createdAt)}
                </th>
                <td className="tabular" data-label={columns.period}>
                  {t('rebate.history.range', { from: time(record.from), to: time(record.to) })}
                </td>
                <td data-label={columns.source}>
                  <span className={`rebate-source rebate-source--${record.source}`} data-testid="rebate-source">
                    {t(`rebate.history.sources.${record.source}`)}
                  </span>
                </td>
                <td className="rebate-table__num tabular" data-label={columns.validBet}>
                  {money(record.validBet)}
                </td>
                <td
                  className="rebate-table__num tabular rebate-table__money"
                  data-label={columns.amount}
                  data-testid="rebate-record-amount"
                >
                  {money(record.amount)}
                </td>
                <td className="rebate-table__action">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setOpen(record)}
                    aria-label={t('rebate.history.detailsOf', { time: time(record.createdAt) })}
                    data-testid="rebate-record-open"
                  >
                    {columns.details}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <Pager page={query.data.pageNum} totalPages={query.data.totalPages} onPage={setPage} />
      </>
    );
  }

  return (
    <section className="rebate-part" aria-labelledby="rebate-history-title" data-testid="rebate-history">
      <h3 id="rebate-history-title" className="rebate-part__title">
        {t('rebate.history.title')}
      </h3>
      {body}
      <RebateRecordDialog record={open} onClose={() => setOpen(null)} />
    </section>
  );
}
