import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AgentLoginPanel } from '@/features/agent';
import { useMerchant } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import './agent.css';

/** Agent landing (spec §2): what the agent centre offers and the agent sign-in. */
export default function AgentRoute() {
  const { t } = useTranslation();
  const brand = useMerchant()?.name ?? t('app.name');
  const isAgent = useSessionStore((s) => s.token !== null && s.isAgent);
  return (
    <div className="agent-landing" data-testid="page-agent">
      <div className="agent-landing__intro">
        <h1 className="agent-landing__title">{t('agent.landingTitle', { brand })}</h1>
        <p className="agent-landing__text">{t('agent.landingText', { brand })}</p>
        {isAgent ? (
          <Link to="/agentHome" className="btn btn--accent btn--lg">
            {t('agent.openCentre')}
          </Link>
        ) : null}
      </div>
      {isAgent ? null : <AgentLoginPanel brand={brand} />}
    </div>
  );
}
