import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/menu-icons';
import { openLogin } from '@/features/auth';
import './agent-login-panel.css';

/** The agent landing's sign-in panel; it opens the login dialog in its agent mode. */
export function AgentLoginPanel({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <section className="agent-login card" aria-labelledby="agent-login-title">
      <span className="agent-login__icon" aria-hidden="true">
        <UsersIcon size={28} />
      </span>
      <h2 id="agent-login-title" className="agent-login__title">
        {t('agent.loginTitle')}
      </h2>
      <p className="agent-login__text">{t('agent.loginText', { brand })}</p>
      <Button variant="accent" size="lg" block onClick={() => openLogin({ agent: true })}>
        {t('agent.loginButton')}
      </Button>
      <ul className="agent-login__points">
        <li>{t('agent.points.team')}</li>
        <li>{t('agent.points.income')}</li>
        <li>{t('agent.points.contracts')}</li>
      </ul>
    </section>
  );
}
