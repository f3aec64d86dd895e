import { Suspense, useState } from 'react';
import { lazyComponent } from '@/lib/lazy';
import { useHelpDialog } from '../stores/help-dialog';

const HelpCentreDialog = lazyComponent(() => import('./help-centre-dialog').then((m) => m.default));

/** Mounted once in the layout; the dialog and the help content load the first time it opens. */
export function HelpCentreDialogHost() {
  const open = useHelpDialog((s) => s.open);
  const [requested, setRequested] = useState(false);
  if (open && !requested) setRequested(true);
  return requested ? (
    <Suspense fallback={null}>
      <HelpCentreDialog />
    </Suspense>
  ) : null;
}
