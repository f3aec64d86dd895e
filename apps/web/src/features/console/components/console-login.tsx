import { consoleLoginRequestSchema } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { getMerchantCode } from '@/lib/merchant';
import { consoleLogin } from '../api/console-api';
import { startConsoleSession } from '../stores/console-session';
import { useConsoleForm } from './kit';
import './console.css';

/**
 * The console's own sign-in: the brand's code, the operator's username and password, then the authenticator code
 * when the operator has one (the server answers `totpRequired` and the same form asks for it).
 */
export function ConsoleLogin() {
  const { t } = useTranslation();
  const [askCode, setAskCode] = useState(false);
  const {
    register,
    submit,
    setFocus,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { merchantCode: getMerchantCode(), username: '', password: '', totpCode: '' },
    schema: consoleLoginRequestSchema,
    // The authenticator code goes only once the server asked for it.
    toBody: ({ totpCode, ...values }) => (askCode ? { ...values, totpCode } : values),
    messageOf: (path, _error, { totpCode }) =>
      t(path === 'totpCode' && totpCode.trim() !== '' ? 'consoleOperators.totp.sixDigits' : 'console.required'),
    // A refusal of sign-in belongs to no one field: it is said above the button.
    serverFields: [],
  });

  const onSubmit = submit(async (body) => {
    const answer = await consoleLogin(body);
    if ('totpRequired' in answer) {
      setAskCode(true);
      setTimeout(() => setFocus('totpCode'), 0);
      return;
    }
    startConsoleSession(answer.token, answer.operator);
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
          {...register('merchantCode')}
        />
        <TextField
          label={t('auth.fields.username')}
          autoComplete="username"
          required
          error={errors.username?.message}
          {...register('username')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
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
            {...register('totpCode')}
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
