import { depositOrderSchema } from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const depositOrderKey = (orderNo: string) => ['wallet', 'deposit-order', orderNo] as const;

/** A deposit order; a pending one is looked at again every 10 s in case its socket event was missed. */
export const depositOrderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: depositOrderKey(orderNo),
    queryFn: ({ signal }) => callEndpoint('depositOrder', { query: { orderNo }, schema: depositOrderSchema, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 10_000 : false),
  });
