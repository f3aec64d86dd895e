import { isVerificationPending, mobileNumberPattern, type VerificationPending } from '@lotus/contract';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { login } from '../api/login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsCode } from '../hooks/use-sms-code';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { FormError } from './form-error';
import { MobileField } from './mobile-field';
import { NewAddressStep } from './new-address-step';
import { SmsCodeField } from './sms-code-field';
import { TermsCheckbox } from './terms-checkbox';

interface SmsLoginValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  terms: boolean;
}

/** Login with a code sent by SMS (spec §2 login, SMS mode; module `MOBILEVERCODELOGIN3`). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const agent = useAuthDialog((s) => s.agent);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<{ step: VerificationPending; password?: string; rememberMe?: boolean } | null>(
    null,
  );
  const completeLogin = useCompleteLogin();
  const sms = useSmsCode('login');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SmsLoginValues>({
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', terms: true },
  });
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  const sendCode = () =>
    void sms.send(async () =>
      (await trigger('mobileNum'))
        ? { mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }
        : null,
    );

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    showFullPageLoader();
    try {
      const response = await login({
        type: 'sms',
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        ...(agent ? { agentLogin: true } : {}),
      });
      if (isVerificationPending(response)) {
        hideFullPageLoader();
        setPending({ step: response });
        return;
      }
      await completeLogin(response, 'sms');
    } catch (error) {
      hideFullPageLoader();
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  if (pending) {
    return (
      <NewAddressStep
        pending={pending.step}
        channel={'sms'}
        password={pending.password}
        rememberMe={pending.rememberMe}
        onCancel={() => setPending(null)}
      />
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <MobileField
        required
        dialingCode={watch('countryDialingCode')}
        onDialingCodeChange={setDialingCode}
        error={errors.mobileNum?.message}
        {...register('mobileNum', {
          validate: (v) => mobileNumberPattern.test(v.trim()) || t('auth.errors.mobileInvalid'),
        })}
      />
      <SmsCodeField
        sms={sms}
        onSend={sendCode}
        hint={sms.sentMinutes && sms.counting ? t('auth.codeSent', { minutes: sms.sentMinutes }) : undefined}
        error={errors.verificationCode?.message}
        {...register('verificationCode', { required: t('auth.errors.codeRequired') })}
      />
      <TermsCheckbox
        error={errors.terms?.message}
        {...register('terms', { validate: (v) => v || t('auth.errors.termsRequired') })}
      />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
