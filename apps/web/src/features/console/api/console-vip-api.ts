import {
  consolePath,
  consoleRebateSettingsSchema,
  consoleVipLevelsSchema,
  memberVipSchema,
  type RebateSettingsInput,
  type RebateSource,
  rebatePayoutPageSchema,
  type VipLevelsInput,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest, queryString } from './console-api';

/** VIP levels and rebate in the console (`/api/console/vip…`, `/api/console/members/:id/vip`, `/rebate…`). */

export const vipKey = ['console', 'vip'] as const;
export const rebateKey = ['console', 'rebate'] as const;

/** The brand's ladder, level 0 first, with the members at each level. */
export const vipLevelsQuery = () =>
  queryOptions({
    queryKey: [...vipKey, 'levels'],
    queryFn: () => consoleRequest(consolePath('vipLevels'), consoleVipLevelsSchema),
  });

// A change answers what was saved; the page reads it again, so nothing of the answer is needed here.
const saved = z.unknown();

export const saveVipLevels = (body: VipLevelsInput) =>
  consoleRequest(consolePath('updateVipLevels'), saved, 'PUT', body);

export const memberVipQuery = (id: number) =>
  queryOptions({
    queryKey: [...vipKey, 'member', id],
    queryFn: () => consoleRequest(consolePath('memberVip', { id }), memberVipSchema),
  });

export const setMemberVip = (id: number, level: number, reason: string) =>
  consoleRequest(consolePath('setMemberVip', { id }), saved, 'POST', { level, reason });

export const rebateSettingsQuery = () =>
  queryOptions({
    queryKey: [...rebateKey, 'settings'],
    queryFn: () => consoleRequest(consolePath('rebateSettings'), consoleRebateSettingsSchema),
  });

export const saveRebateSettings = (body: RebateSettingsInput) =>
  consoleRequest(consolePath('updateRebateSettings'), saved, 'PUT', body);

export interface RebatePayoutSearch {
  pageNo: number;
  pageSize: number;
  username?: string | undefined;
  source?: RebateSource | undefined;
  /** Epoch ms: paid at or after / before. */
  from?: number | undefined;
  to?: number | undefined;
}

export const rebatePayoutsQuery = (search: RebatePayoutSearch) =>
  queryOptions({
    queryKey: [...rebateKey, 'payouts', search],
    queryFn: () =>
      consoleRequest(`${consolePath('rebatePayouts')}${queryString({ ...search })}`, rebatePayoutPageSchema),
    placeholderData: keepPreviousData,
  });
