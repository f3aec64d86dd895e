import { type MemberProfile, type ProfileTextField, registerErrorMessage } from '@lotus/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { queryClient } from '@/lib/api';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { memberKeys } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import {
  initialValues,
  type ProfileValues,
  profileChanges,
  profileRequestSchema,
  visibleProfileFields,
} from '../lib/profile-form';

const autoComplete: Partial<Record<ProfileTextField, string>> = { nickname: 'nickname', payeeName: 'name' };

/**
 * The editable fields of the profile, checked as the server will check them (the merchant's registration rules).
 * Only what changed is sent; the server's field messages land beside their fields.
 */
export function ProfileForm({ profile, onDone }: { profile: MemberProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const initial = useMemo(() => initialValues(profile), [profile]);
  const fields = visibleProfileFields(profile).filter((f) => f.editable);
  const schema = useMemo(() => profileRequestSchema(profile.rules, language), [profile.rules, language]);
  const {
    register,
    submit,
    failure,
    formState: { errors, isSubmitting },
  } = useContractForm({
    defaultValues: initial,
    schema,
    // Only what changed is sent, and judged.
    toBody: (v: ProfileValues) => profileChanges(v, initial, profile.editable),
    // The schema's own cap on any value (256 characters); the merchant's rules come with their messages.
    messageOf: (_path, error) =>
      error.type === 'custom'
        ? undefined
        : registerErrorMessage({ kind: 'pattern', patternId: 1, min: 1, max: 256 }, language),
    failureWithFields: true,
  });

  const onSubmit = submit(async (changes) => {
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
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
    </form>
  );
}
