import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField, type TextFieldProps } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import './payment-password-field.css';

/** Whether the member has a payment password, and how to set one (the app opens the dialog). */
export interface PaymentPasswordSetup {
  /** Undefined while the member's details load. */
  isSet: boolean | undefined;
  onSet: () => void;
}

/** True when the member is known to have no payment password: the form cannot be sent until they set one. */
export const needsPaymentPassword = (setup: PaymentPasswordSetup | undefined) => setup?.isSet === false;

/**
 * The 6-digit payment password that confirms money leaving the wallet; spread `register(...)` into it. A member who
 * has none yet sees why the form needs one and the way to set it, instead of a field they cannot fill.
 */
export function PaymentPasswordField({
  setup,
  ...props
}: Omit<TextFieldProps, 'label'> & { setup?: PaymentPasswordSetup | undefined }) {
  const { t } = useTranslation();
  if (setup && needsPaymentPassword(setup)) {
    return (
      <div className="payment-needed" data-testid="payment-password-needed">
        <p>{t('wallet.paymentPasswordNeeded')}</p>
        <Button type="button" variant="accent" size="sm" onClick={setup.onSet}>
          {t('wallet.setPaymentPassword')}
        </Button>
      </div>
    );
  }
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
