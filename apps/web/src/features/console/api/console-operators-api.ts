import {
  type AuditQuery,
  auditPageSchema,
  type CreateOperatorRequest,
  consoleOperatorListSchema,
  consoleOperatorRowSchema,
  consoleOperatorSchema,
  consolePath,
  generatedPasswordSchema,
  type OperatorRole,
  type OwnPasswordRequest,
  operatorTotpEnrolmentSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { queryClient } from '@/lib/api';
import { startConsoleSession, useConsoleSession } from '../stores/console-session';
import { consoleRequest } from './console-api';

/**
 * The signed-in operator afresh: role, forced password change and authenticator state follow the server, and a
 * disabled operator's console returns to sign-in on the first refusal.
 */
export const consoleMeQuery = () =>
  queryOptions({
    queryKey: ['console', 'me'],
    queryFn: async () => {
      const operator = await consoleRequest(consolePath('me'), consoleOperatorSchema);
      const { token } = useConsoleSession.getState();
      if (token) startConsoleSession(token, operator);
      return operator;
    },
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });

export const refreshConsoleMe = () => queryClient.invalidateQueries({ queryKey: ['console', 'me'] });

export const operatorsKey = ['console', 'operators'] as const;
export const operatorsQuery = () =>
  queryOptions({
    queryKey: operatorsKey,
    queryFn: () => consoleRequest(consolePath('operators'), consoleOperatorListSchema),
  });

export const createOperator = (body: CreateOperatorRequest) =>
  consoleRequest(consolePath('createOperator'), generatedPasswordSchema, 'POST', body);
export const changeOperatorRole = (id: number, role: OperatorRole) =>
  consoleRequest(consolePath('changeOperatorRole', { id }), consoleOperatorRowSchema, 'PUT', { role });
export const setOperatorDisabled = (id: number, disabled: boolean) =>
  consoleRequest(consolePath('setOperatorStatus', { id }), consoleOperatorRowSchema, 'PUT', { disabled });
export const resetOperatorPassword = (id: number) =>
  consoleRequest(consolePath('resetOperatorPassword', { id }), generatedPasswordSchema, 'POST');
export const resetOperatorTotp = (id: number) =>
  consoleRequest(consolePath('resetOperatorTotp', { id }), consoleOperatorRowSchema, 'DELETE');

export const changeOwnPassword = (body: OwnPasswordRequest) =>
  consoleRequest(consolePath('changeOwnPassword'), z.null(), 'POST', body);
export const startOwnTotp = () => consoleRequest(consolePath('startOwnTotp'), operatorTotpEnrolmentSchema, 'POST');
export const confirmOwnTotp = (code: string) =>
  consoleRequest(consolePath('confirmOwnTotp'), z.null(), 'POST', { code });

export type AuditFilters = Omit<AuditQuery, 'before' | 'limit'>;

/** One page of the audit log; `before` is the previous page's `next`. */
export function fetchAuditPage(filters: AuditFilters, before?: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (before) params.set('before', String(before));
  params.set('limit', '50');
  return consoleRequest(`${consolePath('audit')}?${params.toString()}`, auditPageSchema);
}
