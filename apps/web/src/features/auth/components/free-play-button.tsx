import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { hideFullPageLoader, showFullPageLoader } from '@/components/ui/loader';
import { freePlay } from '../api/free-play';
import { useCompleteLogin } from '../hooks/use-complete-login';
import { FormError } from './form-error';

/** Spec §4 free play: a trial account, then home as a logged-in (trial) player. */
export function FreePlayButton() {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setFailure(null);
    showFullPageLoader();
    try {
      await completeLogin(await freePlay(), 'freePlay');
    } catch (error) {
      hideFullPageLoader();
      setFailure(error instanceof Error ? error.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-dialog__free-play">
      <Button variant="outline" block loading={busy} onClick={() => void start()} data-testid="free-play">
        {t('auth.freePlay')}
      </Button>
      <p className="auth-dialog__muted">{t('auth.freePlayHint')}</p>
      <FormError message={failure} />
    </div>
  );
}
