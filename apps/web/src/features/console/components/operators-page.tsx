import {
  type ConsoleOperatorRow,
  createOperatorRequestSchema,
  type GeneratedPassword,
  type OperatorRole,
  operatorRoles,
} from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextField } from '@/components/ui/form-field';
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
import { ConsoleTable, FormDialog, useConsoleForm, useRowAction } from './kit';
import './console-admin.css';
import './console-operators.css';

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

  const { busy, act } = useRowAction<number>(operatorsKey);

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
      <ConsoleTable
        query={operators}
        loadingHeight={160}
        rows={operators.data?.list}
        rowKey={(o) => o.id}
        rowProps={(o) => ({
          'data-testid': 'console-operator',
          'data-operator': o.username,
          'data-disabled': o.disabled,
        })}
        columns={[
          {
            key: 'username',
            header: t('consoleOperators.username'),
            cell: (o) => (
              <>
                <strong>{o.username}</strong>
                {o.id === me?.id ? <span className="console-muted"> ({t('consoleOperators.you')})</span> : null}
              </>
            ),
          },
          {
            key: 'role',
            header: t('consoleOperators.role'),
            cell: (o) => (
              <SelectField
                label={t('consoleOperators.roleOf', { name: o.username })}
                hideLabel
                value={o.role}
                disabled={o.id === me?.id || busy !== null}
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
            ),
          },
          {
            key: 'status',
            header: t('console.status'),
            cell: (o) => (
              <>
                <span className={`console-badge console-badge--${o.disabled ? 'off' : 'ok'}`}>
                  {t(o.disabled ? 'consoleOperators.disabled' : 'consoleOperators.enabled')}
                </span>
                {o.mustChangePassword ? <div className="console-muted">{t('consoleOperators.mustChange')}</div> : null}
              </>
            ),
          },
          {
            key: 'totp',
            header: t('consoleOperators.totpColumn'),
            cell: (o) => (
              <span className={`console-badge console-badge--${o.totpEnabled ? 'ok' : 'off'}`}>
                {t(o.totpEnabled ? 'consoleOperators.totpOn' : 'consoleOperators.totpOff')}
              </span>
            ),
          },
          {
            key: 'created',
            header: t('consoleOperators.created'),
            className: 'tabular',
            cell: (o) => formatDateTime(o.createdAt, offset),
          },
          {
            key: 'lastSignIn',
            header: t('consoleOperators.lastSignIn'),
            className: 'tabular',
            cell: (o) => (o.lastLoginAt ? formatDateTime(o.lastLoginAt, offset) : '—'),
          },
        ]}
        actionsClassName="console-operator-actions"
        actions={(o) => (
          <>
            <Button
              size="sm"
              variant={o.disabled ? 'accent' : 'outline'}
              disabled={o.id === me?.id || busy !== null}
              loading={busy === o.id}
              data-testid="console-operator-toggle"
              onClick={() =>
                void act(
                  o.id,
                  () => setOperatorDisabled(o.id, !o.disabled),
                  t(o.disabled ? 'consoleOperators.enableDone' : 'consoleOperators.disableDone', { name: o.username }),
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
          </>
        )}
      />
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
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useConsoleForm({
    defaultValues: { username: '', role: 'support' as OperatorRole },
    schema: createOperatorRequestSchema,
    toBody: (values) => ({ username: values.username.trim(), role: values.role }),
    // Blank is "required"; anything else the contract refuses breaks the rule the hint states.
    messageOf: (path, _error, values) =>
      path === 'username'
        ? t(values.username === '' ? 'console.required' : 'consoleOperators.usernameHint')
        : undefined,
    fieldOf: (error) =>
      isApiError(error) && error.errorCode === 'console.operator.username.taken' ? 'username' : undefined,
  });
  const onSubmit = submit(async (body) => onCreated(await createOperator(body)));

  return (
    <FormDialog
      title={t('consoleOperators.new')}
      description={t('consoleOperators.newHint')}
      size="sm"
      testId="console-operator-dialog"
      onClose={onClose}
      onSubmit={onSubmit}
      formClassName="console-own"
      formStyle={{ padding: 0 }}
      noCancel
      failure={failure}
      pending={isSubmitting}
      submitLabel={t('consoleOperators.create')}
      submitTestId="console-operator-create"
    >
      <TextField
        label={t('consoleOperators.username')}
        autoComplete="off"
        required
        hint={t('consoleOperators.usernameHint')}
        error={errors.username?.message}
        {...register('username')}
      />
      <SelectField label={t('consoleOperators.role')} {...register('role')}>
        {operatorRoles.map((role) => (
          <option key={role} value={role}>
            {t(`console.roles.${role}`)}
          </option>
        ))}
      </SelectField>
    </FormDialog>
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
