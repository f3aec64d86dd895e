import {
  type WithdrawRequest,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api';

export const withdrawalSettingsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdrawal-settings'],
    queryFn: ({ signal }) => callEndpoint('withdrawalSettings', { schema: withdrawalSettingsSchema, signal }),
  });

export const withdrawalsQuery = () =>
  queryOptions({
    queryKey: ['wallet', 'withdrawals'],
    queryFn: ({ signal }) => callEndpoint('withdrawals', { schema: withdrawalListSchema, signal }),
  });

/** A withdrawal request; `key` is the Idempotency-Key of this press of the button. */
export const requestWithdrawal = (body: WithdrawRequest, key: string) =>
  callEndpoint('withdraw', { body, schema: withdrawalSchema, headers: { 'idempotency-key': key } });
