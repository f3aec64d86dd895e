import type { MemberProfile } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useMerchant } from '@/features/system';
import { VipLabel } from '@/features/vip';
import { formatDateTime } from '@/lib/format';
import { visibleProfileFields } from '../lib/profile-form';
import { ProfileForm } from './profile-form';
import { CopyIcon, LockIcon } from './profile-icons';

/** Who the member is: username and user id (copyable), then the profile fields, read or edited as the merchant allows. */
export function ProfileCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  const [editing, setEditing] = useState(false);
  const fields = visibleProfileFields(profile);
  const canEdit = fields.some((f) => f.editable) || profile.birthdayEditable;
  const anyLocked = fields.some((f) => !f.editable);
  const name = profile.nickname ?? profile.account;

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(String(profile.id));
      toast.success(t('profile.copied'));
    } catch {
      toast.error(t('profile.copyFailed'));
    }
  };

  return (
    <section
      className="card security-card security-centre__wide profile-card"
      aria-labelledby="profile-card-title"
      data-testid="profile-card"
      data-editing={editing || undefined}
    >
      <div className="profile-card__head">
        <span className="profile-card__avatar" aria-hidden="true">
          {[...name][0]?.toUpperCase()}
        </span>
        <div className="profile-card__who">
          <div className="profile-card__name">
            <h2 id="profile-card-title" className="security-card__title">
              {name}
            </h2>
            <VipLabel size="md" />
          </div>
          <dl className="profile-card__ids">
            <div>
              <dt>{t('profile.username')}</dt>
              <dd data-testid="profile-username">{profile.account}</dd>
            </div>
            <div>
              <dt>{t('profile.userId')}</dt>
              <dd className="tabular">
                <span data-testid="profile-user-id">{profile.id}</span>
                <IconButton label={t('profile.copyId')} className="profile-card__copy" onClick={() => void copyId()}>
                  <CopyIcon size={16} />
                </IconButton>
              </dd>
            </div>
          </dl>
          <p className="profile-card__since">
            {t('profile.since', { date: formatDateTime(profile.regDate, offset).slice(0, 10) })}
          </p>
        </div>
        {canEdit && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        ) : null}
      </div>

      {editing ? (
        <ProfileForm profile={profile} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className="profile-fields">
            {fields.map(({ field, value, editable }) => (
              <div key={field} className="profile-field" data-field={field}>
                <dt>{t(`profile.fields.${field}`)}</dt>
                <dd className={value === null ? 'profile-field__empty' : undefined}>
                  {value ?? t('profile.notSet')}
                  {editable ? null : <LockedMark />}
                </dd>
              </div>
            ))}
            <BirthdayField profile={profile} />
          </dl>
          {anyLocked ? <p className="security-card__note">{t('profile.lockedNote')}</p> : null}
        </>
      )}
    </section>
  );
}

/**
 * The date of birth (the VIP birthday reward's): not set yet, which the form offers to fill in once; or set, for
 * reading only, and customer service corrects it.
 */
function BirthdayField({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  if (profile.birthday === null && !profile.birthdayEditable) return null;
  return (
    <div className="profile-field" data-field="birthday">
      <dt>{t('profile.birthday.label')}</dt>
      <dd
        className={profile.birthday === null ? 'profile-field__empty' : undefined}
        data-testid="profile-birthday-value"
      >
        {profile.birthday ?? t('profile.notSet')}
        {profile.birthdayEditable ? null : <LockedMark />}
      </dd>
      {profile.birthday !== null && !profile.birthdayEditable ? (
        <dd className="profile-field__note">{t('profile.birthday.locked')}</dd>
      ) : null}
    </div>
  );
}

/** Beside a value only customer service changes. */
function LockedMark() {
  const { t } = useTranslation();
  return (
    <span className="profile-field__lock" title={t('profile.locked')}>
      <LockIcon size={14} />
      <span className="visually-hidden">{t('profile.locked')}</span>
    </span>
  );
}
