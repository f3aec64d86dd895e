import type { AgentAnnouncementPage, agentAnnouncementsQuerySchema, Language } from '@lotus/contract';
import type { z } from 'zod';
import type { Orm } from '../../db/database.ts';
import { localizeAny } from '../../platform/localize.ts';
import { defaultLanguage, type MerchantConfig } from '../../platform/merchant/merchant-config.ts';
import { pageActiveAgentNotices } from '../announcements/queries.ts';
import { requireAgent } from './require-agent.ts';

/**
 * The agent centre's announcements (`agentAnnouncements`): the console's agent notices that are switched on, inside
 * their window and in the request language now, in the feed's order (sort, then oldest first), text in the request
 * language, else the brand's default, else the other one, as the players' feed does.
 */
export async function agentAnnouncements(
  orm: Orm,
  merchant: MerchantConfig,
  memberId: number,
  query: z.output<typeof agentAnnouncementsQuerySchema>,
  language: Language,
  now: Date,
): Promise<AgentAnnouncementPage> {
  await requireAgent(orm, merchant.id, memberId);
  const fallback = defaultLanguage(merchant);
  const { rows, total } = await pageActiveAgentNotices(orm, merchant.id, {
    now,
    language,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: localizeAny(row.title, language, fallback),
      content: localizeAny(row.content, language, fallback),
      publishedAt: (row.activeFrom ?? row.createdAt).getTime(),
    })),
    pageNum: query.pageNo,
    totalPages: Math.ceil(total / query.pageSize),
    total,
  };
}
