import type { MemberProfile, ProfileTextField } from '@lotus/contract';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast';
import { isApiError, queryClient } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { memberKeys } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import {
  checkProfileField,
  initialValues,
  type ProfileValues,
  profileChanges,
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
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues>({ defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = profileChanges(values, initial, profile.editable);
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    try {
      await updateProfile(changes);
      await queryClient.invalidateQueries({ queryKey: memberKeys });
      toast.success(t('profile.saved'));
      onDone();
    } catch (error) {
      const serverFields = isApiError(error) ? error.value.fields : undefined;
      if (serverFields && typeof serverFields === 'object') {
        for (const [name, message] of Object.entries(serverFields)) {
          if (name in initial) setError(name as ProfileTextField, { message: String(message) });
        }
      }
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    }
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
            {...register(field, {
              validate: (v) => checkProfileField(profile, field, v, initial[field], language),
            })}
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
