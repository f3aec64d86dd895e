import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { creditDeposit, depositQueueQuery } from '../api/console-api';

const FILTERS = ['pending', 'credited', 'failed', ''] as const;

/** Deposit orders; finance credits bank transfers whose money has arrived (online ones settle by themselves). */
export function DepositQueue() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [status, setStatus] = useState<string>('pending');
  const queue = useQuery(depositQueueQuery(status));
  const [busy, setBusy] = useState<string | null>(null);

  const credit = async (orderNo: string) => {
    setBusy(orderNo);
    try {
      await creditDeposit(orderNo);
      toast.success(t('console.done.credit', { orderNo }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['console', 'deposits'] });
    }
  };

  return (
    <section className="console-page" aria-labelledby="console-deposits">
      <header className="console-page__head">
        <h2 id="console-deposits">{t('console.nav.deposits')}</h2>
        <SelectField label={t('console.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {f ? t(`console.depositStatus.${f}`) : t('console.all')}
            </option>
          ))}
        </SelectField>
      </header>
      {queue.data && queue.data.list.length === 0 ? <p className="console-muted">{t('console.empty')}</p> : null}
      {queue.data && queue.data.list.length > 0 ? (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('console.order')}</th>
              <th scope="col">{t('console.member')}</th>
              <th scope="col">{t('deposit.channel')}</th>
              <th scope="col" className="console-num">
                {t('deposit.amount')}
              </th>
              <th scope="col">{t('console.status')}</th>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.data.list.map((d) => (
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
                      onClick={() => void credit(d.orderNo)}
                    >
                      {t('console.credit')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
