import { depositSettingsSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const depositSettingsQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['wallet', 'deposit-settings', token],
    queryFn: ({ signal }) => callEndpoint('depositSettings', { schema: depositSettingsSchema, signal }),
    enabled: token !== null,
    staleTime: 60_000,
  });
