import type { ConsoleWithdrawal, WithdrawalStatus } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useMerchant } from '@/features/system';
import { ReceiptDetails } from '@/features/wallet';
import { formatDateTime, formatMoney } from '@/lib/format';
import {
  decideWithdrawal,
  fetchWithdrawalProof,
  type WithdrawalAction,
  withdrawalQueueQuery,
} from '../api/console-api';
import { CsvExport } from './kit';
import { QueuePage, useQueueAction } from './queue-page';

const FILTERS: readonly (WithdrawalStatus | '')[] = [
  'pending',
  'approved',
  'paid',
  'not-received',
  'received',
  'refunded',
  'rejected',
  '',
];

/**
 * Finance's withdrawal queue: approve, pay or reject (with a reason, refunding the member); after payment, the
 * player's receipt with its proofs, and finance's answer to a shortfall: force "received" or refund what is missing.
 */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [status, setStatus] = useState<WithdrawalStatus | ''>('pending');
  const queue = useQuery(withdrawalQueueQuery(status));
  const { busy, run } = useQueueAction('withdrawals');
  // The order being rejected, with the reason typed so far (a rejection always says why).
  const [rejecting, setRejecting] = useState<{ orderNo: string; reason: string } | null>(null);

  const decide = (w: ConsoleWithdrawal, action: WithdrawalAction, reason?: string) => {
    setRejecting(null);
    void run(
      w.orderNo,
      () => decideWithdrawal(w.orderNo, action, reason),
      t(`console.done.${action}`, { orderNo: w.orderNo }),
    );
  };

  return (
    <QueuePage
      id="console-withdrawals"
      title={t('console.nav.withdrawals')}
      status={status}
      onStatus={setStatus}
      statuses={FILTERS}
      statusLabel={(st: WithdrawalStatus) => t(`withdraw.status.${st}`)}
      columns={[
        { label: t('console.order') },
        { label: t('console.member') },
        { label: t('deposit.amount'), numeric: true },
        { label: t('console.account') },
        { label: t('console.status') },
        { label: t('records.time') },
      ]}
      count={queue.data?.list.length}
      actions={
        <CsvExport
          name="withdrawals"
          rows={queue.data?.list ?? []}
          columns={[
            { header: t('console.order'), value: (w) => w.orderNo },
            { header: t('console.member'), value: (w) => w.member },
            { header: t('deposit.amount'), value: (w) => w.amount },
            { header: t('console.account'), value: (w) => `${w.bankName} ${w.accountNo}` },
            { header: t('bank.holderName'), value: (w) => w.holderName },
            { header: t('console.status'), value: (w) => t(`withdraw.status.${w.status}`) },
            { header: t('console.rejectReason'), value: (w) => w.rejectReason },
            { header: t('records.time'), value: (w) => formatDateTime(w.createdAt, merchant?.gmtOffsetMinutes ?? 0) },
          ]}
        />
      }
    >
      {queue.data?.list.map((w) => (
        <tr key={w.orderNo} data-testid="console-withdrawal" data-order={w.orderNo} data-status={w.status}>
          <td className="tabular">{w.orderNo}</td>
          <td>{w.member}</td>
          <td className="console-num tabular">{formatMoney(w.amount, { symbol: merchant?.currencySymbol })}</td>
          <td>
            {w.bankName} {w.accountNo}
            <br />
            <span className="console-muted">{w.holderName}</span>
          </td>
          <td>
            {t(`withdraw.status.${w.status}`)}
            {w.rejectReason ? <span className="console-muted"> · {w.rejectReason}</span> : null}
            <ReceiptDetails
              w={w}
              loadProof={fetchWithdrawalProof}
              classes={{ summary: 'console-muted console-receipt', proofs: 'console-proofs' }}
            />
            {w.status === 'paid' && w.confirmBy ? (
              <span className="console-muted console-receipt">
                {t('console.confirmBy', { time: formatDateTime(w.confirmBy, merchant?.gmtOffsetMinutes ?? 0) })}
              </span>
            ) : null}
          </td>
          <td className="tabular">{formatDateTime(w.createdAt, merchant?.gmtOffsetMinutes ?? 0)}</td>
          <td className="console-actions">
            {w.status === 'pending' ? (
              <Button size="sm" variant="accent" loading={busy === w.orderNo} onClick={() => decide(w, 'approve')}>
                {t('console.approve')}
              </Button>
            ) : null}
            {w.status === 'approved' ? (
              <Button size="sm" variant="accent" loading={busy === w.orderNo} onClick={() => decide(w, 'pay')}>
                {t('console.pay')}
              </Button>
            ) : null}
            {w.status === 'paid' || w.status === 'not-received' ? (
              <Button
                size="sm"
                variant={w.status === 'paid' ? 'outline' : 'accent'}
                loading={busy === w.orderNo}
                onClick={() => decide(w, 'force-received')}
              >
                {t('console.forceReceived')}
              </Button>
            ) : null}
            {w.status === 'not-received' ? (
              <Button size="sm" variant="outline" disabled={busy === w.orderNo} onClick={() => decide(w, 'refund')}>
                {t('console.refundShortfall')}
              </Button>
            ) : null}
            {(w.status === 'pending' || w.status === 'approved') && rejecting?.orderNo !== w.orderNo ? (
              <Button
                size="sm"
                variant="outline"
                disabled={busy === w.orderNo}
                onClick={() => setRejecting({ orderNo: w.orderNo, reason: '' })}
              >
                {t('console.reject')}
              </Button>
            ) : null}
            {rejecting?.orderNo === w.orderNo ? (
              <form
                className="console-reject"
                onSubmit={(e) => {
                  e.preventDefault();
                  if (rejecting.reason.trim().length >= 2) decide(w, 'reject', rejecting.reason.trim());
                }}
              >
                <TextField
                  label={t('console.rejectReason')}
                  value={rejecting.reason}
                  onChange={(e) => setRejecting({ orderNo: w.orderNo, reason: e.target.value })}
                  minLength={2}
                  maxLength={200}
                  required
                />
                <Button type="submit" size="sm" variant="accent">
                  {t('console.confirmReject')}
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setRejecting(null)}>
                  {t('auth.cancel')}
                </Button>
              </form>
            ) : null}
          </td>
        </tr>
      ))}
    </QueuePage>
  );
}
