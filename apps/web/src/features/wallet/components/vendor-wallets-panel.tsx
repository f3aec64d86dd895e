import { toMinorUnits, type WalletTransfer, walletTransferRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { balanceKey } from '../api/get-balance';
import {
  transferBetweenWallets,
  vendorWalletsKey,
  vendorWalletsQuery,
  walletTransferStatus,
} from '../api/vendor-wallets';
import './vendor-wallets-panel.css';

interface Values {
  vendorCode: string;
  direction: 'in' | 'out';
  amount: string;
}

/** A transfer whose answer never came: its request and reference, asked about before any retry. */
interface Unconfirmed {
  request: string;
  reference: string;
}

/** The transfer without its reference, which is chosen when it is sent. */
const transferSchema = walletTransferRequestSchema.omit({ reference: true });
const newReference = () => `wt-${crypto.randomUUID().replaceAll('-', '')}`;
/** No answer, or the server failed: the transfer may or may not have happened. */
const isUnknownOutcome = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

/**
 * Member centre `transferFund`: the main wallet and each transfer-wallet vendor's wallet, and a form to move money in
 * or out (all-in and all-out fill the amount). Each transfer carries its own reference; when the answer is lost, the
 * next press asks whether that transfer happened before sending it again under the same reference.
 */
export default function VendorWalletsPanel() {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const wallets = useQuery(vendorWalletsQuery());
  const unconfirmed = useRef<Unconfirmed | null>(null);
  const [lost, setLost] = useState(false);
  const list = wallets.data?.wallets ?? [];
  const first = list[0]?.vendorCode;
  const mainBalance = wallets.data?.mainBalance ?? 0;
  const availableFor = (v: Values) =>
    v.direction === 'in' ? mainBalance : (list.find((w) => w.vendorCode === (v.vendorCode || first))?.balance ?? 0);
  const {
    register,
    submit,
    setValue,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { vendorCode: '', direction: 'in', amount: '' } as Values,
    schema: transferSchema,
    toBody: (v) => ({
      vendorCode: v.vendorCode || first || '',
      direction: v.direction,
      amount: Number(v.amount.trim()),
    }),
    messageOf: () => t('deposit.amountInvalid'),
    // What the chosen wallet holds now: the server's rule too, known only at runtime.
    checks: (v) => ({
      amount: (toMinorUnits(v.amount) ?? 0) > Math.round(availableFor(v) * 100) ? t('vendorWallet.tooMuch') : undefined,
    }),
  });

  const vendorCode = watch('vendorCode') || first || '';
  // The first game wallet is chosen once the list arrives.
  useEffect(() => {
    if (first && !getValues('vendorCode')) setValue('vendorCode', first);
  }, [first, getValues, setValue]);
  const direction = watch('direction');
  const available = availableFor({ vendorCode, direction, amount: '' });

  const finish = (result: WalletTransfer) => {
    unconfirmed.current = null;
    setLost(false);
    setValue('amount', '');
    toast.success(t('vendorWallet.done', { amount: formatMoney(result.amount, { symbol }) }));
    void queryClient.invalidateQueries({ queryKey: vendorWalletsKey });
    void queryClient.invalidateQueries({ queryKey: balanceKey });
  };

  const onSubmit = submit(async (body) => {
    const request = JSON.stringify([body.vendorCode, body.direction, body.amount]);
    let reference = newReference();
    try {
      const pending = unconfirmed.current;
      if (pending?.request === request) {
        // The same transfer again after a lost answer: did the first one happen?
        const status = await walletTransferStatus(pending.reference);
        if (status.transfer) return finish(status.transfer);
        reference = pending.reference;
      }
      unconfirmed.current = { request, reference };
      finish(await transferBetweenWallets({ ...body, reference }));
    } catch (error) {
      if (isUnknownOutcome(error)) {
        setLost(true);
        return;
      }
      unconfirmed.current = null;
      setLost(false);
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  return (
    <section className="card vendor-wallets" aria-labelledby="vendor-wallets-title" data-testid="vendor-wallets">
      <h2 id="vendor-wallets-title" className="vendor-wallets__title">
        {t('member.sections.transferFund')}
      </h2>
      <ul className="vendor-wallets__list" aria-label={t('vendorWallet.wallets')}>
        <li className="vendor-wallets__item vendor-wallets__item--main">
          <span>{t('vendorWallet.main')}</span>
          <strong className="tabular" data-testid="vendor-wallet-main">
            {wallets.data ? formatMoney(wallets.data.mainBalance, { symbol }) : '—'}
          </strong>
        </li>
        {list.map((w) => (
          <li key={w.vendorCode} className="vendor-wallets__item">
            <span>{w.name}</span>
            <strong className="tabular" data-testid={`vendor-wallet-${w.vendorCode}`}>
              {formatMoney(w.balance, { symbol })}
            </strong>
          </li>
        ))}
      </ul>
      {wallets.isSuccess && list.length === 0 ? <p className="vendor-wallets__note">{t('vendorWallet.none')}</p> : null}
      {list.length > 0 ? (
        <form className="vendor-wallets__form" onSubmit={onSubmit} noValidate>
          <SelectField label={t('vendorWallet.vendor')} {...register('vendorCode')}>
            {list.map((w) => (
              <option key={w.vendorCode} value={w.vendorCode}>
                {w.name}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('vendorWallet.direction')} {...register('direction')}>
            <option value="in">{t('vendorWallet.in')}</option>
            <option value="out">{t('vendorWallet.out')}</option>
          </SelectField>
          <TextField
            label={t('deposit.amount')}
            inputMode="decimal"
            autoComplete="off"
            required
            hint={t('vendorWallet.available', { amount: formatMoney(available, { symbol }) })}
            error={errors.amount?.message}
            action={
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => setValue('amount', available.toFixed(2), { shouldValidate: true })}
              >
                {direction === 'in' ? t('vendorWallet.allIn') : t('vendorWallet.allOut')}
              </Button>
            }
            {...register('amount')}
          />
          {lost ? (
            <p className="vendor-wallets__lost" role="alert">
              {t('vendorWallet.lost')}
            </p>
          ) : null}
          <Button type="submit" variant="accent" size="lg" loading={isSubmitting}>
            {lost ? t('vendorWallet.retry') : t('vendorWallet.submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
