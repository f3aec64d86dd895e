import type { VerificationMethod, VerificationPending } from '@lotus/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { sendLoginVerificationCode, verifyLogin } from '../api/login-verification';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useCodeRequest } from '../hooks/use-sms-code';
import type { LoginChannel } from '../lib/login-outcome';
import { FormError } from './form-error';
import { SmsCodeField } from './sms-code-field';

export interface NewAddressStepProps {
  pending: VerificationPending;
  channel: LoginChannel;
  /** The password of the first step, for the forced-change check (memory only). */
  password?: string;
  rememberMe?: boolean;
  onCancel: () => void;
}

/**
 * The second step of a login from a new address (spec §4, `LOGINIPVERF3`): a code by SMS or email, the bank
 * account holder's name, or an authenticator code, as the member can.
 */
export function NewAddressStep({ pending, channel, password, rememberMe, onCancel }: NewAddressStepProps) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<VerificationMethod>(pending.methods[0] ?? 'sms');
  const [failure, setFailure] = useState<string | null>(null);
  const completeLogin = useCompleteLogin();
  const codeRequest = useCodeRequest((m: 'sms' | 'email') =>
    sendLoginVerificationCode({ verificationToken: pending.verificationToken, method: m }),
  );
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { answer: '' } });
  const sendsCode = method === 'sms' || method === 'email';
  const target = method === 'sms' ? pending.targets.sms : method === 'email' ? pending.targets.email : undefined;

  const onSubmit = handleSubmit(async ({ answer }) => {
    setFailure(null);
    showFullPageLoader();
    try {
      const result = await verifyLogin({
        verificationToken: pending.verificationToken,
        method,
        ...(method === 'bankName' ? { bankName: answer.trim() } : { code: answer.trim() }),
        ...(rememberMe === undefined ? {} : { rememberMe }),
      });
      await completeLogin(result, channel, password);
    } catch (error) {
      hideFullPageLoader();
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  const required = { required: t('auth.errors.codeRequired') };
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="new-address-step">
      <p className="auth-form__note">{t('auth.newAddress.text')}</p>
      {pending.methods.length > 1 ? (
        <fieldset className="auth-form__choices">
          <legend className="field__label">{t('auth.newAddress.method')}</legend>
          {pending.methods.map((m) => (
            <label key={m} className="check__label">
              <input
                type="radio"
                className="check__input"
                name="new-address-method"
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {t(`auth.newAddress.methods.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {target ? <p className="auth-form__note">{t('auth.newAddress.sentTo', { target })}</p> : null}
      {sendsCode ? (
        <SmsCodeField
          key={method}
          sms={codeRequest}
          onSend={() => void codeRequest.send(async () => method as 'sms' | 'email')}
          error={errors.answer?.message}
          {...register('answer', required)}
        />
      ) : (
        <TextField
          key={method}
          label={method === 'bankName' ? t('auth.newAddress.bankName') : t('auth.newAddress.totp')}
          inputMode={method === 'totp' ? 'numeric' : 'text'}
          autoComplete={method === 'totp' ? 'one-time-code' : 'off'}
          required
          error={errors.answer?.message}
          {...register('answer', required)}
        />
      )}
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
      <Button variant="ghost" block onClick={onCancel}>
        {t('auth.cancel')}
      </Button>
    </form>
  );
}
