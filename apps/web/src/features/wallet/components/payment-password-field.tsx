import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import './payment-password-field.css';

/** The 6-digit payment password that confirms money leaving the wallet; spread `register(...)` into it. */
export function PaymentPasswordField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.fields.paymentPassword')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      required
      {...props}
    />
  );
}

/** The rule of PaymentPasswordField for react-hook-form's `validate`. */
export const isPaymentPassword = (value: string) => /^\d{6}$/.test(value);

/** Why the last attempt failed, and whether it was for want of a payment password (then a way to set one). */
export function usePaymentFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<{ message: string; needsPassword: boolean } | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (error: unknown) =>
      setFailure({
        message: error instanceof Error ? error.message : t('errors.unknown'),
        needsPassword: isApiError(error) && error.errorCode === 'payment.password.missing',
      }),
  };
}

export function PaymentFailure({
  failure,
  onSetPaymentPassword,
}: {
  failure: { message: string; needsPassword: boolean } | null;
  onSetPaymentPassword: () => void;
}) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <div className="payment-failure" role="alert">
      <p>{failure.message}</p>
      {failure.needsPassword ? (
        <Button type="button" variant="outline" size="sm" onClick={onSetPaymentPassword}>
          {t('auth.paymentPasswordTitle')}
        </Button>
      ) : null}
    </div>
  );
}
