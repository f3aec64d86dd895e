import { isVerificationPending, usernameLoginRequestSchema, type VerificationPending } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { isApiError } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { login } from '../api/login';
import { rememberLogin } from '../api/remember-login';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { readRememberedUser } from '../lib/remember-cookie';
import { openForgotPassword, useAuthDialog } from '../stores/auth-dialog-store';
import { CaptchaField } from './captcha-field';
import { FormError } from './form-error';
import { NewAddressStep } from './new-address-step';
import { PasswordField } from './password-field';
import { TermsCheckbox } from './terms-checkbox';

interface PasswordLoginValues {
  username: string;
  password: string;
  captcha: string;
  rememberMe: boolean;
  terms: boolean;
}

/**
 * Username and password (spec §2 login, username mode). A remembered device shows its username with a masked
 * password and logs in with the remember token; typing in either field falls back to a normal login.
 */
export function PasswordLoginForm() {
  const { t } = useTranslation();
  const agent = useAuthDialog((s) => s.agent);
  const [remembered] = useState(() => (agent ? null : readRememberedUser()));
  const [useRemembered, setUseRemembered] = useState(remembered !== null);
  const [showCaptcha, setShowCaptcha] = useState(false);
  const [pending, setPending] = useState<{ step: VerificationPending; password?: string; rememberMe?: boolean } | null>(
    null,
  );
  // Each failed attempt spends the captcha: a new image comes with the next try.
  const [attempt, setAttempt] = useState(0);
  const completeLogin = useCompleteLogin();
  const {
    register,
    submit,
    failure,
    setValue,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: {
      username: remembered ?? '',
      password: '',
      captcha: '',
      rememberMe: remembered !== null,
      terms: true,
    } as PasswordLoginValues,
    // A remembered device sends its token, not the password: only the username it shows must be there.
    schema: useRemembered
      ? usernameLoginRequestSchema.pick({ type: true, username: true })
      : usernameLoginRequestSchema,
    toBody: (v) => ({
      type: 'username' as const,
      username: v.username.trim(),
      password: v.password,
      ...(showCaptcha ? { captcha: v.captcha.trim() } : {}),
      ...(agent ? { agentLogin: true } : { rememberMe: v.rememberMe }),
    }),
    messageOf: (path) => (path === 'captcha' ? t('auth.errors.captchaRequired') : t('auth.errors.loginRequired')),
    checks: (v) => ({ terms: v.terms ? undefined : t('auth.errors.termsRequired') }),
    serverFields: [],
  });
  const leaveRemembered = () => {
    if (useRemembered) setUseRemembered(false);
  };

  const onSubmit = submit(async (body, values) => {
    showFullPageLoader();
    try {
      const response = useRemembered ? await rememberLogin() : await login(body);
      if (isVerificationPending(response)) {
        hideFullPageLoader();
        setPending({ step: response, password: values.password, rememberMe: agent ? undefined : values.rememberMe });
        return;
      }
      await completeLogin(
        response,
        useRemembered ? 'remember' : 'password',
        useRemembered ? undefined : values.password,
      );
    } catch (error) {
      hideFullPageLoader();
      if (isApiError(error) && error.value.captcha === true) setShowCaptcha(true);
      setAttempt((n) => n + 1);
      setValue('captcha', '');
      // A remember token that no longer works leaves an ordinary login form.
      setUseRemembered(false);
      throw error;
    }
  });

  if (pending) {
    return (
      <NewAddressStep
        pending={pending.step}
        channel={'password'}
        password={pending.password}
        rememberMe={pending.rememberMe}
        onCancel={() => setPending(null)}
      />
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        required
        error={errors.username?.message}
        {...register('username', { onChange: leaveRemembered })}
      />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="current-password"
        required
        placeholder={useRemembered ? '••••••••' : undefined}
        hint={useRemembered ? t('auth.rememberedHint') : undefined}
        error={errors.password?.message}
        {...register('password', { onChange: leaveRemembered })}
      />
      {showCaptcha ? <CaptchaField key={attempt} error={errors.captcha?.message} {...register('captcha')} /> : null}
      <div className="auth-form__row">
        {agent ? <span /> : <CheckboxField label={t('auth.rememberMe')} {...register('rememberMe')} />}
        <button type="button" className="auth-form__link auth-form__link-button" onClick={openForgotPassword}>
          {t('auth.forgotPassword')}
        </button>
      </div>
      <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="login-submit">
        {t('auth.submitLogin')}
      </Button>
    </form>
  );
}
