import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useNoticeDialog } from '../hooks/use-announcements';

const NoticeDialog = lazyComponent(() => import('./notice-dialog').then((m) => m.default));

/** Mounts the notice pop-up (and loads its code) only when it is opened. */
export function NoticeDialogHost() {
  const open = useNoticeDialog((s) => s.open);
  return open ? (
    <Suspense fallback={null}>
      <NoticeDialog />
    </Suspense>
  ) : null;
}
