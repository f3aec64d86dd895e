import { toMinorUnits, type Withdrawal, withdrawRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { queryClient } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useSocketEvent } from '@/lib/realtime';
import { useActionKey } from '@/lib/use-action-key';
import { useNow } from '@/lib/use-now';
import { bankAccountsQuery } from '../api/bank-accounts';
import { balanceKey } from '../api/get-balance';
import { requestWithdrawal, withdrawalSettingsQuery, withdrawalsQuery } from '../api/withdrawals';
import { BankAccountsCard } from './bank-accounts-card';
import {
  needsPaymentPassword,
  PaymentFailure,
  PaymentPasswordField,
  type PaymentPasswordSetup,
  usePaymentFailure,
} from './payment-password-field';
import { WithdrawalReceiptDialog } from './withdrawal-receipt-dialog';
import { WithdrawalRow } from './withdrawal-row';
import './withdraw-panel.css';

interface WithdrawValues {
  bankAccountId: string;
  amount: string;
  paymentPassword: string;
}

/**
 * Member centre `withdraw` (spec §2, DOMAIN.md "Money"): bank accounts, a request within the merchant's limits and
 * daily count confirmed with the payment password, and the latest requests with their status.
 */
export default function WithdrawPanel({ paymentPassword }: { paymentPassword: PaymentPasswordSetup }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const symbol = merchant?.currencySymbol;
  const settings = useQuery(withdrawalSettingsQuery());
  const accounts = useQuery(bankAccountsQuery());
  const history = useQuery(withdrawalsQuery());
  const { failure, fail, clear } = usePaymentFailure();
  const { key, renew, renewOnChange } = useActionKey();
  const s = settings.data;
  // The brand's live limits and the balance: the server's rules too, but known only at runtime.
  const amountLimit = (value: string) => {
    const minor = toMinorUnits(value);
    if (!s || minor === null) return undefined;
    if (minor < s.minAmount * 100 || minor > s.maxAmount * 100) {
      return t('deposit.amountRange', {
        min: formatMoney(s.minAmount, { symbol }),
        max: formatMoney(s.maxAmount, { symbol }),
      });
    }
    return minor > Math.round(s.available * 100) ? t('withdraw.overBalance') : undefined;
  };
  const {
    register,
    submit,
    reset,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { bankAccountId: '', amount: '', paymentPassword: '' } as WithdrawValues,
    schema: withdrawRequestSchema,
    toBody: (v) => ({
      bankAccountId: Number(v.bankAccountId),
      amount: v.amount.trim(),
      paymentPassword: v.paymentPassword,
    }),
    messageOf: (path) =>
      ({
        bankAccountId: t('withdraw.chooseAccount'),
        amount: t('deposit.amountInvalid'),
        paymentPassword: t('auth.errors.paymentPasswordInvalid'),
      })[path],
    checks: (v) => ({ amount: amountLimit(v.amount) }),
  });
  // Finance's decisions arrive live: the list and the limits follow them.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] });
  useSocketEvent('withdrawal.approved', refresh);
  useSocketEvent('withdrawal.rejected', refresh);
  useSocketEvent('withdrawal.confirm-requested', refresh);
  useSocketEvent('withdrawal.received', refresh);
  useSocketEvent('balance.changed', refresh);
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const now = useNow(1000, history.data?.list.some((w) => w.status === 'paid') ?? false);

  const onSubmit = submit(async (body, values) => {
    clear();
    try {
      const order = await requestWithdrawal(body, key);
      toast.success(t('withdraw.requested', { amount: formatMoney(order.amount, { symbol }) }));
      reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
      renew();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawals'] }),
        queryClient.invalidateQueries({ queryKey: ['wallet', 'withdrawal-settings'] }),
        queryClient.invalidateQueries({ queryKey: balanceKey }),
      ]);
    } catch (error) {
      fail(error);
    }
  });

  const list = accounts.data?.accounts ?? [];
  // A single bank account is the only choice: it is chosen (also right after the member binds it).
  const lone = list.length === 1 ? String(list[0]?.id) : null;
  useEffect(() => {
    if (lone && getValues('bankAccountId') === '') setValue('bankAccountId', lone);
  }, [lone, getValues, setValue]);

  return (
    <section className="card withdraw-panel" aria-labelledby="withdraw-title" data-testid="withdraw-panel">
      <h2 id="withdraw-title" className="withdraw-panel__title">
        {t('member.sections.withdraw')}
      </h2>
      <BankAccountsCard paymentPassword={paymentPassword} />
      <form className="withdraw-panel__form" onSubmit={onSubmit} noValidate>
        <h3 className="withdraw-panel__subtitle">{t('withdraw.request')}</h3>
        {s ? (
          <p className="withdraw-panel__muted">
            {t('withdraw.summary', {
              available: formatMoney(s.available, { symbol }),
              remaining: s.remainingToday,
              count: s.dailyCount,
            })}
          </p>
        ) : null}
        {s && s.turnoverRemaining > 0 ? (
          <p className="withdraw-panel__notice" role="status" data-testid="withdraw-turnover">
            {t('withdraw.turnover', { amount: formatMoney(s.turnoverRemaining, { symbol }) })}
          </p>
        ) : null}
        <SelectField label={t('withdraw.toAccount')} {...register('bankAccountId', renewOnChange)}>
          <option value="">{list.length === 0 ? t('bank.none') : t('withdraw.chooseAccount')}</option>
          {list.map((a) => (
            <option key={a.id} value={a.id}>{`${a.bankName} ${a.accountNo}`}</option>
          ))}
        </SelectField>
        {errors.bankAccountId ? (
          <p className="withdraw-panel__error" role="alert">
            {errors.bankAccountId.message}
          </p>
        ) : null}
        <TextField
          label={t('deposit.amount')}
          inputMode="decimal"
          autoComplete="off"
          required
          hint={
            s
              ? t('deposit.limits', {
                  min: formatMoney(s.minAmount, { symbol }),
                  max: formatMoney(s.maxAmount, { symbol }),
                })
              : undefined
          }
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
          disabled={s?.remainingToday === 0 || (s?.turnoverRemaining ?? 0) > 0 || needsPaymentPassword(paymentPassword)}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </form>
      <div className="withdraw-panel__history">
        <h3 className="withdraw-panel__subtitle">{t('withdraw.recent')}</h3>
        {history.data && history.data.list.length === 0 ? (
          <p className="withdraw-panel__muted">{t('withdraw.none')}</p>
        ) : null}
        <ul className="withdrawals">
          {history.data?.list.map((w) => (
            <WithdrawalRow key={w.orderNo} w={w} now={now} onConfirm={() => setConfirming(w)} />
          ))}
        </ul>
      </div>
      <WithdrawalReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} />
    </section>
  );
}
