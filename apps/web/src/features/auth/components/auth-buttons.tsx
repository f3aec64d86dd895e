import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { openLogin, openRegister } from '../stores/auth-dialog-store';

export function AuthButtons({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <div className="auth-buttons">
      <Button variant="outline" size={size} onClick={() => openLogin()}>
        {t('auth.login')}
      </Button>
      <Button variant="accent" size={size} onClick={() => openRegister()}>
        {t('auth.register')}
      </Button>
    </div>
  );
}
