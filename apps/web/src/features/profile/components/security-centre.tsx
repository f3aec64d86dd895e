import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BankAccountsCard, bankAccountsQuery } from '@/features/wallet';
import { queryClient } from '@/lib/api';
import { useSessionStore } from '@/lib/session';
import { memberKeys, profileQuery } from '../api/get-profile';
import { ContactsCard } from './contacts-card';
import { PasswordsCard } from './passwords-card';
import { ProfileCard } from './profile-card';
import './security-centre.css';

/**
 * Member centre `securityCenter` ("my account", spec §2): the profile, the verified phone and email, both passwords
 * and the bank accounts, each in its card.
 */
export default function SecurityCentre() {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const profile = useQuery(profileQuery(token));
  const bankName = useQuery(bankAccountsQuery()).data?.realName ?? null;
  const nameMissing = profile.data !== undefined && profile.data.payeeName === null;

  // The first bank account gives the real name when the profile had none: the profile shows it from then on.
  useEffect(() => {
    if (bankName !== null && nameMissing) void queryClient.invalidateQueries({ queryKey: memberKeys });
  }, [bankName, nameMissing]);

  if (profile.isPending) {
    return (
      <div className="security-centre" aria-busy="true">
        <div className="security-centre__grid">
          <Skeleton className="security-centre__wide" height={260} radius="var(--radius-card)" />
          <Skeleton height={200} radius="var(--radius-card)" />
          <Skeleton height={200} radius="var(--radius-card)" />
        </div>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="card security-card security-centre__failed" role="alert">
        <p>{t('profile.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="security-centre" data-testid="security-centre">
      <div className="security-centre__grid">
        <ProfileCard profile={profile.data} />
        <ContactsCard profile={profile.data} />
        <PasswordsCard profile={profile.data} />
        <section className="card security-card security-centre__wide" aria-label={t('bank.title')}>
          <BankAccountsCard />
        </section>
      </div>
    </div>
  );
}
