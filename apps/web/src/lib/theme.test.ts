import { afterEach, describe, expect, it } from 'vitest';
import { applyMerchantTheme, resolveTheme, setTheme, toggleTheme, useThemeStore } from './theme';

describe('theme', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    localStorage.clear();
  });

  it('follows the system when nothing is stored: dark unless the system prefers light', () => {
    expect(resolveTheme(null, false)).toBe('dark');
    expect(resolveTheme(null, true)).toBe('light');
  });

  it('a stored choice wins over the system; garbage is ignored', () => {
    expect(resolveTheme('dark', true)).toBe('dark');
    expect(resolveTheme('light', false)).toBe('light');
    expect(resolveTheme('sepia', true)).toBe('light');
  });

  it('the toggle persists the choice and sets data-theme', () => {
    setTheme('dark');
    toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(useThemeStore.getState().theme).toBe('light');
    toggleTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('applies merchant token overrides and refuses values that are not tokens', () => {
    applyMerchantTheme({
      '--color-primary': '#7b5cff',
      '--color-accent': 'url(https://evil.example/x.png)',
      'background-image': 'red',
      '--color-bg': 'red; color: blue',
    });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-primary')).toBe('#7b5cff');
    expect(style.getPropertyValue('--color-accent')).toBe('');
    expect(style.getPropertyValue('background-image')).toBe('');
    expect(style.getPropertyValue('--color-bg')).toBe('');
  });
});
