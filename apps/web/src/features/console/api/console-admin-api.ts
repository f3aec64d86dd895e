import {
  type CreateDepositChannel,
  consoleDepositChannelListSchema,
  consoleDepositChannelSchema,
  consoleMemberDetailSchema,
  consoleMemberPageSchema,
  consoleOutboxMessageSchema,
  consoleOutboxPageSchema,
  consolePath,
  type MemberStatus,
  memberStatusResultSchema,
  type OutboxChannel,
  type OutboxStatus,
  type UpdateDepositChannel,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { consoleRequest, queryString } from './console-api';

// --- Members ---------------------------------------------------------------------------------------------------

export interface MemberSearch {
  q?: string | undefined;
  status?: MemberStatus | undefined;
  pageNo: number;
  pageSize: number;
}

export const memberSearchQuery = (search: MemberSearch) =>
  queryOptions({
    queryKey: ['console', 'members', 'search', search],
    queryFn: () =>
      consoleRequest(
        `${consolePath('members')}${queryString({ q: search.q, status: search.status, pageNo: search.pageNo, pageSize: search.pageSize })}`,
        consoleMemberPageSchema,
      ),
    // The table keeps the previous page while the next one loads, so it does not jump.
    placeholderData: keepPreviousData,
  });

export const memberDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['console', 'members', 'detail', id],
    queryFn: () => consoleRequest(consolePath('member', { id }), consoleMemberDetailSchema),
  });

/** Suspends (`suspended`) or reactivates (`active`) the member, with the operator's reason. */
export const changeMemberStatus = (id: number, status: MemberStatus, reason: string) =>
  consoleRequest(
    consolePath(status === 'suspended' ? 'suspendMember' : 'reactivateMember', { id }),
    memberStatusResultSchema,
    'POST',
    {
      reason,
    },
  );

// --- Deposit channels ------------------------------------------------------------------------------------------

export const depositChannelsQuery = () =>
  queryOptions({
    queryKey: ['console', 'channels'],
    queryFn: () => consoleRequest(consolePath('channels'), consoleDepositChannelListSchema),
  });

export const createDepositChannel = (body: CreateDepositChannel) =>
  consoleRequest(consolePath('createChannel'), consoleDepositChannelSchema, 'POST', body);

export const updateDepositChannel = (id: number, body: UpdateDepositChannel) =>
  consoleRequest(consolePath('updateChannel', { id }), consoleDepositChannelSchema, 'PUT', body);

export const setDepositChannelEnabled = (id: number, enabled: boolean) =>
  consoleRequest(
    consolePath(enabled ? 'enableChannel' : 'disableChannel', { id }),
    consoleDepositChannelSchema,
    'POST',
  );

export const reorderDepositChannels = (ids: number[]) =>
  consoleRequest(consolePath('reorderChannels'), consoleDepositChannelListSchema, 'PUT', { ids });

// --- Outbox ----------------------------------------------------------------------------------------------------

export interface OutboxSearch {
  channel?: OutboxChannel | undefined;
  status?: OutboxStatus | undefined;
  recipient?: string | undefined;
  pageNo: number;
  pageSize: number;
}

export const outboxQuery = (query: OutboxSearch) =>
  queryOptions({
    queryKey: ['console', 'outbox', query],
    queryFn: () =>
      consoleRequest(
        `${consolePath('outbox')}${queryString({ channel: query.channel, status: query.status, recipient: query.recipient, pageNo: query.pageNo, pageSize: query.pageSize })}`,
        consoleOutboxPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

/** Queues a failed message for one more try (audited); it goes out in the background. */
export const retryOutboxMessage = (id: number) =>
  consoleRequest(consolePath('retryOutboxMessage', { id }), consoleOutboxMessageSchema, 'POST');
