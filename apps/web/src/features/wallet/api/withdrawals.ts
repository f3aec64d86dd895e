import {
  endpoints,
  type WithdrawRequest,
  withdrawalListSchema,
  withdrawalSchema,
  withdrawalSettingsSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, requestBlob } from '@/lib/api';

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

export type ReceiptAnswer =
  | { receipt: 'fully-received' }
  | { receipt: 'received'; receivedAmount: string }
  | { receipt: 'not-received' };

/** The member's answer to a paid withdrawal, with proof images when something did not arrive (multipart). */
export function confirmWithdrawalReceipt(orderNo: string, answer: ReceiptAnswer, proofs: File[]) {
  const form = new FormData();
  form.append('orderNo', orderNo);
  form.append('receipt', answer.receipt);
  if (answer.receipt === 'received') form.append('receivedAmount', answer.receivedAmount);
  for (const file of proofs) form.append('proof', file, file.name);
  return callEndpoint('withdrawalReceipt', { form, schema: withdrawalSchema });
}

/** One of the member's proof images, for an object URL. */
export const fetchWithdrawalProof = (id: string, signal?: AbortSignal) =>
  requestBlob(endpoints.withdrawalProof.path, { query: { id }, ...(signal ? { signal } : {}) });
