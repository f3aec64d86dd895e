import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadFullCatalogue } from '@/lib/i18n';
import { fakeMediaList, resetMatchingMedia } from './media';

// jsdom has no layout engine: media queries never match unless a test says otherwise (test/media.ts).
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', { writable: true, configurable: true, value: fakeMediaList });
}

// Components under test may show any text: the app loads the part past the first view with their chunks.
await loadFullCatalogue();

afterEach(() => {
  cleanup();
  resetMatchingMedia();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom implements neither scrolling nor modal dialogs; the app calls both on navigation and errors.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
