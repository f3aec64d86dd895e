import { Suspense } from 'react';
import { create } from 'zustand';
import { lazyComponent } from '@/lib/lazy';

const useToasterHost = create<{ requested: boolean }>(() => ({ requested: false }));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

let sonner: Promise<typeof import('sonner')> | null = null;

// Toasts are rare and never needed for the first paint: Sonner and its toaster load on the first one.
function loadSonner() {
  if (!sonner) {
    useToasterHost.setState({ requested: true });
    sonner = Promise.all([import('sonner'), mounted]).then(([module]) => module);
  }
  return sonner;
}

const show = (fn: (s: typeof import('sonner')) => void) => {
  loadSonner().then(fn, () => undefined);
};

/** Short confirmations (copied, saved); decisions and spec §8 errors use dialogs instead. */
export const toast = {
  success: (message: string) => show((s) => s.toast.success(message)),
  error: (message: string) => show((s) => s.toast.error(message)),
  message: (message: string) => show((s) => s.toast(message)),
};

const Toaster = lazyComponent(() => import('./toaster').then((m) => m.default));

export function ToasterHost() {
  const requested = useToasterHost((s) => s.requested);
  return requested ? (
    <Suspense fallback={null}>
      <Toaster onMounted={markMounted} />
    </Suspense>
  ) : null;
}
