import { queryClient } from '@/lib/api';
import { useSocketEvent, useSocketReady } from '@/lib/realtime';
import { setAvailableCount } from '../api/get-available-promo';
import { availableKey, campaignsKey, promotionsKey } from '../api/keys';

const refreshAll = () => void queryClient.invalidateQueries({ queryKey: promotionsKey });

/**
 * Keeps the campaigns and the badge current while a member is logged in: `promotion.available` (a campaign added or
 * changed, a deposit qualified, a claim decided) reloads the promotions page and the reward centre and sets the
 * badge from the count it carries (a brand-wide one carries none: the badge asks); a credited deposit may qualify;
 * and each (re)connect reloads, since what changed while the socket was away came without an event.
 */
export default function PromotionsLiveListener() {
  useSocketEvent('promotion.available', (data) => {
    void queryClient.invalidateQueries({ queryKey: campaignsKey });
    if (typeof data.availablePromoCount === 'number') setAvailableCount(data.availablePromoCount);
    else void queryClient.invalidateQueries({ queryKey: availableKey });
  });
  useSocketEvent('deposit.credited', refreshAll);
  useSocketReady(refreshAll);
  return null;
}
