import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { UsersIcon } from '@/components/ui/menu-icons';
import {
  AgentReportSection,
  agentPageContract,
  DEFAULT_AGENT_PAGE,
  isAgentPage,
  isReportPage,
  PayoutHistorySection,
  visibleAgentPages,
} from '@/features/agent';
import { AgentContractSection } from '@/features/contracts';
import { useBootInfo } from '@/features/system';
import { PageFrame } from '../components/page-frame';

/** Agent centre (agents only): the page chosen in the left navigation. */
export default function AgentHomeRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const boot = useBootInfo();
  const features = boot?.features ?? {};
  const requested = params.get('page');
  const page = isAgentPage(requested) ? requested : DEFAULT_AGENT_PAGE;
  // A contract page of a kind the merchant does not run is not offered in the navigation either.
  const kind = visibleAgentPages(features).some((p) => p.key === page) ? agentPageContract(page) : null;
  return (
    <PageFrame name="agentHome" title={t(`agent.pages.${page}`)}>
      {kind ? (
        <>
          <AgentContractSection key={kind} kind={kind} />
          {/* What the agent was paid under contracts of the kind, below the contracts themselves. */}
          <PayoutHistorySection key={`payouts-${kind}`} kind={kind} />
        </>
      ) : isReportPage(page) ? (
        <AgentReportSection key={page} page={page} />
      ) : boot ? (
        // A contract page of a kind this site does not run (an old link): say so rather than show an empty report.
        <EmptyState icon={<UsersIcon />} title={t('agent.notOfferedTitle')} description={t('agent.notOfferedText')} />
      ) : null}
    </PageFrame>
  );
}
