import { isVerificationPending } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { toast } from '@/components/ui/toast';
import { useSessionStore } from '@/lib/session';
import { session, sessionKeys } from '@/lib/storage';
import { changePassword } from '../api/change-password';
import { memberInfoQuery } from '../api/get-member-info';
import { login } from '../api/login';
import { logout } from '../api/logout';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { closeAuthDialog, openLogin, takeOldPassword, useAuthDialog } from '../stores/auth-dialog-store';
import { expectSessionEnd, forgetExpectedSessionEnd } from '../stores/expected-session-end';
import { FormError } from './form-error';
import { PasswordField } from './password-field';
// Form layout shared with the login and register dialogs.
import './auth-dialog.css';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Change password (spec §2, §4): read-only username, the old password only when it is not already known, new and
 * confirmation. The server ends every session, so the member is logged in again with the new password.
 */
export default function ChangePasswordDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forced = useAuthDialog((s) => s.forced);
  const token = useSessionStore((s) => s.token);
  const info = useQuery(memberInfoQuery(token)).data;
  const [knownOld] = useState(takeOldPassword);
  const username = session.get(sessionKeys.account) ?? info?.account ?? '';
  const needsOld = knownOld === null && info?.hasPassword !== false;
  const [failure, setFailure] = useState<string | null>(null);
  const completeLogin = useCompleteLogin();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({ defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const oldPassword = knownOld ?? (needsOld ? values.oldPassword : undefined);
    // The change ends every session, this one too; the page logs in again itself below.
    if (token) expectSessionEnd(token);
    try {
      await changePassword({
        ...(oldPassword ? { oldPassword } : {}),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
    } catch (error) {
      if (token) forgetExpectedSessionEnd(token);
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
      return;
    }
    toast.success(t('auth.passwordChanged'));
    showFullPageLoader();
    try {
      const response = await login({ type: 'username', username, password: values.newPassword });
      if (isVerificationPending(response)) throw new Error(t('auth.newAddress.text'));
      await completeLogin(response, 'password', values.newPassword);
      await navigate('/');
    } catch {
      // Sessions were revoked with the change: a fresh login is the way back in.
      hideFullPageLoader();
      logout();
      openLogin();
    }
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      dismissible={!forced}
      title={t('auth.changePasswordTitle')}
      description={forced ? t('auth.forcedChangeText') : undefined}
      size="sm"
      testId="change-password-dialog"
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.fields.username')} value={username} readOnly autoComplete="username" />
        {needsOld ? (
          <PasswordField
            label={t('auth.fields.oldPassword')}
            autoComplete="current-password"
            required
            error={errors.oldPassword?.message}
            {...register('oldPassword', {
              required: t('auth.errors.required', { field: t('auth.fields.oldPassword') }),
            })}
          />
        ) : null}
        <PasswordField
          label={t('auth.fields.newPassword')}
          autoComplete="new-password"
          required
          error={errors.newPassword?.message}
          {...register('newPassword', {
            validate: (v, all) => {
              if (v.length < 6 || v.length > 32) return t('auth.errors.passwordInvalid');
              if (v === (knownOld ?? all.oldPassword)) return t('auth.errors.sameAsOld');
              return true;
            },
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
        <Button
          type="submit"
          variant="accent"
          size="lg"
          block
          loading={isSubmitting}
          data-testid="change-password-submit"
        >
          {t('auth.submitChange')}
        </Button>
        {forced ? (
          <Button
            variant="ghost"
            block
            onClick={() => {
              closeAuthDialog();
              logout();
            }}
          >
            {t('auth.signOut')}
          </Button>
        ) : null}
      </form>
    </Dialog>
  );
}
