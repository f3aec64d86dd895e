import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/menu-icons';
import { DEFAULT_AGENT_PAGE, isAgentPage } from '@/features/agent';
import { PageFrame } from '../components/page-frame';

/** Agent centre (agents only): the page chosen in the left navigation. */
export default function AgentHomeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = params.get('page');
  const page = isAgentPage(requested) ? requested : DEFAULT_AGENT_PAGE;
  return (
    <PageFrame name="agentHome" title={t(`agent.pages.${page}`)}>
      <EmptyState icon={<UsersIcon />} title={t('agent.emptyTitle')} description={t('agent.emptyText')} />
    </PageFrame>
  );
}
