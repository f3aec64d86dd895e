import { AGENT_ANNOUNCEMENT_PAGE_SIZE } from '@lotus/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnouncementBoard } from '@/features/announcements/board';
import { useSocketEvent } from '@/lib/realtime';
import { agentAnnouncementsKey, agentAnnouncementsQuery } from '../api/get-reports';
import { ReportStatus } from './report-status';
import './agent-reports.css';

/**
 * Announcements for agents (the console's agent notices): the site's announcement board, 9 titles a page on the left
 * and the chosen notice on the right (one after the other on phones), paged by the server.
 */
export default function AgentAnnouncements() {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const [index, setIndex] = useState(0);
  const query = useQuery(agentAnnouncementsQuery({ pageNo, pageSize: AGENT_ANNOUNCEMENT_PAGE_SIZE }));
  // Notices withdrawn while a later page was open: go back to the last page there is.
  const last = query.data?.totalPages ?? 1;
  if (query.data && !query.isPlaceholderData && pageNo > Math.max(1, last)) setPageNo(Math.max(1, last));
  const queryClient = useQueryClient();
  // The console changed an announcement while the page is open: read it again.
  useSocketEvent('announcement.new', () => void queryClient.invalidateQueries({ queryKey: agentAnnouncementsKey }));
  return (
    <section className="card agent-report__panel" data-testid="agent-announcements">
      <ReportStatus query={query}>
        {(data) => (
          <AnnouncementBoard
            items={data.list}
            index={Math.min(index, Math.max(0, data.list.length - 1))}
            onIndex={setIndex}
            onLeave={() => {}}
            paging={{
              page: data.pageNum,
              totalPages: data.totalPages,
              onPage: (next) => {
                setPageNo(next);
                setIndex(0);
              },
            }}
            empty={{ title: t('agent.announcements.emptyTitle'), description: t('agent.announcements.emptyText') }}
          />
        )}
      </ReportStatus>
    </section>
  );
}
