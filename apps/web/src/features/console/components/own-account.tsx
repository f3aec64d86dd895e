import { type OperatorTotpEnrolment, operatorTotpCodeSchema, ownPasswordRequestSchema } from '@lotus/contract';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import { changeOwnPassword, confirmOwnTotp, refreshConsoleMe, startOwnTotp } from '../api/console-operators-api';
import { useConsoleSession } from '../stores/console-session';
import { failureMessage, useConsoleForm } from './kit';
import './console-operators.css';

/** The operator's own password: the current one, then a new one twice. `forced`: the console offers nothing else. */
export function OwnPasswordForm({ forced = false }: { forced?: boolean }) {
  const { t } = useTranslation();
  const {
    register,
    reset,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    schema: ownPasswordRequestSchema,
    toBody: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    messageOf: (path, error, { newPassword }) => {
      if (path !== 'newPassword' || newPassword === '') return t('console.required');
      if (error.type === 'too_small') return t('consoleOperators.password.tooShort');
      if (error.type === 'too_big') return t('consoleOperators.password.tooLong');
      return t('consoleOperators.password.unprintable');
    },
    // The confirmation is the form's own rule: the server never sees it.
    checks: ({ newPassword, confirmPassword }) => {
      if (confirmPassword === '') return { confirmPassword: t('console.required') };
      return { confirmPassword: confirmPassword === newPassword ? undefined : t('consoleOperators.password.mismatch') };
    },
    fieldOf: (error) => {
      const code = isApiError(error) ? error.errorCode : '';
      if (code === 'console.operator.password.wrong') return 'currentPassword';
      return code.startsWith('console.operator.password') ? 'newPassword' : undefined;
    },
  });

  const onSubmit = submit(async (body) => {
    await changeOwnPassword(body);
    reset();
    toast.success(t('consoleOperators.password.changed'));
    await refreshConsoleMe();
  });

  return (
    <form className="card console-own" onSubmit={onSubmit} noValidate aria-labelledby="console-own-password">
      <h2 id="console-own-password" className="console-own__title">
        {t(forced ? 'consoleOperators.password.forcedTitle' : 'consoleOperators.password.title')}
      </h2>
      <p className="console-muted">
        {t(forced ? 'consoleOperators.password.forcedHint' : 'consoleOperators.password.hint')}
      </p>
      <TextField
        label={t(forced ? 'consoleOperators.password.given' : 'consoleOperators.password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        label={t('consoleOperators.password.new')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('consoleOperators.password.rule')}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        label={t('consoleOperators.password.confirm')}
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="accent" loading={isSubmitting} data-testid="console-own-password-submit">
        {t('consoleOperators.password.save')}
      </Button>
    </form>
  );
}

/** Setting up an authenticator app: the secret as a QR code and as text, then the first code confirms it. */
export function TotpEnrolment({ required = false }: { required?: boolean }) {
  const { t } = useTranslation();
  const operator = useConsoleSession((s) => s.operator);
  const [enrolment, setEnrolment] = useState<OperatorTotpEnrolment | null>(null);
  const [starting, setStarting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { code: '' },
    schema: operatorTotpCodeSchema,
    toBody: (values) => values,
    messageOf: (_path, _error, { code }) =>
      t(code.trim() === '' ? 'console.required' : 'consoleOperators.totp.sixDigits'),
    // A refused code (wrong, expired, already used) is said under the code.
    fieldOf: () => 'code',
  });

  const start = async () => {
    setStarting(true);
    setFailure(null);
    try {
      setEnrolment(await startOwnTotp());
    } catch (error) {
      setFailure(failureMessage(error, t('errors.unknown')));
    } finally {
      setStarting(false);
    }
  };

  const onConfirm = submit(async ({ code }) => {
    await confirmOwnTotp(code.trim());
    setEnrolment(null);
    toast.success(t('consoleOperators.totp.enabled'));
    await refreshConsoleMe();
  });

  const enabled = operator?.totpEnabled ?? false;
  return (
    <section className="card console-own" aria-labelledby="console-own-totp">
      <h2 id="console-own-totp" className="console-own__title">
        {t(required ? 'consoleOperators.totp.requiredTitle' : 'consoleOperators.totp.title')}
      </h2>
      <p className="console-muted">
        {t(required ? 'consoleOperators.totp.requiredHint' : 'consoleOperators.totp.hint')}
      </p>
      {enabled ? (
        <p>
          <span className="console-badge console-badge--ok">{t('consoleOperators.totp.on')}</span>{' '}
          <span className="console-muted">{t('consoleOperators.totp.resetByAdmin')}</span>
        </p>
      ) : null}
      {!enabled && !enrolment ? (
        <Button variant="accent" loading={starting} onClick={() => void start()} data-testid="console-totp-start">
          {t('consoleOperators.totp.start')}
        </Button>
      ) : null}
      {enrolment ? (
        <form className="console-totp" onSubmit={onConfirm} noValidate>
          <ol className="console-totp__steps">
            <li>{t('consoleOperators.totp.step1')}</li>
            <li>{t('consoleOperators.totp.step2')}</li>
            <li>{t('consoleOperators.totp.step3')}</li>
          </ol>
          <div className="console-totp__qr">
            <QRCodeSVG value={enrolment.otpauthUrl} size={168} marginSize={2} title={t('consoleOperators.totp.qr')} />
          </div>
          <p className="console-muted">{t('consoleOperators.totp.manual')}</p>
          <code className="console-totp__secret" data-testid="console-totp-secret">
            {enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
          <TextField
            label={t('consoleOperators.totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            error={errors.code?.message}
            data-testid="console-totp-code"
            {...register('code')}
          />
          <Button type="submit" variant="accent" loading={isSubmitting} data-testid="console-totp-confirm">
            {t('consoleOperators.totp.confirm')}
          </Button>
        </form>
      ) : null}
      {failure ? (
        <p className="console-error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/** Every operator's own account page: password and authenticator. */
export function OwnAccountPage() {
  const { t } = useTranslation();
  return (
    <section className="console-page" aria-labelledby="console-account">
      <header className="console-page__head">
        <h2 id="console-account">{t('consoleOperators.account.title')}</h2>
      </header>
      <div className="console-own-grid">
        <OwnPasswordForm />
        <TotpEnrolment />
      </div>
    </section>
  );
}

/**
 * What stands before the console: a password someone else chose must be replaced, then an authenticator set up when
 * the brand requires one for the role. Null when nothing is pending.
 */
export function FirstSteps() {
  const operator = useConsoleSession((s) => s.operator);
  if (operator?.mustChangePassword) {
    return (
      <div className="console-first-step">
        <OwnPasswordForm forced />
      </div>
    );
  }
  if (operator?.totpEnrolRequired) {
    return (
      <div className="console-first-step">
        <TotpEnrolment required />
      </div>
    );
  }
  return null;
}
