/** The app's start-up, run by main.tsx once the boot frame is on screen. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
// The start-up asks for the first view's data before the app's chunks load, so it takes the two queries from their
// modules: the features' indexes would bring their components into the start-up bundle.
// biome-ignore lint/style/noRestrictedImports: the query module alone, not the announcements feature's index
import { announcementsQuery } from '@/features/announcements/api/get-announcements';
// biome-ignore lint/style/noRestrictedImports: the query module alone, not the games feature's index
import { vendorLanesQuery } from '@/features/games/api/get-vendor-lanes';
import { systemStatusQuery } from '@/features/system';
import { queryClient } from '@/lib/api';
import { i18nReady } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { getToken } from '@/lib/session';
import { followSystemTheme } from '@/lib/theme';
import { App, createRouter } from './app';

// The start-up runs as a few short tasks, so a tap on the boot frame is never held long.
// Evaluating the start-up's modules is a task of its own; sending the first requests (which loads their schemas'
// code and starts the network) is the next.
await nextTask();
followSystemTheme();
// The boot payload is needed before anything renders (spec §4): ask for it before React even starts.
void queryClient.prefetchQuery(systemStatusQuery);
await nextTask();
// The feed holds the home page's first banner, its largest image: asked for alongside the boot payload rather than
// after the home route's code has arrived and rendered.
if (window.location.pathname === '/') {
  void queryClient.prefetchQuery(announcementsQuery(getToken() !== null));
  // The vendor lanes build the menu, the lobby and most of the home page's sections: arriving before the first render,
  // they are part of it (time-sliced) instead of a second, synchronous render of nearly the whole page.
  await nextTask();
  void queryClient.prefetchQuery(vendorLanesQuery);
}

const root = document.getElementById('root');
await i18nReady;
if (root) {
  await nextTask();
  // Matching the first URL starts its route's lazy code and loaders: a task of its own.
  const router = createRouter();
  await nextTask();
  // A transition lets React yield to the browser every few milliseconds while it builds the first page, instead of
  // one long task that blocks input (the boot frame in index.html stays on screen meanwhile).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
