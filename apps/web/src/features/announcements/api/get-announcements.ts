import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema } from '@/lib/api';

/** Banners, notices, pop-ups and promotions for guests (spec §7 announcements; platform W, execution B). */
export const announcementsQuery = queryOptions({
  queryKey: ['announcements'],
  queryFn: ({ signal }) =>
    callEndpoint('announcements', {
      query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' },
      schema: contractSchema('announcementListSchema'),
      signal,
    }),
  staleTime: 5 * 60_000,
});
