import { type ComponentType, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyComponent } from '@/lib/lazy';
import type { AgentPageKey } from '../lib/agent-pages';

// Each report page loads its code when opened.
const reports: Partial<Record<AgentPageKey, ComponentType>> = {
  agentAnnouncement: lazyComponent(() => import('./agent-announcements').then((m) => m.default)),
  agentTeamOverview: lazyComponent(() => import('./team-overview').then((m) => m.default)),
  agentRegister: lazyComponent(() => import('./register-centre').then((m) => m.default)),
  agentDownline: lazyComponent(() => import('./downlines').then((m) => m.default)),
  agentTeamBetting: lazyComponent(() => import('./team-bets').then((m) => m.default)),
  agentUserLoss: lazyComponent(() => import('./user-loss').then((m) => m.default)),
  agentIncome: lazyComponent(() => import('./my-income').then((m) => m.default)),
  agentAccountDetails: lazyComponent(() => import('./account-details').then((m) => m.default)),
};

/** Whether the page is one of the report pages. */
export const isReportPage = (page: AgentPageKey) => page in reports;

/** The agent centre's report page `page` (nothing for a page that is not a report). */
export function AgentReportSection({ page }: { page: AgentPageKey }) {
  const Report = reports[page];
  if (!Report) return null;
  return (
    <Suspense fallback={<Skeleton height={320} />}>
      <Report />
    </Suspense>
  );
}
