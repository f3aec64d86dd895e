import { parseLanguage } from '@lotus/contract';
import { useEffect, useState } from 'react';
import { applyHtmlLang, i18n } from '@/lib/i18n';
import { matches } from '@/lib/media';
import { localKeys } from '@/lib/storage';
import { applyTheme, resolveTheme, useThemeStore } from '@/lib/theme';

/**
 * The launch URL's `lang` (EN/CN) for this page only: the lobby that opened the game keeps its own choice, so
 * nothing is stored. Resolves `true` once the catalogue is in place.
 */
export function useGameLanguage(lang: string | null): boolean {
  const language = lang ? parseLanguage(lang) : null;
  const code = language === 'CN' ? 'zh' : language === 'EN' ? 'en' : null;
  const [ready, setReady] = useState(() => code === null || i18n.language === code);
  useEffect(() => {
    if (!code || !language || i18n.language === code) {
      setReady(true);
      return;
    }
    let live = true;
    void (async () => {
      if (!i18n.hasResourceBundle(code, 'translation') && code === 'zh') {
        const { zh } = await import('@/locales/zh');
        i18n.addResourceBundle('zh', 'translation', zh);
      }
      await i18n.changeLanguage(code);
      applyHtmlLang(language);
      if (live) setReady(true);
    })().catch(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [code, language]);
  return ready;
}

/** The game follows the site's theme: a change made in the lobby around the game's frame shows here at once. */
export function useFollowSiteTheme() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== localKeys.theme) return;
      const theme = resolveTheme(event.newValue, matches('(prefers-color-scheme: light)'));
      applyTheme(theme);
      useThemeStore.setState({ theme });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}
