import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema } from '@/lib/api';
import { popupExecutions } from '../lib/popups';

/** Every cached feed (guest and member): what `announcement.new` refreshes. */
export const announcementsKey = ['announcements'] as const;

/**
 * Banners, notices, pop-ups and promotions (spec §7, platform W). A member asks for the A, B and F pop-ups with their
 * token; a guest for B. Each audience is its own cache entry, so logging in or out loads the right pop-ups.
 */
export const announcementsQuery = (loggedIn: boolean) =>
  queryOptions({
    queryKey: [...announcementsKey, loggedIn ? 'member' : 'guest'],
    queryFn: ({ signal }) =>
      callEndpoint('announcements', {
        query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: popupExecutions(loggedIn) },
        schema: contractSchema('announcementListFirstViewSchema'),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
