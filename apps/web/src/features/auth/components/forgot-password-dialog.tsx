import { bannerGroups, forgotByEmailRequestSchema, phoneResetRequestSchema } from '@lotus/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { Tabs } from '@/components/ui/tabs';
import { useBootInfo, useFeature } from '@/features/system';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { forgotByEmail, resetByPhone } from '../api/forgot-password';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsCode } from '../hooks/use-sms-code';
import { newPasswordMessage, passwordLengthMessage } from '../lib/new-password';
import { closeAuthDialog, switchAuthDialog } from '../stores/auth-dialog-store';
import type { AuthDialogBanner } from './auth-dialog-host';
import { FormError } from './form-error';
import { MessageDialog } from './message-dialog';
import { MobileField } from './mobile-field';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
// Form layout shared with the login and register dialogs.
import './auth-dialog.css';

function EmailResetForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { username: '', email: '' },
    schema: forgotByEmailRequestSchema,
    toBody: (v) => ({ username: v.username.trim(), email: v.email.trim() }),
    messageOf: (path) => (path === 'email' ? t('auth.errors.emailInvalid') : t('auth.errors.usernameInvalid')),
    serverFields: [],
  });

  const onSubmit = submit(async (body) => {
    await forgotByEmail(body);
    setSent(true);
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting}>
        {t('auth.submitSend')}
      </Button>
      <MessageDialog
        open={sent}
        title={t('auth.forgotTitle')}
        message={t('auth.emailSent')}
        onConfirm={() => switchAuthDialog('login')}
        testId="forgot-email-sent-dialog"
      />
    </form>
  );
}

interface PhoneResetValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

function PhoneResetForm() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const sms = useSmsCode('reset');
  const rule = useBootInfo()?.info.register.password;
  const language = currentLanguage();
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
    defaultValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    } as PhoneResetValues,
    schema: phoneResetRequestSchema,
    toBody: (v) => ({
      mobileNum: v.mobileNum.trim(),
      countryDialingCode: v.countryDialingCode,
      verificationCode: v.verificationCode.trim(),
      newPassword: v.newPassword,
      confirmNewPassword: v.confirmNewPassword,
    }),
    messageOf: (path) => {
      if (path === 'verificationCode') return t('auth.errors.codeRequired');
      if (path === 'mobileNum' || path === 'countryDialingCode') return t('auth.errors.mobileInvalid');
      return passwordLengthMessage(language);
    },
    // The brand's password rule is the server's too, known only at runtime.
    checks: (v) => ({
      newPassword: newPasswordMessage(v.newPassword, rule, language, t('auth.errors.defaultPassword')),
      confirmNewPassword: v.confirmNewPassword === v.newPassword ? undefined : t('auth.errors.inconsistentTwice'),
    }),
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
      await completeLogin(await resetByPhone(body), 'reset');
    } catch (error) {
      hideFullPageLoader();
      throw error;
    }
  });

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
        error={errors.verificationCode?.message}
        {...register('verificationCode')}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword')}
      />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting}>
        {t('auth.submitReset')}
      </Button>
    </form>
  );
}

/** Forgot password (spec §2): by email, or by mobile when phone verification is on (then first). */
export default function ForgotPasswordDialog({ banner: Banner }: { banner?: AuthDialogBanner | undefined }) {
  const { t } = useTranslation();
  const byPhone = useFeature('CHNGPASSVERIF3');
  const email = { value: 'email', label: t('auth.tabs.email'), content: <EmailResetForm /> };
  const mobile = { value: 'mobile', label: t('auth.tabs.mobile'), content: <PhoneResetForm /> };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={t('auth.forgotTitle')}
      testId="forgot-password-dialog"
      media={Banner ? <Banner group={bannerGroups.FORGOT} shape="dialog" /> : null}
    >
      <Tabs items={byPhone ? [mobile, email] : [email]} label={t('auth.resetMethods')} />
      <p className="auth-dialog__switch">
        <Button variant="ghost" size="sm" onClick={() => switchAuthDialog('login')}>
          {t('auth.login')}
        </Button>
      </p>
    </Dialog>
  );
}
