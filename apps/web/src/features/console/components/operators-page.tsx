import { type ConsoleOperatorRow, type GeneratedPassword, type OperatorRole, operatorRoles } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { isApiError, queryClient } from '@/lib/api';
import { formatDateTime } from '@/lib/format';
import {
  changeOperatorRole,
  createOperator,
  operatorsKey,
  operatorsQuery,
  resetOperatorPassword,
  resetOperatorTotp,
  setOperatorDisabled,
} from '../api/console-operators-api';
import { useConsoleSession } from '../stores/console-session';
import './console-admin.css';
import './console-operators.css';

const errorText = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * The brand's operators (admins only): create one with a generated password shown once, change a role, disable or
 * enable, reset a password or an authenticator. An admin cannot disable or demote themselves.
 */
export function OperatorsPage() {
  const { t } = useTranslation();
  const me = useConsoleSession((s) => s.operator);
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const operators = useQuery(operatorsQuery());
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ kind: 'created' | 'reset'; value: GeneratedPassword } | null>(null);
  const [confirming, setConfirming] = useState<{ operator: ConsoleOperatorRow; action: 'password' | 'totp' } | null>(
    null,
  );
  const [busy, setBusy] = useState<number | null>(null);
  const list = operators.data?.list ?? [];

  const act = async (id: number, action: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(errorText(error, t('errors.unknown')));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: operatorsKey });
    }
  };

  const confirmReset = async () => {
    if (!confirming) return;
    const { operator, action } = confirming;
    setConfirming(null);
    if (action === 'password') {
      await act(
        operator.id,
        async () => setShown({ kind: 'reset', value: await resetOperatorPassword(operator.id) }),
        t('consoleOperators.passwordResetDone', { name: operator.username }),
      );
    } else {
      await act(
        operator.id,
        () => resetOperatorTotp(operator.id),
        t('consoleOperators.totpResetDone', { name: operator.username }),
      );
    }
  };

  return (
    <section className="console-page" aria-labelledby="console-operators">
      <header className="console-page__head">
        <h2 id="console-operators">{t('consoleOperators.title')}</h2>
        <Button variant="accent" onClick={() => setCreating(true)} data-testid="console-operator-new">
          {t('consoleOperators.new')}
        </Button>
      </header>
      <p className="console-muted">{t('consoleOperators.hint')}</p>
      {operators.isPending ? <Skeleton height={160} /> : null}
      {operators.isError ? (
        <p className="console-error" role="alert">
          {operators.error.message}{' '}
          <Button size="sm" variant="outline" onClick={() => void operators.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : null}
      {list.length > 0 ? (
        <table className="console-table">
          <thead>
            <tr>
              <th scope="col">{t('consoleOperators.username')}</th>
              <th scope="col">{t('consoleOperators.role')}</th>
              <th scope="col">{t('console.status')}</th>
              <th scope="col">{t('consoleOperators.totpColumn')}</th>
              <th scope="col">{t('consoleOperators.created')}</th>
              <th scope="col">{t('consoleOperators.lastSignIn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('console.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((o) => {
              const self = o.id === me?.id;
              return (
                <tr key={o.id} data-testid="console-operator" data-operator={o.username} data-disabled={o.disabled}>
                  <td>
                    <strong>{o.username}</strong>
                    {self ? <span className="console-muted"> ({t('consoleOperators.you')})</span> : null}
                  </td>
                  <td>
                    <SelectField
                      label={t('consoleOperators.roleOf', { name: o.username })}
                      hideLabel
                      value={o.role}
                      disabled={self || busy !== null}
                      data-testid="console-operator-role"
                      onChange={(e) =>
                        void act(
                          o.id,
                          () => changeOperatorRole(o.id, e.target.value as OperatorRole),
                          t('consoleOperators.roleDone', {
                            name: o.username,
                            role: t(`console.roles.${e.target.value as OperatorRole}`),
                          }),
                        )
                      }
                    >
                      {operatorRoles.map((role) => (
                        <option key={role} value={role}>
                          {t(`console.roles.${role}`)}
                        </option>
                      ))}
                    </SelectField>
                  </td>
                  <td>
                    <span className={`console-badge console-badge--${o.disabled ? 'off' : 'ok'}`}>
                      {t(o.disabled ? 'consoleOperators.disabled' : 'consoleOperators.enabled')}
                    </span>
                    {o.mustChangePassword ? (
                      <div className="console-muted">{t('consoleOperators.mustChange')}</div>
                    ) : null}
                  </td>
                  <td>
                    <span className={`console-badge console-badge--${o.totpEnabled ? 'ok' : 'off'}`}>
                      {t(o.totpEnabled ? 'consoleOperators.totpOn' : 'consoleOperators.totpOff')}
                    </span>
                  </td>
                  <td className="tabular">{formatDateTime(o.createdAt, offset)}</td>
                  <td className="tabular">{o.lastLoginAt ? formatDateTime(o.lastLoginAt, offset) : '—'}</td>
                  <td>
                    <div className="console-operator-actions">
                      <Button
                        size="sm"
                        variant={o.disabled ? 'accent' : 'outline'}
                        disabled={self || busy !== null}
                        loading={busy === o.id}
                        data-testid="console-operator-toggle"
                        onClick={() =>
                          void act(
                            o.id,
                            () => setOperatorDisabled(o.id, !o.disabled),
                            t(o.disabled ? 'consoleOperators.enableDone' : 'consoleOperators.disableDone', {
                              name: o.username,
                            }),
                          )
                        }
                      >
                        {t(o.disabled ? 'consoleOperators.enable' : 'consoleOperators.disable')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy !== null}
                        onClick={() => setConfirming({ operator: o, action: 'password' })}
                      >
                        {t('consoleOperators.resetPassword')}
                      </Button>
                      {o.totpEnabled ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy !== null}
                          onClick={() => setConfirming({ operator: o, action: 'totp' })}
                        >
                          {t('consoleOperators.resetTotp')}
                        </Button>
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      {creating ? (
        <CreateOperatorDialog
          onClose={() => setCreating(false)}
          onCreated={(value) => {
            setCreating(false);
            setShown({ kind: 'created', value });
            void queryClient.invalidateQueries({ queryKey: operatorsKey });
          }}
        />
      ) : null}
      {shown ? <PasswordOnce shown={shown} onClose={() => setShown(null)} /> : null}
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => (open ? undefined : setConfirming(null))}
          title={t(
            confirming.action === 'password'
              ? 'consoleOperators.confirmPasswordTitle'
              : 'consoleOperators.confirmTotpTitle',
            { name: confirming.operator.username },
          )}
          description={t(
            confirming.action === 'password' ? 'consoleOperators.confirmPassword' : 'consoleOperators.confirmTotp',
          )}
          size="sm"
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirming(null)}>
                {t('consoleOperators.cancel')}
              </Button>
              <Button variant="accent" onClick={() => void confirmReset()} data-testid="console-operator-confirm">
                {t('consoleOperators.confirmReset')}
              </Button>
            </>
          }
        />
      ) : null}
    </section>
  );
}

function CreateOperatorDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (value: GeneratedPassword) => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ username: string; role: OperatorRole }>({ defaultValues: { username: '', role: 'support' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await createOperator({ username: values.username.trim(), role: values.role }));
    } catch (error) {
      const text = errorText(error, t('errors.unknown'));
      if (isApiError(error) && error.errorCode === 'console.operator.username.taken') {
        setError('username', { message: text });
      } else setFailure(text);
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('consoleOperators.new')}
      description={t('consoleOperators.newHint')}
      size="sm"
      testId="console-operator-dialog"
    >
      <form className="console-own" onSubmit={onSubmit} noValidate style={{ padding: 0 }}>
        <TextField
          label={t('consoleOperators.username')}
          autoComplete="off"
          required
          hint={t('consoleOperators.usernameHint')}
          error={errors.username?.message}
          {...register('username', {
            required: t('console.required'),
            pattern: { value: /^\s*[A-Za-z][A-Za-z0-9_.-]{2,31}\s*$/, message: t('consoleOperators.usernameHint') },
          })}
        />
        <SelectField label={t('consoleOperators.role')} {...register('role')}>
          {operatorRoles.map((role) => (
            <option key={role} value={role}>
              {t(`console.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        {failure ? (
          <p className="console-error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="accent" loading={isSubmitting} data-testid="console-operator-create">
          {t('consoleOperators.create')}
        </Button>
      </form>
    </Dialog>
  );
}

/** The generated password, shown this once: the admin hands it over; the operator must change it at sign-in. */
function PasswordOnce({
  shown,
  onClose,
}: {
  shown: { kind: 'created' | 'reset'; value: GeneratedPassword };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.value.password);
      toast.success(t('consoleOperators.copied'));
    } catch {
      toast.error(t('errors.unknown'));
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      dismissible={false}
      title={t(shown.kind === 'created' ? 'consoleOperators.createdTitle' : 'consoleOperators.resetTitle', {
        name: shown.value.operator.username,
      })}
      size="sm"
      testId="console-operator-password"
      footer={
        <>
          <Button variant="outline" onClick={() => void copy()}>
            {t('consoleOperators.copy')}
          </Button>
          <Button variant="accent" onClick={onClose} data-testid="console-operator-password-done">
            {t('consoleOperators.done')}
          </Button>
        </>
      }
    >
      <div className="console-password-once">
        <p className="console-muted">{t('consoleOperators.onceHint')}</p>
        <code className="console-password-once__value" data-testid="console-operator-password-value">
          {shown.value.password}
        </code>
      </div>
    </Dialog>
  );
}
