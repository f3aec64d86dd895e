import { type MemberProfile, profileValueError, registerErrorMessage } from '@lotus/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { MobileField, PasswordField, SmsCodeField, useCodeRequest } from '@/features/auth/code-fields';
import { isApiError, queryClient } from '@/lib/api';
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
  const [failure, setFailure] = useState<string | null>(null);
  const codeRequest = useCodeRequest((target: ContactTarget) => sendContactCode(kind, target));
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({ defaultValues: { mobileNum: '', email: '', verificationCode: '', password: '' } });

  // Verifying names nothing: the code goes to the number or address on file.
  const mobileTarget = () =>
    mode === 'verify'
      ? {}
      : { mobileNum: getValues('mobileNum').replace(/[\s-]/g, ''), countryDialingCode: dialingCode };
  const emailTarget = () => (mode === 'verify' ? {} : { email: getValues('email').trim().toLowerCase() });
  const target = (): ContactTarget => (kind === 'mobile' ? mobileTarget() : emailTarget());

  // The send button checks the number or address first (spec §4: the mobile number must validate first).
  const validTarget = async () => {
    if (mode === 'verify') return target();
    return (await trigger(kind === 'mobile' ? 'mobileNum' : 'email')) ? target() : null;
  };

  const checkMobile = (value: string) => {
    const v = value.replace(/[\s-]/g, '');
    if (!v) return t('auth.errors.mobileInvalid');
    const error = profileValueError(profile.rules, 'mobileNum', v);
    return error ? registerErrorMessage(error, language) : true;
  };
  const checkEmail = (value: string) => {
    const v = value.trim().toLowerCase();
    if (!v) return t('auth.errors.emailInvalid');
    const error = profileValueError(profile.rules, 'email', v);
    return error ? registerErrorMessage(error, language) : true;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const proof = {
      verificationCode: values.verificationCode.trim(),
      ...(needsPassword ? { password: values.password } : {}),
    };
    try {
      await (kind === 'mobile'
        ? bindMobile({ ...mobileTarget(), ...proof })
        : bindEmail({ ...emailTarget(), ...proof }));
      await queryClient.invalidateQueries({ queryKey: memberKeys });
      toast.success(t(`profile.contacts.${kind}Done`));
      onClose();
    } catch (error) {
      const fields = isApiError(error) ? error.value.fields : undefined;
      if (isApiError(error) && fields && typeof fields === 'object') {
        for (const [name, message] of Object.entries(fields)) {
          // Some checks name their error code for the field rather than a text: the envelope's message says it.
          const text = message === error.errorCode ? error.message : String(message);
          if (name === 'mobileNum' || name === 'email' || name === 'password') setError(name, { message: text });
        }
      }
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
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
            {...register('mobileNum', { validate: checkMobile })}
          />
        ) : (
          <TextField
            label={t('profile.contacts.newEmail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register('email', { validate: checkEmail })}
          />
        )}
        <SmsCodeField
          {...(kind === 'email' ? { label: t('profile.contacts.emailCode') } : {})}
          sms={codeRequest}
          onSend={() => void codeRequest.send(validTarget)}
          hint={codeRequest.sentMinutes ? t('auth.codeSent', { minutes: codeRequest.sentMinutes }) : undefined}
          error={errors.verificationCode?.message}
          {...register('verificationCode', {
            validate: (v) => /^\d{6}$/.test(v.trim()) || t('profile.contacts.codeRequired'),
          })}
        />
        {needsPassword ? (
          <PasswordField
            label={t('profile.contacts.password')}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password', { validate: (v) => v.length > 0 || t('profile.contacts.passwordRequired') })}
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
