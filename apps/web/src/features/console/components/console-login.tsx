import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { getMerchantCode } from '@/lib/merchant';
import { consoleLogin } from '../api/console-api';
import { startConsoleSession } from '../stores/console-session';
import './console.css';

/**
 * The console's own sign-in: the brand's code, the operator's username and password, then the authenticator code
 * when the operator has one (the server answers `totpRequired` and the same form asks for it).
 */
export function ConsoleLogin() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ defaultValues: { merchantCode: getMerchantCode(), username: '', password: '', totpCode: '' } });
  const required = t('console.required');

  const onSubmit = handleSubmit(async ({ totpCode, ...values }) => {
    setFailure(null);
    try {
      const answer = await consoleLogin(askCode ? { ...values, totpCode: totpCode.trim() } : values);
      if ('totpRequired' in answer) {
        setAskCode(true);
        setTimeout(() => setFocus('totpCode'), 0);
        return;
      }
      startConsoleSession(answer.token, answer.operator);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  return (
    <main className="console-login">
      <form className="card console-login__card" onSubmit={onSubmit} noValidate aria-labelledby="console-login-title">
        <h1 id="console-login-title" className="console-login__title">
          {t('console.title')}
        </h1>
        <p className="console-muted">{t('console.loginText')}</p>
        <TextField
          label={t('console.brand')}
          autoComplete="organization"
          required
          error={errors.merchantCode?.message}
          {...register('merchantCode', { required })}
        />
        <TextField
          label={t('auth.fields.username')}
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username', { required })}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password', { required })}
        />
        {askCode ? (
          <TextField
            label={t('consoleOperators.totp.code')}
            hint={t('consoleOperators.totp.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.totpCode?.message}
            data-testid="console-login-totp"
            {...register('totpCode', {
              required,
              pattern: { value: /^\s*\d{6}\s*$/, message: t('consoleOperators.totp.sixDigits') },
            })}
          />
        ) : null}
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button
          type="submit"
          variant="accent"
          size="lg"
          block
          loading={isSubmitting}
          data-testid="console-login-submit"
        >
          {t('console.signIn')}
        </Button>
      </form>
    </main>
  );
}
