import type { MemberProfile } from '@lotus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/form-icons';
import type { ContactKind } from '../api/bind-contact';
import { ContactDialog, type ContactMode } from './contact-dialog';
import { LockIcon, PhoneIcon } from './profile-icons';
import { StatusBadge } from './status-badge';

/** The mobile number and the email, masked, with whether a code proved them and the way to bind, verify or change. */
export function ContactsCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ kind: ContactKind; mode: ContactMode } | null>(null);
  const rows = [
    {
      kind: 'mobile' as const,
      icon: <PhoneIcon />,
      value: profile.mobile,
      verified: profile.mobileVerified,
      editable: profile.editable.includes('mobileNum'),
    },
    {
      kind: 'email' as const,
      icon: <MailIcon />,
      value: profile.email,
      verified: profile.emailVerified,
      editable: profile.editable.includes('email'),
    },
  ];

  return (
    <section className="card security-card" aria-labelledby="contacts-card-title" data-testid="contacts-card">
      <h2 id="contacts-card-title" className="security-card__title">
        {t('profile.contacts.title')}
      </h2>
      <p className="security-card__note">{t('profile.contacts.text')}</p>
      <ul className="security-rows">
        {rows.map(({ kind, icon, value, verified, editable }) => (
          <li
            key={kind}
            className="security-row"
            data-testid={`contact-${kind}`}
            data-verified={value === null ? 'none' : String(verified)}
          >
            <span className="security-row__icon">{icon}</span>
            <span className="security-row__main">
              <span className="security-row__label">
                {t(`profile.fields.${kind === 'mobile' ? 'mobileNum' : 'email'}`)}
                {value === null ? null : (
                  <StatusBadge ok={verified}>
                    {verified ? t('profile.contacts.verified') : t('profile.contacts.unverified')}
                  </StatusBadge>
                )}
              </span>
              <span className={`security-row__value${value === null ? ' security-row__value--empty' : ''}`}>
                {value ?? t('profile.contacts.notBound')}
              </span>
            </span>
            <span className="security-row__actions">
              {value !== null && !verified ? (
                <Button
                  variant="accent"
                  size="sm"
                  aria-label={t(`profile.contacts.verify.${kind}`)}
                  onClick={() => setOpen({ kind, mode: 'verify' })}
                >
                  {t('profile.contacts.verifyShort')}
                </Button>
              ) : null}
              {editable ? (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t(`profile.contacts.${value === null ? 'bind' : 'change'}.${kind}`)}
                  onClick={() => setOpen({ kind, mode: 'change' })}
                >
                  {value === null ? t('profile.contacts.bindShort') : t('profile.contacts.changeShort')}
                </Button>
              ) : (
                <span className="security-row__locked" title={t('profile.locked')}>
                  <LockIcon size={14} />
                  <span className="visually-hidden">{t('profile.locked')}</span>
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
      {open ? (
        <ContactDialog kind={open.kind} mode={open.mode} profile={profile} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
