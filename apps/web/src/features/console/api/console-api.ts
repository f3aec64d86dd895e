import {
  CONSOLE_PREFIX,
  type ConsoleLoginRequest,
  type CreateAdjustmentRequest,
  consoleAdjustmentListSchema,
  consoleDepositListSchema,
  consoleSessionSchema,
  consoleTotpPendingSchema,
  consoleWithdrawalListSchema,
  ledgerReportSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError, request, requestBlob } from '@/lib/api';
import { endConsoleSession, useConsoleSession } from '../stores/console-session';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A console call with the operator's token; a dead session (401) returns the console to its sign-in. */
export async function consoleRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  method: Method = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = useConsoleSession.getState().token;
  try {
    return await request(
      `${CONSOLE_PREFIX}${path}`,
      {
        method,
        schema,
        ...(body !== undefined ? { body } : {}),
        headers: token ? { ...headers, Authorization: token } : headers,
      },
      false,
    );
  } catch (error) {
    if (isApiError(error) && error.errorCode === 'console.not.session') endConsoleSession();
    throw error;
  }
}

/** Sign-in: a session, or `totpRequired` when the operator must add an authenticator code. */
export const consoleLogin = (body: ConsoleLoginRequest) =>
  consoleRequest('/session', z.union([consoleSessionSchema, consoleTotpPendingSchema]), 'POST', body);
export const consoleLogout = () => consoleRequest('/session', z.null(), 'DELETE');

const decision = z.object({ orderNo: z.string(), status: z.string() });

export const withdrawalQueueQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'withdrawals', status],
    queryFn: () => consoleRequest(`/withdrawals${status ? `?status=${status}` : ''}`, consoleWithdrawalListSchema),
  });

export type WithdrawalAction = 'approve' | 'pay' | 'reject' | 'force-received' | 'refund';

export const decideWithdrawal = (orderNo: string, action: WithdrawalAction, reason?: string) =>
  consoleRequest(
    `/withdrawals/${encodeURIComponent(orderNo)}/${action}`,
    decision,
    'POST',
    action === 'reject' ? { reason } : undefined,
  );

/** A proof image a player attached to a withdrawal, for an object URL. */
export function fetchWithdrawalProof(id: string, signal?: AbortSignal) {
  const token = useConsoleSession.getState().token;
  return requestBlob(
    `${CONSOLE_PREFIX}/withdrawals/proofs/${encodeURIComponent(id)}`,
    { headers: token ? { Authorization: token } : {}, ...(signal ? { signal } : {}) },
    false,
  );
}

export const depositQueueQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'deposits', status],
    queryFn: () => consoleRequest(`/deposits${status ? `?status=${status}` : ''}`, consoleDepositListSchema),
  });

export const creditDeposit = (orderNo: string) =>
  consoleRequest(`/deposits/${encodeURIComponent(orderNo)}/credit`, decision, 'POST');

export const ledgerReportQuery = () =>
  queryOptions({
    queryKey: ['console', 'ledger'],
    queryFn: () => consoleRequest('/ledger/verify', ledgerReportSchema),
  });

export const adjustmentsQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'adjustments', status],
    queryFn: () => consoleRequest(`/adjustments${status ? `?status=${status}` : ''}`, consoleAdjustmentListSchema),
  });

/** An adjustment request; `key` is the Idempotency-Key of this press of the button (a retry answers the first). */
export const requestAdjustment = (body: CreateAdjustmentRequest, key: string) =>
  consoleRequest('/adjustments', z.object({ status: z.string() }), 'POST', body, { 'Idempotency-Key': key });

export const decideAdjustment = (id: number, action: 'approve' | 'reject') =>
  consoleRequest(`/adjustments/${id}/${action}`, z.object({ status: z.string() }), 'POST');
