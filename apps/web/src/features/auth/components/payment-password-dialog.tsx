import { changePaymentPasswordRequestSchema, setPaymentPasswordRequestSchema } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { memberInfoKey, memberInfoQuery } from '../api/get-member-info';
import { savePaymentPassword } from '../api/set-payment-password';
import { passwordLengthMessage } from '../lib/new-password';
import { closeAuthDialog } from '../stores/auth-dialog-store';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
// Form layout shared with the login and register dialogs.
import './auth-dialog.css';

/** The fields of both requests: setting the first one, or changing it. */
interface PaymentPasswordValues {
  loginPassword: string;
  paymentPassword: string;
  oldPaymentPassword: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}

const empty: PaymentPasswordValues = {
  loginPassword: '',
  paymentPassword: '',
  oldPaymentPassword: '',
  newPaymentPassword: '',
  confirmPaymentPassword: '',
};

/**
 * Payment password: set the first one (confirmed with the login password) or change it with the old one. It guards
 * withdrawals and transfers.
 */
export default function PaymentPasswordDialog() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQuery(token)).data;
  const changing = info?.hasPaymentPassword === true;
  // The request's own field names, so the contract's refusals land on the inputs that hold them.
  const current = changing ? 'oldPaymentPassword' : 'loginPassword';
  const next = changing ? 'newPaymentPassword' : 'paymentPassword';
  const currentLabel = changing ? t('auth.fields.oldPaymentPassword') : t('auth.fields.loginPassword');
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: empty,
    schema: changing ? changePaymentPasswordRequestSchema : setPaymentPasswordRequestSchema,
    toBody: (v) =>
      changing
        ? {
            oldPaymentPassword: v.oldPaymentPassword,
            newPaymentPassword: v.newPaymentPassword,
            confirmPaymentPassword: v.confirmPaymentPassword,
          }
        : {
            loginPassword: v.loginPassword,
            paymentPassword: v.paymentPassword,
            confirmPaymentPassword: v.confirmPaymentPassword,
          },
    messageOf: (path) =>
      path === 'loginPassword' ? passwordLengthMessage(currentLanguage()) : t('auth.errors.paymentPasswordInvalid'),
    checks: (v) => ({
      [current]: v[current] === '' ? t('auth.errors.required', { field: currentLabel }) : undefined,
      confirmPaymentPassword: v.confirmPaymentPassword === v[next] ? undefined : t('auth.errors.inconsistentTwice'),
    }),
    serverFields: [],
  });

  const onSubmit = submit(async (_body, v) => {
    await savePaymentPassword(
      changing
        ? {
            kind: 'change',
            oldPaymentPassword: v.oldPaymentPassword,
            newPaymentPassword: v.newPaymentPassword,
            confirmPaymentPassword: v.confirmPaymentPassword,
          }
        : {
            kind: 'set',
            loginPassword: v.loginPassword,
            paymentPassword: v.paymentPassword,
            confirmPaymentPassword: v.confirmPaymentPassword,
          },
    );
    await queryClient.invalidateQueries({ queryKey: memberInfoKey });
    toast.success(t('auth.paymentPasswordSaved'));
    closeAuthDialog();
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={t('auth.paymentPasswordTitle')}
      description={t('auth.paymentPasswordText')}
      size="sm"
      testId="payment-password-dialog"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <PasswordField
          key={current}
          label={currentLabel}
          autoComplete={changing ? 'off' : 'current-password'}
          inputMode={changing ? 'numeric' : undefined}
          required
          error={errors[current]?.message}
          {...register(current)}
        />
        <PasswordField
          key={next}
          label={t('auth.fields.paymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors[next]?.message}
          {...register(next)}
        />
        <PasswordField
          label={t('auth.fields.confirmPaymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.confirmPaymentPassword?.message}
          {...register('confirmPaymentPassword')}
        />
        <FormError message={failure} />
        <Button type="submit" variant="accent" size="lg" block loading={isSubmitting}>
          {t('auth.save')}
        </Button>
      </form>
    </Dialog>
  );
}
