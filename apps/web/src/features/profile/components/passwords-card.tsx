import type { MemberProfile } from '@lotus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openChangePassword, openPaymentPassword } from '@/features/auth';
import { useMerchant } from '@/features/system';
import { formatDateTime } from '@/lib/format';
import { KeyIcon, LockIcon } from './profile-icons';
import { StatusBadge } from './status-badge';

/** The login password (the existing change dialog) and the payment password (set or change), with their state. */
export function PasswordsCard({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation();
  const offset = useMerchant()?.gmtOffsetMinutes ?? 0;
  return (
    <section className="card security-card" aria-labelledby="passwords-card-title" data-testid="security-panel">
      <h2 id="passwords-card-title" className="security-card__title">
        {t('profile.passwords.title')}
      </h2>
      <ul className="security-rows">
        <li className="security-row">
          <span className="security-row__icon">
            <KeyIcon />
          </span>
          <span className="security-row__main">
            <span className="security-row__label">{t('profile.passwords.login')}</span>
            <span className="security-row__value">
              {profile.hasPassword
                ? t('profile.passwords.changedAt', {
                    date: formatDateTime(profile.passwordChangedAt, offset).slice(0, 10),
                  })
                : t('profile.passwords.noLogin')}
            </span>
          </span>
          <span className="security-row__actions">
            <Button variant="outline" size="sm" onClick={() => openChangePassword()}>
              {profile.hasPassword ? t('auth.changePasswordTitle') : t('profile.passwords.setLogin')}
            </Button>
          </span>
        </li>
        <li className="security-row" data-testid="payment-password-row">
          <span className="security-row__icon">
            <LockIcon />
          </span>
          <span className="security-row__main">
            <span className="security-row__label">
              {t('auth.paymentPasswordTitle')}
              <StatusBadge ok={profile.hasPaymentPassword}>
                {profile.hasPaymentPassword ? t('profile.passwords.set') : t('profile.passwords.notSet')}
              </StatusBadge>
            </span>
            <span className="security-row__value">{t('auth.paymentPasswordText')}</span>
          </span>
          <span className="security-row__actions">
            <Button variant="outline" size="sm" onClick={openPaymentPassword}>
              {profile.hasPaymentPassword ? t('profile.passwords.changePayment') : t('profile.passwords.setPayment')}
            </Button>
          </span>
        </li>
      </ul>
    </section>
  );
}
