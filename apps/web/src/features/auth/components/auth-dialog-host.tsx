import { Suspense } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useAuthDialog } from '../stores/auth-dialog-store';

const AuthDialog = lazyComponent(() => import('./auth-dialog').then((m) => m.default));

/** Mounts the login or register dialog (and loads its code) only when one is opened. */
export function AuthDialogHost() {
  const dialog = useAuthDialog((s) => s.dialog);
  return dialog ? (
    <Suspense fallback={null}>
      <AuthDialog kind={dialog} />
    </Suspense>
  ) : null;
}
