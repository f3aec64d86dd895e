import { transferTargetsSchema } from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const transferTargetsQuery = (search: string) =>
  queryOptions({
    queryKey: ['wallet', 'transfer-targets', search],
    queryFn: ({ signal }) =>
      callEndpoint('transferTargets', {
        query: search ? { search } : {},
        schema: transferTargetsSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
