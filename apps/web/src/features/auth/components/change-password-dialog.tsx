import { changePasswordRequestSchema, isVerificationPending } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { toast } from '@/components/ui/toast';
import { useBootInfo } from '@/features/system';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { useSessionStore } from '@/lib/session';
import { session, sessionKeys } from '@/lib/storage';
import { changePassword } from '../api/change-password';
import { memberInfoQuery } from '../api/get-member-info';
import { login } from '../api/login';
import { logout } from '../api/logout';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { newPasswordMessage, passwordLengthMessage } from '../lib/new-password';
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
  const completeLogin = useCompleteLogin();
  const rule = useBootInfo()?.info.register.password;
  const language = currentLanguage();
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } as ChangePasswordValues,
    schema: changePasswordRequestSchema,
    toBody: (v) => {
      const oldPassword = knownOld ?? (needsOld ? v.oldPassword : undefined);
      return {
        ...(oldPassword ? { oldPassword } : {}),
        newPassword: v.newPassword,
        confirmNewPassword: v.confirmNewPassword,
      };
    },
    messageOf: () => passwordLengthMessage(language),
    // The brand's password rule and "not the old one" are the server's too, but known only at runtime.
    checks: (v) => ({
      oldPassword:
        needsOld && v.oldPassword === ''
          ? t('auth.errors.required', { field: t('auth.fields.oldPassword') })
          : undefined,
      newPassword:
        newPasswordMessage(v.newPassword, rule, language, t('auth.errors.defaultPassword')) ??
        (v.newPassword === (knownOld ?? v.oldPassword) ? t('auth.errors.sameAsOld') : undefined),
      confirmNewPassword: v.confirmNewPassword === v.newPassword ? undefined : t('auth.errors.inconsistentTwice'),
    }),
    serverFields: [],
  });

  const onSubmit = submit(async (body, values) => {
    // The change ends every session, this one too; the page logs in again itself below.
    if (token) expectSessionEnd(token);
    try {
      await changePassword(body);
    } catch (error) {
      if (token) forgetExpectedSessionEnd(token);
      throw error;
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
            {...register('oldPassword')}
          />
        ) : null}
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
