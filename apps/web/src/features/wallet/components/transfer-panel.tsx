import { memberTransferRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSessionStore } from '@/lib/session';
import { useActionKey } from '@/lib/use-action-key';
import { balanceKey, balanceQuery } from '../api/get-balance';
import { transferTargetsQuery } from '../api/get-transfer-targets';
import { transferToMember } from '../api/transfer-to-member';
import {
  needsPaymentPassword,
  PaymentFailure,
  PaymentPasswordField,
  type PaymentPasswordSetup,
  usePaymentFailure,
} from './payment-password-field';
import './transfer-panel.css';

interface TransferValues {
  toUsername: string;
  amount: string;
  paymentPassword: string;
}

/**
 * Member centre `transferUpline` (spec §6): send money to the direct upline or a direct downline, confirmed with the
 * payment password; `paymentPassword` says whether the member has one and opens the place to create it.
 */
export default function TransferPanel({ paymentPassword }: { paymentPassword: PaymentPasswordSetup }) {
  const { t } = useTranslation();
  const symbol = useMerchant()?.currencySymbol;
  const token = useSessionStore((s) => s.token);
  // The agent centre's Transfer button on a downline's row names it (`?to=`): it is searched and chosen here.
  const [params] = useSearchParams();
  const preset = params.get('to')?.trim() ?? '';
  const [search, setSearch] = useState(preset);
  const targets = useQuery(transferTargetsQuery(search.trim()));
  const balance = useQuery(balanceQuery(token));
  const { failure, fail, clear } = usePaymentFailure();
  const { key, renew, renewOnChange } = useActionKey();
  const {
    register,
    submit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { toUsername: '', amount: '', paymentPassword: '' } as TransferValues,
    schema: memberTransferRequestSchema,
    toBody: (v) => ({ toUsername: v.toUsername, amount: v.amount.trim(), paymentPassword: v.paymentPassword }),
    messageOf: (path) =>
      ({
        toUsername: t('transfer.chooseTarget'),
        amount: t('deposit.amountInvalid'),
        paymentPassword: t('auth.errors.paymentPasswordInvalid'),
      })[path],
  });

  const onSubmit = submit(async (body) => {
    clear();
    try {
      const result = await transferToMember(body, key);
      toast.success(
        t('transfer.done', { amount: formatMoney(result.amount, { symbol }), username: result.toUsername }),
      );
      reset();
      renew();
      void queryClient.invalidateQueries({ queryKey: balanceKey });
      void queryClient.invalidateQueries({ queryKey: ['wallet', 'transactions'] });
    } catch (error) {
      fail(error);
    }
  });

  const list = targets.data?.targets ?? [];
  const chosen = useRef(false);
  useEffect(() => {
    if (chosen.current || !preset || !targets.data?.targets.some((x) => x.username === preset)) return;
    chosen.current = true;
    setValue('toUsername', preset);
  }, [preset, targets.data, setValue]);
  return (
    <section className="card transfer-panel" aria-labelledby="transfer-title" data-testid="transfer-panel">
      <h2 id="transfer-title" className="transfer-panel__title">
        {t('member.sections.transferUpline')}
      </h2>
      <p className="transfer-panel__balance">
        {t('transfer.available')}{' '}
        <strong className="tabular">{balance.data ? formatMoney(balance.data.sumBalance, { symbol }) : '—'}</strong>
      </p>
      <form className="transfer-panel__form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('transfer.search')}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={t('transfer.to')}
          aria-invalid={errors.toUsername ? true : undefined}
          {...register('toUsername', renewOnChange)}
        >
          <option value="">{list.length === 0 ? t('transfer.noTargets') : t('transfer.choose')}</option>
          {list.map((target) => (
            <option key={target.username} value={target.username}>
              {`${target.username}${target.nickname ? ` (${target.nickname})` : ''} · ${t(`transfer.relation.${target.relation}`)}`}
            </option>
          ))}
        </SelectField>
        {errors.toUsername ? (
          <p className="transfer-panel__error" role="alert">
            {errors.toUsername.message}
          </p>
        ) : null}
        <TextField
          label={t('deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          error={errors.amount?.message}
          {...register('amount', renewOnChange)}
        />
        <PaymentPasswordField
          setup={paymentPassword}
          error={errors.paymentPassword?.message}
          {...register('paymentPassword')}
        />
        <PaymentFailure failure={failure} onSetPaymentPassword={paymentPassword.onSet} />
        <Button
          type="submit"
          variant="accent"
          size="lg"
          loading={isSubmitting}
          disabled={needsPaymentPassword(paymentPassword)}
          data-testid="transfer-submit"
        >
          {t('transfer.submit')}
        </Button>
      </form>
    </section>
  );
}
