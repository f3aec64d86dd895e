import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMerchant } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import { closeAuthDialog } from '../stores/auth-dialog-store';

/**
 * The modal after a registration: a welcome by name and the way to a first deposit. The brand's first-login
 * pop-ups (execution F, spec §4) follow once it is closed.
 */
export default function WelcomeDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const brand = useMerchant()?.name ?? t('app.name');
  const name = useSessionStore((s) => s.nickname ?? '');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthDialog();
      }}
      title={t('auth.welcome.title', { brand })}
      description={t('auth.welcome.text', { name })}
      size="sm"
      testId="welcome-dialog"
      footer={
        <>
          <Button variant="outline" onClick={closeAuthDialog}>
            {t('auth.welcome.later')}
          </Button>
          <Button
            variant="accent"
            onClick={() => {
              closeAuthDialog();
              void navigate('/member?tab=depositv2');
            }}
          >
            {t('auth.welcome.deposit')}
          </Button>
        </>
      }
    />
  );
}
