import type { RegisterField, RegisterFlags, RegisterMode, RegisterRequest, RegisterRules } from '@lotus/contract';
import { useCallback, useMemo, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { useBootInfo } from '@/features/system';
import { isApiError } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { checkAffiliate } from '../api/check-affiliate';
import { register as registerAccount } from '../api/register';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { useSmsCode } from '../hooks/use-sms-code';
import { type RegisterFieldView, registerFieldMessages, visibleRegisterFields } from '../lib/register-form-fields';
import { useAuthDialog } from '../stores/auth-dialog-store';
import { CaptchaField } from './captcha-field';
import { FormError } from './form-error';
import { MessageDialog } from './message-dialog';
import { MobileField } from './mobile-field';
import { PasswordField } from './password-field';
import { SmsCodeField } from './sms-code-field';
import { TermsCheckbox } from './terms-checkbox';

type RegisterValues = Record<RegisterField, string> & { countryDialingCode: string; terms: boolean; adult: boolean };

// Before the boot payload arrives no field is enabled; the dialog only opens after it has.
const noRules = {} as RegisterRules;

const passwordFields: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);
/** The account itself: shown up front even where the brand's rules leave them optional. */
const alwaysShown: ReadonlySet<RegisterField> = new Set([
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'captcha',
]);
const autoComplete: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  email: 'email',
  payeeName: 'name',
  captcha: 'off',
};

const toRequest = (values: RegisterValues, fields: readonly RegisterField[]): RegisterRequest => {
  const body: RegisterRequest = {};
  for (const name of fields) {
    const value = values[name]?.trim() ?? '';
    if (value !== '') body[name] = passwordFields.has(name) ? values[name] : value;
  }
  if (body.mobileNum) body.countryDialingCode = values.countryDialingCode;
  return body;
};

/**
 * Registration (spec §2, §5): exactly the fields the merchant's rules enable, validated live by the contract's
 * shared rules (the same code the server runs), terms and 18+ boxes, affiliate and referral codes from the link.
 */
export function RegisterForm({ mode }: { mode: RegisterMode }) {
  const { t } = useTranslation();
  const boot = useBootInfo();
  const features = boot?.features ?? {};
  const rules = boot?.info.register ?? noRules;
  const referralCode = useAuthDialog((s) => s.referralCode);
  const affiliateCode = useAuthDialog((s) => s.affiliateCode);
  const flags: RegisterFlags = useMemo(
    () => ({
      mode,
      smsVerification: features.REGMOBVERF3 === true,
      mobilePassword: features.MOBILENUMPASSREG3 === true,
      captcha: features.CAPTCHA3 === true,
    }),
    [mode, features.REGMOBVERF3, features.MOBILENUMPASSREG3, features.CAPTCHA3],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [invitationError, setInvitationError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // A link's affiliate code is already filled in among the optional fields: show it.
  const [optionalOpen, setOptionalOpen] = useState(Boolean(affiliateCode));
  const completeLogin = useCompleteLogin();
  const sms = useSmsCode('register');

  const shownNames = useMemo(() => visibleRegisterFields(rules, flags).map((f) => f.name), [rules, flags]);

  const resolver: Resolver<RegisterValues> = useCallback(
    async (values) => {
      const messages = registerFieldMessages(rules, toRequest(values, shownNames), flags, currentLanguage());
      const errors: FieldErrors<RegisterValues> = {};
      for (const [name, message] of Object.entries(messages)) {
        errors[name as RegisterField] = { type: 'rule', message };
      }
      if (!values.terms) errors.terms = { type: 'terms', message: t('auth.errors.termsRequired') };
      if (!values.adult) errors.adult = { type: 'adult', message: t('auth.errors.adultRequired') };
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
    [rules, flags, shownNames, t],
  );

  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      ...(Object.fromEntries(shownNames.map((n) => [n, ''])) as Record<RegisterField, string>),
      affiliateCode: affiliateCode ?? '',
      countryDialingCode: '',
      terms: false,
      adult: false,
    },
  });
  const setDialingCode = useCallback((code: string) => setValue('countryDialingCode', code), [setValue]);
  const fields = visibleRegisterFields(rules, flags, toRequest(watch(), shownNames));

  const sendCode = () =>
    void sms.send(async () =>
      (await trigger('mobileNum'))
        ? { mobileNum: getValues('mobileNum').trim(), countryDialingCode: getValues('countryDialingCode') }
        : null,
    );

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const body: RegisterRequest = {
      ...toRequest(values, shownNames),
      ...(referralCode ? { referralCode } : {}),
      termsAccepted: true,
    };
    showFullPageLoader();
    try {
      if (body.affiliateCode && features.AFFMAN3 && !(await checkAffiliate(body.affiliateCode))) {
        hideFullPageLoader();
        setInvitationError(true);
        return;
      }
      const result = await registerAccount(mode, body);
      await completeLogin(result, 'register');
    } catch (error) {
      hideFullPageLoader();
      setAttempt((n) => n + 1);
      setValue('captcha', '');
      if (isApiError(error) && error.errorCode === 'invitation_code_error') {
        // A referral code from the link cannot be corrected in the form: the next try goes without it.
        if (referralCode) useAuthDialog.setState({ referralCode: null });
        setInvitationError(true);
        return;
      }
      const fieldMessages = isApiError(error) ? error.value.fields : undefined;
      if (fieldMessages && typeof fieldMessages === 'object') {
        for (const [name, message] of Object.entries(fieldMessages as Record<string, unknown>)) {
          if (shownNames.includes(name as RegisterField) && typeof message === 'string') {
            setError(name as RegisterField, { type: 'server', message });
          }
        }
      }
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
  });

  const renderField = ({ name, required }: RegisterFieldView) => {
    const common = { required, error: errors[name]?.message, ...register(name) };
    const label = t(`auth.fields.${name}`);
    if (name === 'mobileNum') {
      return (
        <MobileField
          key={name}
          {...common}
          dialingCode={watch('countryDialingCode')}
          onDialingCodeChange={setDialingCode}
        />
      );
    }
    if (name === 'verificationCode') return <SmsCodeField key={name} {...common} sms={sms} onSend={sendCode} />;
    if (name === 'captcha') return <CaptchaField key={`${name}-${attempt}`} {...common} />;
    if (passwordFields.has(name)) {
      return (
        <PasswordField
          key={name}
          label={label}
          autoComplete={autoComplete[name]}
          inputMode={name === 'paymentPassword' ? 'numeric' : undefined}
          {...common}
        />
      );
    }
    return (
      <TextField
        key={name}
        label={label}
        type={name === 'email' ? 'email' : 'text'}
        autoComplete={autoComplete[name] ?? 'off'}
        autoCapitalize="none"
        {...common}
      />
    );
  };

  // What must be filled in comes first; optional extras wait behind one line, so the form fits a phone screen.
  const essential = fields.filter((f) => f.required || alwaysShown.has(f.name));
  const optional = fields.filter((f) => !f.required && !alwaysShown.has(f.name));
  // A refused optional field is never hidden.
  const optionalInvalid = optional.some((f) => errors[f.name] !== undefined);

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      {mode === 'mobile' ? <p className="auth-form__note">{t('auth.mobileRegisterHint')}</p> : null}
      {essential.filter((f) => f.name !== 'captcha').map(renderField)}
      {optional.length > 0 ? (
        <details
          className="auth-form__optional"
          open={optionalOpen || optionalInvalid}
          onToggle={(e) => setOptionalOpen(e.currentTarget.open)}
          data-testid="register-optional"
        >
          <summary>{t('auth.optionalFields', { count: optional.length })}</summary>
          <div className="auth-form__optional-fields">{optional.map(renderField)}</div>
        </details>
      ) : null}
      {essential.filter((f) => f.name === 'captcha').map(renderField)}
      <TermsCheckbox error={errors.terms?.message} {...register('terms')} />
      <CheckboxField label={t('auth.adult')} required error={errors.adult?.message} {...register('adult')} />
      <FormError message={failure} />
      <Button type="submit" variant="accent" size="lg" block loading={isSubmitting} data-testid="register-submit">
        {t('auth.submitRegister')}
      </Button>
      <MessageDialog
        open={invitationError}
        title={t('auth.invitationTitle')}
        message={t('auth.invitationError')}
        onConfirm={() => setInvitationError(false)}
        testId="invitation-error-dialog"
      />
    </form>
  );
}
