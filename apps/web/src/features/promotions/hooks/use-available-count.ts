import { useQuery } from '@tanstack/react-query';
import { useFeature } from '@/features/system';
import { useSessionStore } from '@/lib/session';
import { availablePromoQuery } from '../api/get-available-promo';

/** Campaigns the member can join or claim now; 0 for guests, trial accounts and brands without the reward centre. */
export function useAvailableCount(): number {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const rewardCentre = useFeature('REWCEN3');
  const { data } = useQuery(availablePromoQuery(token, !isTrial && rewardCentre));
  return data?.availablePromoCount ?? 0;
}
