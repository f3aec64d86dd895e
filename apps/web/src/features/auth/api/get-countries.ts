import { countryListSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

/** Countries with dialling codes for the mobile-number fields; they change rarely. */
export const countriesQuery = queryOptions({
  queryKey: ['system', 'country'],
  queryFn: ({ signal }) => callEndpoint('country', { schema: countryListSchema, signal }),
  staleTime: 60 * 60_000,
});
