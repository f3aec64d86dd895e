import { type CreateDepositRequest, depositOrderSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** One deposit order; `key` is the Idempotency-Key of this press of the button (a retry sends the same one). */
export const createDeposit = (body: CreateDepositRequest, key: string) =>
  callEndpoint('createDeposit', { body, schema: depositOrderSchema, headers: { 'idempotency-key': key } });
