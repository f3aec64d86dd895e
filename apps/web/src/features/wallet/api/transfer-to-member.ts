import { type MemberTransferRequest, memberTransferResultSchema } from '@lotus/contract';
import { callEndpoint } from '@/lib/api';

/** Sends money to the upline or a downline; `key` is the Idempotency-Key of this press of the button. */
export const transferToMember = (body: MemberTransferRequest, key: string) =>
  callEndpoint('memberTransfer', { body, schema: memberTransferResultSchema, headers: { 'idempotency-key': key } });
