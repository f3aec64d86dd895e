import { PROOF_LIMITS, toMinorUnits, type Withdrawal } from '@lotus/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatCountdown, formatMoney } from '@/lib/format';
import { useNow } from '@/lib/use-now';
import { confirmWithdrawalReceipt, type ReceiptAnswer } from '../api/withdrawals';

type Choice = ReceiptAnswer['receipt'];
const CHOICES: Choice[] = ['fully-received', 'received', 'not-received'];

/** Local previews of the chosen proof files, revoked when they go. */
function useFilePreviews(files: File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * The player's answer to a paid withdrawal (spec §4): fully received, received with the amount that arrived (the
 * rest shown as remaining), or not received; when something is missing, up to 3 png/jpg proofs of 5 MB. The server
 * checks every file by its content; the checks here only save a pointless upload.
 */
export function WithdrawalReceiptDialog({
  withdrawal,
  onClose,
}: {
  withdrawal: Withdrawal | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const now = useNow(1000, withdrawal !== null);
  const [choice, setChoice] = useState<Choice>('fully-received');
  const [amount, setAmount] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previews = useFilePreviews(files);
  const fileInput = useId();

  useEffect(() => {
    if (withdrawal) {
      setChoice('fully-received');
      setAmount('');
      setFiles([]);
      setError(null);
    }
  }, [withdrawal]);

  if (!withdrawal) return null;
  const total = Math.round(withdrawal.amount * 100);
  const received = choice === 'fully-received' ? total : choice === 'received' ? toMinorUnits(amount) : 0;
  const shortfall = received !== null && received < total;
  const amountError =
    choice !== 'received' || amount.trim() === ''
      ? null
      : received === null || received <= 0
        ? t('deposit.amountInvalid')
        : received > total
          ? t('withdraw.receipt.tooMuch')
          : null;

  const addFiles = (chosen: FileList | null) => {
    setError(null);
    const next = [...files];
    for (const file of Array.from(chosen ?? [])) {
      if (!(PROOF_LIMITS.types as readonly string[]).includes(file.type))
        return setError(t('withdraw.receipt.proofType'));
      if (file.size > PROOF_LIMITS.maxBytes) return setError(t('withdraw.receipt.proofSize'));
      if (next.length === PROOF_LIMITS.maxFiles) return setError(t('withdraw.receipt.proofCount'));
      next.push(file);
    }
    setFiles(next);
  };

  const submit = async () => {
    if (choice === 'received' && (amountError || amount.trim() === '')) {
      setError(amountError ?? t('deposit.amountInvalid'));
      return;
    }
    const answer: ReceiptAnswer =
      choice === 'received' ? { receipt: 'received', receivedAmount: amount.trim() } : { receipt: choice };
    setBusy(true);
    setError(null);
    try {
      await confirmWithdrawalReceipt(withdrawal.orderNo, answer, shortfall ? files : []);
      toast.success(t('withdraw.receipt.sent'));
      await queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
      onClose();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('withdraw.receipt.title')}
      testId="withdrawal-receipt-dialog"
      footer={
        <Button
          variant="accent"
          size="lg"
          block
          loading={busy}
          onClick={() => void submit()}
          data-testid="receipt-submit"
        >
          {t('withdraw.receipt.submit')}
        </Button>
      }
    >
      <div className="receipt">
        <p className="receipt__intro">
          {t('withdraw.receipt.intro', {
            amount: formatMoney(withdrawal.amount, { symbol }),
            account: `${withdrawal.bankName} ${withdrawal.accountNo}`,
          })}
        </p>
        {withdrawal.confirmBy ? (
          <p className="receipt__muted tabular">
            {t('withdraw.receipt.autoIn', { time: formatCountdown(withdrawal.confirmBy - now) })}
          </p>
        ) : null}
        <fieldset className="receipt__choices">
          <legend className="visually-hidden">{t('withdraw.receipt.title')}</legend>
          {CHOICES.map((c) => (
            <label key={c} className={`receipt__choice${choice === c ? ' receipt__choice--on' : ''}`}>
              <input
                type="radio"
                name="receipt"
                value={c}
                checked={choice === c}
                onChange={() => {
                  setChoice(c);
                  setError(null);
                }}
              />
              <span className="receipt__choice-label">{t(`withdraw.receipt.choice.${c}`)}</span>
              <span className="receipt__muted">
                {t(`withdraw.receipt.choiceHint.${c}`, { amount: formatMoney(withdrawal.amount, { symbol }) })}
              </span>
            </label>
          ))}
        </fieldset>
        {choice === 'received' ? (
          <TextField
            label={t('withdraw.receipt.receivedAmount')}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amountError ?? undefined}
            hint={
              received !== null && received > 0 && received <= total
                ? t('withdraw.receipt.remaining', { amount: formatMoney((total - received) / 100, { symbol }) })
                : undefined
            }
            data-testid="receipt-amount"
          />
        ) : null}
        {shortfall ? (
          <div className="receipt__proofs">
            <span className="receipt__label">{t('withdraw.receipt.proofs')}</span>
            <span className="receipt__muted">{t('withdraw.receipt.proofsHint')}</span>
            <ul className="receipt__files">
              {files.map((file, i) => (
                <li key={previews[i]} className="receipt__file">
                  <img src={previews[i]} alt={file.name} />
                  <button
                    type="button"
                    className="receipt__remove"
                    aria-label={t('withdraw.receipt.removeProof', { name: file.name })}
                    onClick={() => setFiles(files.filter((_, j) => j !== i))}
                  >
                    ×
                  </button>
                </li>
              ))}
              {files.length < PROOF_LIMITS.maxFiles ? (
                <li>
                  <input
                    id={fileInput}
                    className="visually-hidden"
                    type="file"
                    accept="image/png,image/jpeg"
                    multiple
                    data-testid="receipt-proof-input"
                    onChange={(e) => {
                      addFiles(e.target.files);
                      e.target.value = '';
                    }}
                  />
                  <label htmlFor={fileInput} className="receipt__add">
                    + {t('withdraw.receipt.addProof')}
                  </label>
                </li>
              ) : null}
            </ul>
          </div>
        ) : null}
        {error ? (
          <p className="receipt__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
