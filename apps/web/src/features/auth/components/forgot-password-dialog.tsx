import { bannerGroups, isEmailAddress, mobileNumberPattern } from '@lotus/contract';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { Tabs } from '@/components/ui/tabs';
import { useFeature } from '@/features/system';
import { forgotByEmail, resetByPhone } from '../api/forgot-password';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsCode } from '../hooks/use-sms-code';
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
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { username: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await forgotByEmail({ username: values.username.trim(), email: values.email.trim() });
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errors.username?.message}
        {...register('username', {
          validate: (v) => /^\S{2,64}$/.test(v.trim()) || t('auth.errors.usernameInvalid'),
        })}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...register('email', { validate: (v) => isEmailAddress(v.trim()) || t('auth.errors.emailInvalid') })}
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
  const [failure, setFailure] = useState<string | null>(null);
  const completeLogin = useCompleteLogin();
  const sms = useSmsCode('reset');
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PhoneResetValues>({
    defaultValues: {
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
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
      const result = await resetByPhone({
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      await completeLogin(result, 'reset');
    } catch (error) {
      hideFullPageLoader();
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

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
        error={errors.verificationCode?.message}
        {...register('verificationCode', { required: t('auth.errors.codeRequired') })}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        required
        error={errors.newPassword?.message}
        {...register('newPassword', {
          validate: (v) => (v.length >= 6 && v.length <= 32) || t('auth.errors.passwordInvalid'),
        })}
      />
      <PasswordField
        label={t('auth.fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        error={errors.confirmNewPassword?.message}
        {...register('confirmNewPassword', {
          validate: (v, all) => v === all.newPassword || t('auth.errors.inconsistentTwice'),
        })}
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
