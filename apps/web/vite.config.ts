import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.LOTUS_API ?? 'http://127.0.0.1:8080';

/** Paths the server owns; the service worker must never answer them from the app shell. */
const serverPaths = [
  '/wps',
  '/lgw',
  '/lotto',
  '/vendor',
  '/ws',
  '/docs',
  '/healthz',
  '/metrics',
  // Pages and files the server renders itself: outside providers' and vendors' pages, game art, uploaded media,
  // and the house vendor's game API (its game clients, /house/<game>, are app routes).
  '/pay',
  '/demo-vendor',
  '/game-art',
  '/media',
  '/house/v1',
];

const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'theme-init.js', 'media/**/*.svg'],
  manifest: {
    name: 'Lotus',
    short_name: 'Lotus',
    description: 'Casino, slots, sports and lottery',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    // Only the app shell: API answers, balances and game pages must always come from the network.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The browser fetches the large install icons itself when it needs them.
    globIgnores: ['**/icons/icon-512.png', '**/icons/icon-maskable-512.png'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: serverPaths.map((p) => new RegExp(`^${p}(/|$)`)),
    runtimeCaching: [],
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig({
  plugins: [react(), ...(process.env.VITEST ? [] : [pwa])],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(
      serverPaths.map((p) => [p, { target: api, changeOrigin: true, ...(p === '/ws' ? { ws: true } : {}) }]),
    ),
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Libraries every page runs, in one long-cached file instead of a dozen small ones.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|zustand|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
