import { isVerificationPending, smsLoginRequestSchema, type VerificationPending } from '@lotus/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { useContractForm } from '@/lib/forms/use-contract-form';
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
  const [pending, setPending] = useState<{ step: VerificationPending; password?: string; rememberMe?: boolean } | null>(
    null,
  );
  const completeLogin = useCompleteLogin();
  const sms = useSmsCode('login');
  const {
    register,
    submit,
    failure,
    trigger,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', terms: true } as SmsLoginValues,
    schema: smsLoginRequestSchema,
    toBody: (v) => ({
      type: 'sms' as const,
      mobileNum: v.mobileNum.trim(),
      countryDialingCode: v.countryDialingCode,
      verificationCode: v.verificationCode.trim(),
      ...(agent ? { agentLogin: true } : {}),
    }),
    messageOf: (path) => (path === 'verificationCode' ? t('auth.errors.codeRequired') : t('auth.errors.mobileInvalid')),
    checks: (v) => ({ terms: v.terms ? undefined : t('auth.errors.termsRequired') }),
    serverFields: [],
  });
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);

  const sendCode = () =>
    void sms.send(async () =>
      (await trigger(['mobileNum', 'countryDialingCode']))
        ? { mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }
        : null,
    );

  const onSubmit = submit(async (body) => {
    showFullPageLoader();
    try {
      const response = await login(body);
      if (isVerificationPending(response)) {
        hideFullPageLoader();
        setPending({ step: response });
        return;
      }
      await completeLogin(response, 'sms');
    } catch (error) {
      hideFullPageLoader();
      throw error;
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
        error={errors.mobileNum?.message ?? errors.countryDialingCode?.message}
        {...register('mobileNum')}
      />
      <SmsCodeField
        sms={sms}
        onSend={sendCode}
        hint={sms.sentMinutes && sms.counting ? t('auth.codeSent', { minutes: sms.sentMinutes }) : undefined}
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
