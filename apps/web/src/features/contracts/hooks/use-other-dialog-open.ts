import { useEffect, useState } from 'react';
import { useAccountPrompt, useAuthDialog } from '@/features/auth';

const DIALOGS = '[role="dialog"], [role="alertdialog"], dialog[open]';

const foreignDialogOpen = (own: string) =>
  Array.from(document.querySelectorAll(DIALOGS)).some((el) => !el.closest(own));

/**
 * Whether a login, account or any other modal dialog (announcement pop-ups, the menu drawer) is open: the contract
 * pop-up waits for it, as the announcement pop-ups wait for the login dialog. Modal dialogs are portals on `<body>`.
 */
export function useOtherDialogOpen(ownSelector: string): boolean {
  const authOpen = useAuthDialog((s) => s.dialog !== null);
  const promptOpen = useAccountPrompt((s) => s.prompt !== null);
  const [domOpen, setDomOpen] = useState(() => foreignDialogOpen(ownSelector));
  useEffect(() => {
    const update = () => setDomOpen(foreignDialogOpen(ownSelector));
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true });
    return () => observer.disconnect();
  }, [ownSelector]);
  return authOpen || promptOpen || domOpen;
}
