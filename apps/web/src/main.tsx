import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { announcementsQuery } from '@/features/announcements/api/get-announcements';
import { systemStatusQuery } from '@/features/system';
import { queryClient } from '@/lib/api';
import { i18nReady } from '@/lib/i18n';
import { getToken } from '@/lib/session';
import { followSystemTheme } from '@/lib/theme';
import { App } from './app';

followSystemTheme();
// The boot payload is needed before anything renders (spec §4): ask for it before React even starts.
void queryClient.prefetchQuery(systemStatusQuery);
// The feed holds the home page's first banner, its largest image: asked for alongside the boot payload rather than
// after the home route's code has arrived and rendered.
if (window.location.pathname === '/') void queryClient.prefetchQuery(announcementsQuery(getToken() !== null));

const root = document.getElementById('root');
await i18nReady;
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
