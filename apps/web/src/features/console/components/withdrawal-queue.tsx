import type { ConsoleWithdrawal } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatDateTime, formatMoney } from '@/lib/format';
import { decideWithdrawal, withdrawalQueueQuery } from '../api/console-api';

const FILTERS = ['pending', 'approved', 'paid', 'rejected', ''] as const;

/** Finance's withdrawal queue: approve, pay or reject (with a reason, refunding the member). */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const [status, setStatus] = useState<string>('pending');
  const queue = useQuery(withdrawalQueueQuery(status));
  const [busy, setBusy] = useState<string | null>(null);
  // The order being rejected, with the reason typed so far (a rejection always says why).
  const [rejecting, setRejecting] = useState<{ orderNo: string; reason: string } | null>(null);

  const decide = async (w: ConsoleWithdrawal, action: 'approve' | 'pay' | 'reject', reason?: string) => {
    setRejecting(null);
    setBusy(w.orderNo);
    try {
      await decideWithdrawal(w.orderNo, action, reason);
      toast.success(t(`console.done.${action}`, { orderNo: w.orderNo }));
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: ['console', 'withdrawals'] });
    }
  };

  return (
    <section className="console-page" aria-labelledby="console-withdrawals">
      <header className="console-page__head">
        <h2 id="console-withdrawals">{t('console.nav.withdrawals')}</h2>
        <SelectField label={t('console.status')} value={status} onChange={(e) => setStatus(e.target.value)}>
          {FILTERS.map((f) => (
            <option key={f} value={f}>
              {f ? t(`withdraw.status.${f}`) : t('console.all')}
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
              <th scope="col" className="console-num">
                {t('deposit.amount')}
              </th>
              <th scope="col">{t('console.account')}</th>
              <th scope="col">{t('console.status')}</th>
              <th scope="col">{t('records.time')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {queue.data.list.map((w) => (
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
                </td>
                <td className="tabular">{formatDateTime(w.createdAt, merchant?.gmtOffsetMinutes ?? 0)}</td>
                <td className="console-actions">
                  {w.status === 'pending' ? (
                    <Button
                      size="sm"
                      variant="accent"
                      loading={busy === w.orderNo}
                      onClick={() => void decide(w, 'approve')}
                    >
                      {t('console.approve')}
                    </Button>
                  ) : null}
                  {w.status === 'approved' ? (
                    <Button
                      size="sm"
                      variant="accent"
                      loading={busy === w.orderNo}
                      onClick={() => void decide(w, 'pay')}
                    >
                      {t('console.pay')}
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
                        if (rejecting.reason.trim().length >= 2) void decide(w, 'reject', rejecting.reason.trim());
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
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
