import { bindBankAccountRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { bankAccountsKey, bankAccountsQuery, bindBankAccount, removeBankAccount } from '../api/bank-accounts';
import { needsPaymentPassword, PaymentPasswordField, type PaymentPasswordSetup } from './payment-password-field';
// Its list and form styles, also where the card is shown outside the withdraw panel.
import './withdraw-panel.css';

interface BindValues {
  bankName: string;
  accountNo: string;
  holderName: string;
  paymentPassword: string;
}

/**
 * The member's bank accounts: list, remove, and bind another in the member's real name. With `paymentPassword` a
 * member who has none is shown how to set one before binding.
 */
export function BankAccountsCard({ paymentPassword }: { paymentPassword?: PaymentPasswordSetup }) {
  const { t } = useTranslation();
  const accounts = useQuery(bankAccountsQuery());
  const [adding, setAdding] = useState(false);
  const realName = accounts.data?.realName ?? null;
  const blank: BindValues = { bankName: '', accountNo: '', holderName: realName ?? '', paymentPassword: '' };
  const {
    register,
    submit,
    failure,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: blank,
    values: blank,
    schema: bindBankAccountRequestSchema,
    toBody: (v) => v,
    messageOf: (path) =>
      ({
        bankName: t('bank.bankNameInvalid'),
        accountNo: t('bank.accountNoInvalid'),
        holderName: t('bank.holderInvalid'),
        paymentPassword: t('auth.errors.paymentPasswordInvalid'),
      })[path],
    serverFields: [],
  });

  const onSubmit = submit(async (body) => {
    await bindBankAccount(body);
    toast.success(t('bank.bound'));
    reset();
    setAdding(false);
    await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
  });

  // Removing asks once more in place: the row's button turns into a confirmation.
  const [confirming, setConfirming] = useState<number | null>(null);
  const remove = async (id: number) => {
    setConfirming(null);
    try {
      await removeBankAccount(id);
      await queryClient.invalidateQueries({ queryKey: bankAccountsKey });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('errors.unknown'));
    }
  };

  const list = accounts.data?.accounts ?? [];
  const full = accounts.data ? list.length >= accounts.data.max : true;
  return (
    <div className="bank-accounts" data-testid="bank-accounts">
      <h3 className="withdraw-panel__subtitle">{t('bank.title')}</h3>
      {list.length === 0 && accounts.data ? <p className="withdraw-panel__muted">{t('bank.none')}</p> : null}
      <ul className="bank-accounts__list">
        {list.map((a) => (
          <li key={a.id} className="bank-account">
            <span className="bank-account__bank">{a.bankName}</span>
            <span className="bank-account__no tabular">{a.accountNo}</span>
            <span className="bank-account__holder">{a.holderName}</span>
            {confirming === a.id ? (
              <span className="bank-account__confirm">
                <Button variant="outline" size="sm" onClick={() => void remove(a.id)}>
                  {t('bank.removeConfirm')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                  {t('auth.cancel')}
                </Button>
              </span>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setConfirming(a.id)}
                aria-label={t('bank.remove', { no: a.accountNo })}
              >
                {t('bank.removeShort')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <form className="bank-accounts__form" onSubmit={onSubmit} noValidate>
          <TextField
            label={t('bank.bankName')}
            autoComplete="off"
            required
            error={errors.bankName?.message}
            {...register('bankName')}
          />
          <TextField
            label={t('bank.accountNo')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={errors.accountNo?.message}
            {...register('accountNo')}
          />
          <TextField
            label={t('bank.holderName')}
            autoComplete="name"
            required
            readOnly={realName !== null}
            hint={realName ? t('bank.holderFixed') : t('bank.holderFirst')}
            error={errors.holderName?.message}
            {...register('holderName')}
          />
          <PaymentPasswordField
            setup={paymentPassword}
            error={errors.paymentPassword?.message}
            {...register('paymentPassword')}
          />
          {failure ? (
            <p className="withdraw-panel__error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="bank-accounts__actions">
            <Button
              type="submit"
              variant="accent"
              loading={isSubmitting}
              disabled={needsPaymentPassword(paymentPassword)}
              data-testid="bank-bind-submit"
            >
              {t('bank.bind')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setAdding(false)}>
              {t('auth.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" size="sm" disabled={full} onClick={() => setAdding(true)}>
          {t('bank.add')}
        </Button>
      )}
    </div>
  );
}
