import type { Withdrawal } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/ui/blob-image';
import { useMerchant } from '@/features/system';
import { formatMoney } from '@/lib/format';

type ReceiptFields = Pick<Withdrawal, 'receipt' | 'receivedAmount' | 'remainingAmount' | 'proofs'>;

/**
 * How a paid withdrawal's receipt stands: the answer, what arrived and what remains, and the proof images. The
 * player's page and finance's queue show the same thing; each loads the images with its own credentials.
 */
export function ReceiptDetails({
  w,
  loadProof,
  classes,
}: {
  w: ReceiptFields;
  loadProof: (id: string, signal: AbortSignal) => Promise<Blob>;
  classes: { summary: string; proofs: string };
}) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  return (
    <>
      {w.receipt && w.receivedAmount !== null && w.remainingAmount !== null ? (
        <span className={classes.summary} data-testid="withdrawal-receipt">
          {t(`withdraw.receipt.kind.${w.receipt}`)} ·{' '}
          {t('withdraw.receipt.summary', {
            received: formatMoney(w.receivedAmount, { symbol }),
            remaining: formatMoney(w.remainingAmount, { symbol }),
          })}
        </span>
      ) : null}
      {w.proofs.length > 0 ? (
        <span className={classes.proofs}>
          {w.proofs.map((id, i) => (
            <BlobImage
              key={id}
              id={id}
              load={(signal) => loadProof(id, signal)}
              alt={t('withdraw.receipt.proofAlt', { n: i + 1 })}
            />
          ))}
        </span>
      ) : null}
    </>
  );
}
