import { bonusForfeitResultSchema, bonusPageSchema } from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { bonusesKey } from './keys';

export const BONUS_PAGE_SIZE = 10;
const ACTIVE_REFRESH_MS = 30_000;

/** The member's bonuses, a page at a time; the page shown stays while the next one loads. */
export const bonusesQuery = (token: string | null, page: number) =>
  queryOptions({
    queryKey: [...bonusesKey, token, page],
    queryFn: ({ signal }) =>
      callEndpoint('bonusDetails', {
        query: { pageNo: page, pageSize: BONUS_PAGE_SIZE },
        schema: bonusPageSchema,
        signal,
      }),
    enabled: token !== null,
    // Every bet moves the wagered figures: a section opened again reads them again.
    staleTime: 0,
    placeholderData: keepPreviousData,
    // A round settled by a vendor long after its stake sends no event (a lost round moves no money): while a bonus is
    // being wagered, the figures are read again now and then.
    refetchInterval: (query) => (query.state.data?.list.some((b) => b.status === 'active') ? ACTIVE_REFRESH_MS : false),
  });

/** Gives up an active bonus: what is left of it goes back, and its requirement with it. */
export const forfeitBonus = (bonusId: number) =>
  callEndpoint('forfeitBonus', { body: { bonusId }, schema: bonusForfeitResultSchema });
