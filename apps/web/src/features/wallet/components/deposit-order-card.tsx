import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useSocketEvent } from '@/lib/realtime';
import { depositOrderKey, depositOrderQuery } from '../api/get-deposit-order';

/** The order just made (or returned to from the provider): its status, live, and what to do next. */
export function DepositOrderCard({ orderNo, onNew }: { orderNo: string; onNew: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const order = useQuery(depositOrderQuery(orderNo));
  const refresh = (event: { orderNo: string }) => {
    if (event.orderNo === orderNo) void queryClient.invalidateQueries({ queryKey: depositOrderKey(orderNo) });
  };
  useSocketEvent('deposit.credited', refresh);
  useSocketEvent('deposit.failed', refresh);

  if (!order.data) {
    return order.isError ? (
      <p className="deposit-order deposit-order--failed" role="alert">
        {order.error.message}
      </p>
    ) : (
      <Skeleton height={120} />
    );
  }
  const o = order.data;
  const offset = merchant?.gmtOffsetMinutes ?? 0;
  return (
    <div className={`deposit-order deposit-order--${o.status}`} data-testid="deposit-order" data-status={o.status}>
      <p className="deposit-order__status" role="status">
        {t(`deposit.status.${o.status}`)}
      </p>
      <dl className="deposit-order__facts">
        <dt>{t('deposit.orderNo')}</dt>
        <dd className="tabular">{o.orderNo}</dd>
        <dt>{t('deposit.amount')}</dt>
        <dd className="tabular">{formatMoney(o.amount, { symbol: merchant?.currencySymbol })}</dd>
        <dt>{t('deposit.createdAt')}</dt>
        <dd className="tabular">{formatDateTime(o.createdAt, offset)}</dd>
      </dl>
      {o.status === 'pending' && o.kind === 'bank' ? <p className="deposit-order__note">{o.instructions}</p> : null}
      <div className="deposit-order__actions">
        {o.payUrl ? (
          <a className="btn btn--accent btn--md" href={o.payUrl} target="lotus-payment" rel="opener">
            {t('deposit.openPayment')}
          </a>
        ) : null}
        <Button variant="outline" size="sm" onClick={onNew}>
          {t('deposit.newOrder')}
        </Button>
      </div>
    </div>
  );
}
