import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/tokens.css';
import '@/styles/base.css';
import { systemStatusQuery } from '@/features/system';
import { queryClient } from '@/lib/api';
import { i18nReady } from '@/lib/i18n';
import { followSystemTheme } from '@/lib/theme';
import { App } from './app';

followSystemTheme();
// The boot payload is needed before anything renders (spec §4): ask for it before React even starts.
void queryClient.prefetchQuery(systemStatusQuery);

const root = document.getElementById('root');
await i18nReady;
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
