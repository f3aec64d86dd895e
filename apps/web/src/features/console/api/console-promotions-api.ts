import {
  consolePath,
  consolePromotionListSchema,
  consolePromotionSchema,
  consoleRaffleWinnersSchema,
  type PromotionGrant,
  type PromotionInput,
  promotionClaimPageSchema,
  type promotionClaimStatuses,
  promotionGrantResultSchema,
} from '@lotus/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { consoleRequest, queryString } from './console-api';

/** Promotions in the console (`/api/console/promotions…`, `/promotion-claims…`): campaigns and the review queue. */

export const promotionsKey = ['console', 'promotions'] as const;

export const promotionsQuery = () =>
  queryOptions({
    queryKey: [...promotionsKey, 'list'],
    queryFn: () => consoleRequest(consolePath('promotions'), consolePromotionListSchema),
  });

export const savePromotion = (id: number | null, body: PromotionInput) =>
  id === null
    ? consoleRequest(consolePath('createPromotion'), consolePromotionSchema, 'POST', body)
    : consoleRequest(consolePath('updatePromotion', { id }), consolePromotionSchema, 'PUT', body);

/** Gives a grant campaign's bonus to the members named: paid at once, or waiting for a second operator. */
export const grantPromotion = (id: number, body: PromotionGrant) =>
  consoleRequest(consolePath('grantPromotion', { id }), promotionGrantResultSchema, 'POST', body);

/** A raffle's winners, first tier first, with whether each has claimed (read once the raffle is drawn). */
export const raffleWinnersQuery = (id: number) =>
  queryOptions({
    queryKey: [...promotionsKey, 'raffle-winners', id],
    queryFn: () => consoleRequest(consolePath('raffleWinners', { id }), consoleRaffleWinnersSchema),
  });

export type ClaimStatus = (typeof promotionClaimStatuses)[number];

export interface ClaimSearch {
  pageNo: number;
  pageSize: number;
  status: ClaimStatus;
  promotionId?: number | undefined;
}

export const promotionClaimsQuery = (search: ClaimSearch) =>
  queryOptions({
    queryKey: [...promotionsKey, 'claims', search],
    queryFn: () =>
      consoleRequest(`${consolePath('promotionClaims')}${queryString({ ...search })}`, promotionClaimPageSchema),
    placeholderData: keepPreviousData,
  });

// A decision answers the claim as decided; the queue is read again, so nothing of it is needed here.
const decided = z.unknown();

export const approvePromotionClaim = (id: number) =>
  consoleRequest(consolePath('approvePromotionClaim', { id }), decided, 'POST');

export const rejectPromotionClaim = (id: number, reason: string) =>
  consoleRequest(consolePath('rejectPromotionClaim', { id }), decided, 'POST', { reason });
