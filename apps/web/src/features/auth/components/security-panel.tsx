import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openChangePassword, openPaymentPassword } from '../stores/auth-dialog-store';

/** The password part of the member centre's security page. */
export function SecurityPanel() {
  const { t } = useTranslation();
  return (
    <section className="card security-panel" aria-labelledby="security-panel-title" data-testid="security-panel">
      <h2 id="security-panel-title" className="security-panel__title">
        {t('auth.security')}
      </h2>
      <div className="security-panel__actions">
        <Button variant="outline" onClick={() => openChangePassword()}>
          {t('auth.changePasswordTitle')}
        </Button>
        <Button variant="outline" onClick={openPaymentPassword}>
          {t('auth.paymentPasswordTitle')}
        </Button>
      </div>
    </section>
  );
}
