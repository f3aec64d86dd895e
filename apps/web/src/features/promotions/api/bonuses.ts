import { bonusForfeitResultSchema, bonusPageSchema } from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';
import { bonusesKey } from './keys';

export const BONUS_PAGE_SIZE = 10;

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
  });

/** Gives up an active bonus: what is left of it goes back, and its requirement with it. */
export const forfeitBonus = (bonusId: number) =>
  callEndpoint('forfeitBonus', { body: { bonusId }, schema: bonusForfeitResultSchema });
