import {
  type ConsoleLoginRequest,
  type CreateAdjustmentRequest,
  consoleAdjustmentListSchema,
  consoleDepositListSchema,
  consolePath,
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

/**
 * A console call with the operator's token; `url` comes from `consolePath` (the contract's console table). A dead
 * session (401) returns the console to its sign-in.
 */
export async function consoleRequest<S extends z.ZodType>(
  url: string,
  schema: S,
  method: Method = 'GET',
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const token = useConsoleSession.getState().token;
  try {
    return await request(
      url,
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

/** `?a=1&b=x` from the set values only. */
export function queryString(values: Record<string, string | number | undefined>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Sign-in: a session, or `totpRequired` when the operator must add an authenticator code. */
export const consoleLogin = (body: ConsoleLoginRequest) =>
  consoleRequest(consolePath('signIn'), z.union([consoleSessionSchema, consoleTotpPendingSchema]), 'POST', body);
export const consoleLogout = () => consoleRequest(consolePath('signOut'), z.null(), 'DELETE');

const decision = z.object({ orderNo: z.string(), status: z.string() });
const statusQuery = (status: string) => (status ? `?status=${status}` : '');

export const withdrawalQueueQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'withdrawals', status],
    queryFn: () => consoleRequest(`${consolePath('withdrawals')}${statusQuery(status)}`, consoleWithdrawalListSchema),
  });

export type WithdrawalAction = 'approve' | 'pay' | 'reject' | 'force-received' | 'refund';
const withdrawalDecisions = {
  approve: 'approveWithdrawal',
  pay: 'payWithdrawal',
  reject: 'rejectWithdrawal',
  'force-received': 'forceWithdrawalReceived',
  refund: 'refundWithdrawal',
} as const;

export const decideWithdrawal = (orderNo: string, action: WithdrawalAction, reason?: string) =>
  consoleRequest(
    consolePath(withdrawalDecisions[action], { orderNo }),
    decision,
    'POST',
    action === 'reject' ? { reason } : undefined,
  );

/** A proof image a player attached to a withdrawal, for an object URL. */
export function fetchWithdrawalProof(id: string, signal?: AbortSignal) {
  const token = useConsoleSession.getState().token;
  return requestBlob(
    consolePath('withdrawalProof', { id }),
    { headers: token ? { Authorization: token } : {}, ...(signal ? { signal } : {}) },
    false,
  );
}

export const depositQueueQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'deposits', status],
    queryFn: () => consoleRequest(`${consolePath('deposits')}${statusQuery(status)}`, consoleDepositListSchema),
  });

export const creditDeposit = (orderNo: string) =>
  consoleRequest(consolePath('creditDeposit', { orderNo }), decision, 'POST');

export const ledgerReportQuery = () =>
  queryOptions({
    queryKey: ['console', 'ledger'],
    queryFn: () => consoleRequest(consolePath('verifyLedger'), ledgerReportSchema),
  });

export const adjustmentsQuery = (status: string) =>
  queryOptions({
    queryKey: ['console', 'adjustments', status],
    queryFn: () => consoleRequest(`${consolePath('adjustments')}${statusQuery(status)}`, consoleAdjustmentListSchema),
  });

/** An adjustment request; `key` is the Idempotency-Key of this press of the button (a retry answers the first). */
export const requestAdjustment = (body: CreateAdjustmentRequest, key: string) =>
  consoleRequest(consolePath('requestAdjustment'), z.object({ status: z.string() }), 'POST', body, {
    'Idempotency-Key': key,
  });

export const decideAdjustment = (id: number, action: 'approve' | 'reject') =>
  consoleRequest(
    consolePath(action === 'approve' ? 'approveAdjustment' : 'rejectAdjustment', { id }),
    z.object({ status: z.string() }),
    'POST',
  );
