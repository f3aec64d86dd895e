import { Suspense, useReducer } from 'react';
import { useAuthDialog, useLoginEvent } from '@/features/auth';
import { queryClient } from '@/lib/api';
import { lazyComponent } from '@/lib/lazy';
import { useSocketEvent } from '@/lib/realtime';
import { useIsLoggedIn } from '@/lib/session';
import { announcementsKey } from '../api/get-announcements';
import { useAnnouncementDialog, usePopupFeed } from '../hooks/use-announcements';
import { markPopupsClosed, popupsClosed, popupsFor } from '../lib/popups';

const AnnouncementDialog = lazyComponent(() => import('./announcement-dialog').then((m) => m.default));
const PopupDialog = lazyComponent(() => import('./popup-dialog').then((m) => m.default));

/**
 * The site's announcement, notice and pop-up dialogs (their code loads when one opens), and the live refresh of the
 * feed when the console publishes (`announcement.new`). Game pages pass `popups={false}`: nothing covers a game.
 */
export function AnnouncementsHost({ popups = true }: { popups?: boolean }) {
  const view = useAnnouncementDialog((s) => s.view);
  useSocketEvent('announcement.new', () => void queryClient.invalidateQueries({ queryKey: announcementsKey }));
  return (
    <>
      {view ? (
        <Suspense fallback={null}>
          <AnnouncementDialog view={view} />
        </Suspense>
      ) : null}
      {popups ? <PopupHost /> : null}
    </>
  );
}

/**
 * Spec §4: once the feed of the current audience has loaded, its pop-ups (B for guests, A for members, F after a
 * first login) show unless this session closed them; they wait while a login or register dialog is open.
 */
function PopupHost() {
  const loggedIn = useIsLoggedIn();
  const firstLogin = useLoginEvent((s) => s.firstLogin);
  const authOpen = useAuthDialog((s) => s.dialog !== null);
  const { popups, ready } = usePopupFeed();
  const [, closed] = useReducer((n: number) => n + 1, 0);

  if (!ready || authOpen || popupsClosed(loggedIn)) return null;
  const shown = popupsFor(popups, { loggedIn, firstLogin });
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={loggedIn ? 'member' : 'guest'}
        popups={shown}
        onClose={() => {
          markPopupsClosed(loggedIn);
          closed();
        }}
      />
    </Suspense>
  );
}
