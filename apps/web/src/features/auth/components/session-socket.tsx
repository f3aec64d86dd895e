import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useSessionStore } from '@/lib/session';

// The socket client, its event schemas and the session-ended dialog load with the first session: a guest's first
// view needs none of them.
const LiveSessionSocket = lazyComponent(() => import('./live-session-socket').then((m) => m.default));

/** The logged-in socket (spec §2), mounted from the first token on; it stays to tell why a session ended. */
export function SessionSocket() {
  const token = useSessionStore((s) => s.token);
  const [live, setLive] = useState(Boolean(token));
  if (token && !live) setLive(true);
  if (!live) return null;
  return (
    <Suspense fallback={null}>
      <LiveSessionSocket />
    </Suspense>
  );
}
