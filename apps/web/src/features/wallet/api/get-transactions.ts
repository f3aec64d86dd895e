import { type MemberTransactionsQuery, memberTransactionPageSchema } from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const transactionsQuery = (query: MemberTransactionsQuery) =>
  queryOptions({
    queryKey: ['wallet', 'transactions', query],
    queryFn: ({ signal }) =>
      callEndpoint('memberTransactions', {
        query,
        schema: memberTransactionPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
