import type { AvailablePromo } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, contractSchema, queryClient } from '@/lib/api';
import { availableKey } from './keys';

/** What the member can join or claim now (`MCSFE_getAvailablePromo`): the red badge; live events keep it current. */
export const availablePromoQuery = (token: string | null, enabled: boolean) =>
  queryOptions({
    queryKey: [...availableKey, token],
    queryFn: ({ signal }) => callEndpoint('availablePromo', { schema: contractSchema('availablePromoSchema'), signal }),
    enabled: token !== null && enabled,
    staleTime: 60_000,
  });

/** Sets the count a `promotion.available` event carried, without asking again. */
export const setAvailableCount = (count: number) =>
  queryClient.setQueriesData<AvailablePromo>({ queryKey: availableKey }, (data) =>
    data ? { ...data, availablePromoCount: count } : { availablePromoCount: count, availablePromo: [] },
  );
