import type { Withdrawal } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMerchant } from '@/features/system';
import { formatCountdown, formatDateTime, formatMoney } from '@/lib/format';
import { fetchWithdrawalProof } from '../api/withdrawals';
import { ReceiptDetails } from './receipt-details';

/** One of the member's withdrawals: its state, what arrived and what is missing, and the answer it waits for. */
export function WithdrawalRow({ w, now, onConfirm }: { w: Withdrawal; now: number; onConfirm: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  return (
    <li className="withdrawal" data-testid="withdrawal-row" data-order={w.orderNo} data-status={w.status}>
      <span className="withdrawal__amount tabular">{formatMoney(w.amount, { symbol })}</span>
      <span className={`withdrawal__status withdrawal__status--${w.status}`}>{t(`withdraw.status.${w.status}`)}</span>
      <span className="withdrawal__meta tabular">
        {w.bankName} {w.accountNo} · {formatDateTime(w.createdAt, merchant?.gmtOffsetMinutes ?? 0)}
      </span>
      {w.rejectReason ? <span className="withdrawal__meta">{w.rejectReason}</span> : null}
      <ReceiptDetails
        w={w}
        loadProof={fetchWithdrawalProof}
        classes={{ summary: 'withdrawal__meta tabular', proofs: 'withdrawal__proofs' }}
      />
      {w.status === 'paid' ? (
        <>
          <span className="withdrawal__meta tabular">
            {w.confirmBy ? t('withdraw.receipt.autoIn', { time: formatCountdown(w.confirmBy - now) }) : null}
          </span>
          <Button
            size="sm"
            variant="accent"
            className="withdrawal__action"
            onClick={onConfirm}
            data-testid="receipt-open"
          >
            {t('withdraw.receipt.confirm')}
          </Button>
        </>
      ) : null}
    </li>
  );
}
