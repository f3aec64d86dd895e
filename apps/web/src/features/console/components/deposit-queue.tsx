import type { DepositStatus } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { formatDateTime, formatMoney } from '@/lib/format';
import { creditDeposit, depositQueueQuery } from '../api/console-api';
import { CsvExport } from './kit';
import { QueuePage, useQueueAction } from './queue-page';

const FILTERS: readonly (DepositStatus | '')[] = ['pending', 'credited', 'failed', ''];

/** Deposit orders; finance credits bank transfers whose money has arrived (online ones settle by themselves). */
export function DepositQueue() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [status, setStatus] = useState<DepositStatus | ''>('pending');
  const queue = useQuery(depositQueueQuery(status));
  const { busy, run } = useQueueAction('deposits');

  return (
    <QueuePage
      id="console-deposits"
      title={t('console.nav.deposits')}
      status={status}
      onStatus={setStatus}
      statuses={FILTERS}
      statusLabel={(s: DepositStatus) => t(`console.depositStatus.${s}`)}
      columns={[
        { label: t('console.order') },
        { label: t('console.member') },
        { label: t('deposit.channel') },
        { label: t('deposit.amount'), numeric: true },
        { label: t('console.status') },
        { label: t('records.time') },
      ]}
      count={queue.data?.list.length}
      actions={
        <CsvExport
          name="deposits"
          rows={queue.data?.list ?? []}
          columns={[
            { header: t('console.order'), value: (d) => d.orderNo },
            { header: t('console.member'), value: (d) => d.member },
            { header: t('deposit.channel'), value: (d) => d.channel },
            { header: t('deposit.amount'), value: (d) => d.amount },
            { header: t('console.status'), value: (d) => t(`console.depositStatus.${d.status}`) },
            { header: t('records.time'), value: (d) => formatDateTime(d.createdAt, merchant?.gmtOffsetMinutes ?? 0) },
          ]}
        />
      }
    >
      {queue.data?.list.map((d) => (
        <tr key={d.orderNo} data-testid="console-deposit" data-order={d.orderNo} data-status={d.status}>
          <td className="tabular">{d.orderNo}</td>
          <td>{d.member}</td>
          <td>{d.channel}</td>
          <td className="console-num tabular">{formatMoney(d.amount, { symbol: merchant?.currencySymbol })}</td>
          <td>{t(`console.depositStatus.${d.status}`)}</td>
          <td className="tabular">{formatDateTime(d.createdAt, merchant?.gmtOffsetMinutes ?? 0)}</td>
          <td className="console-actions">
            {d.status !== 'credited' ? (
              <Button
                size="sm"
                variant="accent"
                loading={busy === d.orderNo}
                onClick={() =>
                  void run(d.orderNo, () => creditDeposit(d.orderNo), t('console.done.credit', { orderNo: d.orderNo }))
                }
              >
                {t('console.credit')}
              </Button>
            ) : null}
          </td>
        </tr>
      ))}
    </QueuePage>
  );
}
