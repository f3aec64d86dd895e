import { paymentPasswordPattern } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { memberInfoKey, memberInfoQuery } from '../api/get-member-info';
import { savePaymentPassword } from '../api/set-payment-password';
import { closeAuthDialog } from '../stores/auth-dialog-store';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
// Form layout shared with the login and register dialogs.
import './auth-dialog.css';

interface PaymentPasswordValues {
  current: string;
  next: string;
  confirm: string;
}

/**
 * Payment password: set the first one (confirmed with the login password) or change it with the old one. It guards
 * withdrawals and transfers.
 */
export default function PaymentPasswordDialog() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQuery(token)).data;
  const changing = info?.hasPaymentPassword === true;
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PaymentPasswordValues>({ defaultValues: { current: '', next: '', confirm: '' } });
  const sixDigits = (v: string) => paymentPasswordPattern.test(v) || t('auth.errors.paymentPasswordInvalid');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await savePaymentPassword(
        changing
          ? {
              kind: 'change',
              oldPaymentPassword: values.current,
              newPaymentPassword: values.next,
              confirmPaymentPassword: values.confirm,
            }
          : {
              kind: 'set',
              loginPassword: values.current,
              paymentPassword: values.next,
              confirmPaymentPassword: values.confirm,
            },
      );
      await queryClient.invalidateQueries({ queryKey: memberInfoKey });
      toast.success(t('auth.paymentPasswordSaved'));
      closeAuthDialog();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
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
          label={changing ? t('auth.fields.oldPaymentPassword') : t('auth.fields.loginPassword')}
          autoComplete={changing ? 'off' : 'current-password'}
          inputMode={changing ? 'numeric' : undefined}
          required
          error={errors.current?.message}
          {...register('current', {
            required: t('auth.errors.required', {
              field: changing ? t('auth.fields.oldPaymentPassword') : t('auth.fields.loginPassword'),
            }),
          })}
        />
        <PasswordField
          label={t('auth.fields.paymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.next?.message}
          {...register('next', { validate: sixDigits })}
        />
        <PasswordField
          label={t('auth.fields.confirmPaymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          required
          error={errors.confirm?.message}
          {...register('confirm', { validate: (v, all) => v === all.next || t('auth.errors.inconsistentTwice') })}
        />
        <FormError message={failure} />
        <Button type="submit" variant="accent" size="lg" block loading={isSubmitting}>
          {t('auth.save')}
        </Button>
      </form>
    </Dialog>
  );
}
