import type { PromotionView } from '@lotus/contract';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useFeature } from '@/features/system';
import { lazyComponent } from '@/lib/lazy';
import { useSessionStore } from '@/lib/session';
import { session, sessionKeys } from '@/lib/storage';
import { campaignsQuery } from '../api/campaigns';
import { useRainSchedule } from '../hooks/use-rain-schedule';
import { rainingCampaign } from '../lib/rain';

// The rain itself (its art, motion and grab) loads only when a rain falls for this member.
const RedPacketRain = lazyComponent(() => import('./red-packet-rain').then((m) => m.default));

const NO_CAMPAIGNS: PromotionView[] = [];

/**
 * Watches a logged-in member's red packets on the player site: the reward centre's campaigns, read again when the next
 * rain starts or stops, and the rain shown while one is falling that the member has not grabbed. A member who closes
 * it keeps a button to open it again until the rain stops; a packet just grabbed stays on screen until its amount has
 * been read.
 */
export default function RainWatcher() {
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const rewardCentre = useFeature('REWCEN3');
  const member = token !== null && !isTrial && rewardCentre;
  const query = useQuery({ ...campaignsQuery(token, true), enabled: member });
  const list = member ? (query.data?.list ?? NO_CAMPAIGNS) : NO_CAMPAIGNS;
  useRainSchedule(list, query.dataUpdatedAt);
  const raining = rainingCampaign(list);
  // The campaign whose packet is being or was just grabbed: its state moves on, its result stays until read.
  const [held, setHeld] = useState<PromotionView | null>(null);
  // The rain the member closed (campaign and start), for the rest of the browser session: the next rain opens again.
  const [closed, setClosed] = useState(() => session.get(sessionKeys.rainClosed));
  const close = (key: string | null) => {
    setClosed(key);
    if (key === null) session.remove(sessionKeys.rainClosed);
    else session.set(sessionKeys.rainClosed, key);
  };
  const shown = raining ?? held;
  if (!shown) return null;
  const rainKey = `${shown.id}:${shown.rain?.nextStartsAt ?? ''}`;
  return (
    <Suspense fallback={null}>
      <RedPacketRain
        promotion={shown}
        raining={raining !== null}
        open={closed !== rainKey}
        onClose={() => close(rainKey)}
        onReopen={() => close(null)}
        onHold={setHeld}
      />
    </Suspense>
  );
}
