import { type Language, parseLanguage } from '@lotus/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from '@/locales/en';
import { enFirstView } from '@/locales/en-first-view';
import { local, localKeys } from './storage';

/** i18next codes and `<html lang>` values of the two languages the web client supports (spec §1). */
const i18nCode: Record<Language, string> = { EN: 'en', CN: 'zh' };
const htmlLang: Record<Language, string> = { EN: 'en', CN: 'zh-CN' };

// English ships in the start-up bundle (the first view's part, see `loadFullCatalogue`); other catalogues load when
// chosen, whole.
const catalogues: Record<Language, () => Promise<Messages>> = {
  EN: async () => enFirstView as unknown as Messages,
  CN: () => import('@/locales/zh').then((m) => m.zh),
};

/** Default EN (spec §1); the stored choice wins, in any spelling the original clients used. */
export function getStoredLanguage(): Language {
  const stored = local.get(localKeys.lang);
  return stored ? parseLanguage(stored) : 'EN';
}

// The language being shown or about to be: requests sent while a catalogue loads already ask for it.
let target: Language = getStoredLanguage();

export const currentLanguage = (): Language => target;

export function applyHtmlLang(lang: Language) {
  document.documentElement.lang = htmlLang[lang];
}

export const i18n = i18next;

void i18next.use(initReactI18next).init({
  // A copy: i18next merges the rest of the catalogue into the object it holds.
  resources: { en: { translation: { ...enFirstView } } },
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Texts added later (the rest of the English catalogue) re-render what shows them.
  react: { bindI18nStore: 'added' },
});

let fullCatalogue: Promise<void> | null = null;

/**
 * The English texts past the first view (en-more.ts). Every chunk but the home page's and its layout's waits for them
 * (lib/lazy.ts), so the start-up bundle carries only what the first view shows. English stays the fallback of every
 * language, so they load whatever the language. A failed load is tried again next time.
 */
export function loadFullCatalogue(): Promise<void> {
  fullCatalogue ??= import('@/locales/en-more').then(
    (m) => {
      i18next.addResourceBundle('en', 'translation', m.enMore, true, false);
    },
    (error: unknown) => {
      fullCatalogue = null;
      throw error;
    },
  );
  return fullCatalogue;
}

async function show(lang: Language) {
  const code = i18nCode[lang];
  if (!i18next.hasResourceBundle(code, 'translation')) {
    i18next.addResourceBundle(code, 'translation', await catalogues[lang]());
  }
  if (target !== lang) return;
  applyHtmlLang(lang);
  await i18next.changeLanguage(code);
}

/** Resolves once the stored language's catalogue is in place; the app renders after it (no flash of English). */
export const i18nReady: Promise<void> = show(target).catch(() => {
  // A catalogue that cannot load leaves the site in English rather than blank.
  target = 'EN';
  applyHtmlLang('EN');
});

/** Switches the UI language, remembering the previous one as `hisLang` (spec §3). */
export async function changeLanguage(lang: Language) {
  const previous = target;
  local.set(localKeys.lang, lang);
  if (previous !== lang) local.set(localKeys.hisLang, previous);
  target = lang;
  await show(lang);
}
