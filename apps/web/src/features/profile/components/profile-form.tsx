import { type MemberProfile, type ProfileTextField, registerErrorMessage } from '@lotus/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { useFeature } from '@/features/system';
import { queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { memberKeys } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import {
  initialValues,
  latestBirthday,
  type ProfileFormValues,
  profileRequest,
  profileRequestSchema,
  visibleProfileFields,
} from '../lib/profile-form';
import { BirthdayConfirmDialog } from './birthday-confirm-dialog';

const autoComplete: Partial<Record<ProfileTextField, string>> = { nickname: 'nickname', payeeName: 'name' };

/** A question the member answers in the birthday dialog before the form is sent. */
interface BirthdayQuestion {
  date: string;
  answer: (confirmed: boolean) => void;
}

/**
 * The editable fields of the profile, checked as the server will check them (the merchant's registration rules),
 * and the date of birth while it is not set: it is set once, so the member confirms it before it is sent. Only what
 * changed is sent; the server's field messages land beside their fields.
 */
export function ProfileForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const vip = useFeature('VIP3');
  const initial = useMemo(() => initialValues(profile), [profile]);
  const fields = visibleProfileFields(profile).filter((f) => f.editable);
  const schema = useMemo(() => profileRequestSchema(profile.rules, language), [profile.rules, language]);
  const [question, setQuestion] = useState<BirthdayQuestion | null>(null);
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: initial,
    schema,
    // Only what changed is sent, and judged.
    toBody: (v: ProfileFormValues) => profileRequest(v, initial, profile),
    // The schema's own cap on any value (256 characters) and its date rules; the merchant's rules come with their
    // messages.
    messageOf: (path, error) => {
      if (path === 'birthday') return t('profile.birthday.invalid');
      return error.type === 'custom'
        ? undefined
        : registerErrorMessage({ kind: 'pattern', patternId: 1, min: 1, max: 256 }, language);
    },
    failureWithFields: true,
  });

  const onSubmit = submit(async (changes) => {
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    const { birthday } = changes;
    if (birthday !== undefined) {
      const confirmed = await new Promise<boolean>((answer) => setQuestion({ date: birthday, answer }));
      setQuestion(null);
      if (!confirmed) return;
    }
    await updateProfile(changes);
    await queryClient.invalidateQueries({ queryKey: memberKeys });
    toast.success(t('profile.saved'));
    onDone();
  });

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate data-testid="profile-form">
      <div className="profile-form__fields">
        {fields.map(({ field, value }) => (
          <TextField
            key={field}
            label={t(`profile.fields.${field}`)}
            autoComplete={autoComplete[field] ?? 'off'}
            placeholder={field === 'idNumber' && value ? t('profile.keepMasked', { value }) : undefined}
            hint={field === 'payeeName' ? t('profile.realNameOnce') : undefined}
            error={errors[field]?.message}
            {...register(field)}
          />
        ))}
        {profile.birthdayEditable ? (
          <TextField
            type="date"
            label={t('profile.birthday.label')}
            autoComplete="bday"
            min="1900-01-01"
            max={latestBirthday()}
            hint={vip ? t('profile.birthday.onceReward') : t('profile.birthday.once')}
            error={errors.birthday?.message}
            data-testid="profile-birthday"
            {...register('birthday')}
          />
        ) : null}
      </div>
      {failure ? (
        <p className="security-card__error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="profile-form__actions">
        <Button type="submit" variant="accent" loading={isSubmitting} data-testid="profile-save">
          {t('profile.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('auth.cancel')}
        </Button>
      </div>
      <BirthdayConfirmDialog date={question?.date ?? null} onAnswer={(confirmed) => question?.answer(confirmed)} />
    </form>
  );
}
