import { create } from 'zustand';
import { matches } from './media';
import { local, localKeys } from './storage';

export type Theme = 'dark' | 'light';

const themeColor: Record<Theme, string> = { dark: '#0b1020', light: '#f4f6fb' };

/** The stored choice wins; otherwise the system preference, dark unless the system asks for light (DESIGN.md). */
export function resolveTheme(stored: string | null, systemPrefersLight: boolean): Theme {
  if (stored === 'dark' || stored === 'light') return stored;
  return systemPrefersLight ? 'light' : 'dark';
}

const systemPrefersLight = () => matches('(prefers-color-scheme: light)');

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColor[theme]);
}

export const useThemeStore = create<{ theme: Theme }>(() => ({
  theme: resolveTheme(local.get(localKeys.theme), systemPrefersLight()),
}));

export function setTheme(theme: Theme) {
  local.set(localKeys.theme, theme);
  applyTheme(theme);
  useThemeStore.setState({ theme });
}

export const toggleTheme = () => setTheme(useThemeStore.getState().theme === 'dark' ? 'light' : 'dark');

/** Follows the system while the visitor has not chosen a theme. */
export function followSystemTheme() {
  applyTheme(useThemeStore.getState().theme);
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia('(prefers-color-scheme: light)');
  const onChange = () => {
    if (local.get(localKeys.theme)) return;
    const theme = resolveTheme(null, list.matches);
    applyTheme(theme);
    useThemeStore.setState({ theme });
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const TOKEN_NAME = /^--[a-z][a-z0-9-]*$/;
// A value that could break out of the declaration or load a remote resource is not a design token.
const UNSAFE_VALUE = /[;{}<>]|url\(|expression\(|@import/i;

/** Applies a merchant's brand overrides (`info.merchant.theme`) on top of both themes. */
export function applyMerchantTheme(overrides: Record<string, string>) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(overrides)) {
    if (TOKEN_NAME.test(name) && !UNSAFE_VALUE.test(value)) style.setProperty(name, value);
  }
}
