import type { ReactNode } from 'react';

/** A small state label beside a name: green when done (verified, set), amber when it still waits for the member. */
export function StatusBadge({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <span className={`status-badge status-badge--${ok ? 'ok' : 'pending'}`} data-state={ok ? 'ok' : 'pending'}>
      {children}
    </span>
  );
}
