import {
  authLimits,
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  type MemberProfile,
  profileValueError,
  registerErrorMessage,
} from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { MobileField, PasswordField, SmsCodeField, useCodeRequest } from '@/features/auth/code-fields';
import { queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { bindEmail, bindMobile, type ContactKind, type ContactTarget, sendContactCode } from '../api/bind-contact';
import { memberKeys } from '../api/get-profile';

export type ContactMode = 'verify' | 'change';

interface ContactValues {
  mobileNum: string;
  email: string;
  verificationCode: string;
  password: string;
}

export interface ContactDialogProps {
  kind: ContactKind;
  /** `verify`: prove the current number or address; `change`: bind a new one (or the first). */
  mode: ContactMode;
  profile: MemberProfile;
  onClose: () => void;
}

/**
 * Binds, changes or verifies the mobile number or the email: a code goes to the new number or address only (the old
 * one may be lost); replacing one also asks for the login password, and the old one is told of the change.
 */
export function ContactDialog({ kind, mode, profile, onClose }: ContactDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const current = kind === 'mobile' ? profile.mobile : profile.email;
  const replacing = mode === 'change' && current !== null;
  const needsPassword = replacing && profile.hasPassword;
  const [dialingCode, setDialingCode] = useState('');
  const codeRequest = useCodeRequest((target: ContactTarget) => sendContactCode(kind, target));

  // Verifying names nothing: the code goes to the number or address on file.
  const mobileTarget = (v: ContactValues) =>
    mode === 'verify' ? {} : { mobileNum: v.mobileNum.replace(/[\s-]/g, ''), countryDialingCode: dialingCode };
  const emailTarget = (v: ContactValues) => (mode === 'verify' ? {} : { email: v.email.trim().toLowerCase() });
  const target = (v: ContactValues): ContactTarget => (kind === 'mobile' ? mobileTarget(v) : emailTarget(v));

  // The merchant's rule of the field and a usable number or address: the check the server runs on what is sent.
  const targetMessage = (field: 'mobileNum' | 'email', value: string) => {
    if (!value) return t(field === 'mobileNum' ? 'auth.errors.mobileInvalid' : 'auth.errors.emailInvalid');
    const error = profileValueError(profile.rules, field, value);
    return error ? registerErrorMessage(error, language) : undefined;
  };
  const codePattern = new RegExp(`^\\d{${authLimits.codeDigits}}$`);

  const {
    register,
    submit,
    failure,
    trigger,
    getValues,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: { mobileNum: '', email: '', verificationCode: '', password: '' } as ContactValues,
    schema: kind === 'mobile' ? bindMobileRequestSchema : bindEmailRequestSchema,
    toBody: (v) => ({
      ...target(v),
      verificationCode: v.verificationCode.trim(),
      ...(needsPassword ? { password: v.password } : {}),
    }),
    messageOf: (path) => {
      if (path === 'verificationCode') return t('profile.contacts.codeRequired');
      if (path === 'password') return t('profile.contacts.passwordRequired');
      return t(path === 'email' ? 'auth.errors.emailInvalid' : 'auth.errors.mobileInvalid');
    },
    checks: (v) => ({
      mobileNum:
        kind === 'mobile' && mode === 'change'
          ? targetMessage('mobileNum', mobileTarget(v).mobileNum ?? '')
          : undefined,
      email: kind === 'email' && mode === 'change' ? targetMessage('email', emailTarget(v).email ?? '') : undefined,
      verificationCode: codePattern.test(v.verificationCode.trim()) ? undefined : t('profile.contacts.codeRequired'),
      password: needsPassword && v.password === '' ? t('profile.contacts.passwordRequired') : undefined,
    }),
    serverFields: ['mobileNum', 'email', 'password'],
    failureWithFields: true,
  });

  // The send button checks the number or address first (spec §4: the mobile number must validate first).
  const validTarget = async () => {
    if (mode === 'verify') return target(getValues());
    return (await trigger(kind === 'mobile' ? 'mobileNum' : 'email')) ? target(getValues()) : null;
  };

  const onSubmit = submit(async (_body, v) => {
    const proof = { verificationCode: v.verificationCode.trim(), ...(needsPassword ? { password: v.password } : {}) };
    await (kind === 'mobile'
      ? bindMobile({ ...mobileTarget(v), ...proof })
      : bindEmail({ ...emailTarget(v), ...proof }));
    await queryClient.invalidateQueries({ queryKey: memberKeys });
    toast.success(t(`profile.contacts.${kind}Done`));
    onClose();
  });

  const title = t(`profile.contacts.${mode === 'verify' ? 'verify' : current ? 'change' : 'bind'}.${kind}`);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="sm"
      testId="contact-dialog"
    >
      <form className="contact-form" onSubmit={onSubmit} noValidate>
        {replacing ? <p className="contact-form__note">{t('profile.contacts.current', { value: current })}</p> : null}
        {mode === 'verify' ? (
          <p className="contact-form__note">{t('profile.contacts.sendTo', { target: current ?? '' })}</p>
        ) : kind === 'mobile' ? (
          <MobileField
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            required
            error={errors.mobileNum?.message}
            {...register('mobileNum')}
          />
        ) : (
          <TextField
            label={t('profile.contacts.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <SmsCodeField
          {...(kind === 'email' ? { label: t('profile.contacts.emailCode') } : {})}
          sms={codeRequest}
          onSend={() => void codeRequest.send(validTarget)}
          hint={codeRequest.sentMinutes ? t('auth.codeSent', { minutes: codeRequest.sentMinutes }) : undefined}
          error={errors.verificationCode?.message}
          {...register('verificationCode')}
        />
        {needsPassword ? (
          <PasswordField
            label={t('profile.contacts.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
        {mode === 'change' ? (
          <p className="contact-form__note">{t(`profile.contacts.${replacing ? 'changeNote' : 'bindNote'}.${kind}`)}</p>
        ) : null}
        {failure ? (
          <p className="security-card__error" role="alert" data-testid="contact-error">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="contact-submit">
          {t('profile.contacts.confirm')}
        </Button>
      </form>
    </Dialog>
  );
}
