import {
  type PromotionList,
  type PromotionView,
  promotionActionResultSchema,
  promotionListSchema,
} from '@lotus/contract';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, queryClient } from '@/lib/api';
import { noteServerTime } from '../lib/server-clock';
import { campaignsKey } from './keys';

/** Guests have no socket to hear of a new campaign: their list asks again now and then. */
const GUEST_REFRESH_MS = 60_000;

/**
 * The campaigns as this viewer sees them: a logged-in real account its own states (`rewardCenter`), anyone else
 * what a member would see (`promotionList`). Each viewer is its own cache entry, so logging in shows the member's.
 */
export const campaignsQuery = (token: string | null, member: boolean) =>
  queryOptions({
    queryKey: [...campaignsKey, member ? token : 'guest'],
    queryFn: async ({ signal }): Promise<PromotionList> => {
      const answer = member
        ? await callEndpoint('rewardCenter', { schema: promotionListSchema, signal })
        : await callEndpoint('promotionList', { schema: promotionListSchema, signal });
      noteServerTime(answer.serverTime);
      return answer;
    },
    // States move with deposits, reviews and the clock: a page opened again reads them again.
    staleTime: 0,
    refetchInterval: member ? false : GUEST_REFRESH_MS,
  });

export const joinPromotion = (promotionId: number) =>
  callEndpoint('joinPromotion', { body: { promotionId }, schema: promotionActionResultSchema });

/** A claim pays money: `key` is the Idempotency-Key of this press, so a retry after a lost answer is not paid twice. */
export const claimPromotion = (promotionId: number, key: string) =>
  callEndpoint('claimPromotion', {
    body: { promotionId },
    schema: promotionActionResultSchema,
    headers: { 'idempotency-key': key },
  });

/** A raffle's prize (`MCS2_claimRafflePromotion`), paid as a claim is: `key` makes a retried press answer the first. */
export const claimRaffle = (promotionId: number, key: string) =>
  callEndpoint('claimRaffle', {
    body: { promotionId },
    schema: promotionActionResultSchema,
    headers: { 'idempotency-key': key },
  });

/** Puts a campaign in the state the server just answered, in every cached list, before they are read again. */
export const putCampaign = (promotion: PromotionView) =>
  queryClient.setQueriesData<PromotionList>({ queryKey: campaignsKey }, (data) =>
    data ? { list: data.list.map((p) => (p.id === promotion.id ? promotion : p)) } : data,
  );
