import { useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/lib/session';
import { campaignsQuery } from '../api/campaigns';

/** The campaigns in this viewer's states: a real account's own (reward centre), a guest's or trial's as listed. */
export function useCampaigns() {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  return useQuery(campaignsQuery(token, token !== null && !isTrial));
}
