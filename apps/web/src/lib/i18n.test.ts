import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, getStoredLanguage, i18n } from './i18n';

describe('language', () => {
  afterEach(async () => {
    await changeLanguage('EN');
    localStorage.clear();
  });

  it('defaults to English', () => {
    expect(getStoredLanguage()).toBe('EN');
    expect(currentLanguage()).toBe('EN');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('auth.loginTitle')).toBe('Login');
  });

  it('reads a stored language in any spelling the original clients used', () => {
    for (const stored of ['CN', 'cn', 'zh', 'zh-CN']) {
      localStorage.setItem('lang', stored);
      expect(getStoredLanguage()).toBe('CN');
    }
    localStorage.setItem('lang', 'fr');
    expect(getStoredLanguage()).toBe('EN');
  });

  it('switching persists lang, remembers the previous one as hisLang and updates <html lang>', async () => {
    await changeLanguage('CN');
    expect(localStorage.getItem('lang')).toBe('CN');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('auth.loginTitle')).toBe('登录');
    expect(i18n.t('preferences.language')).toBe('语言');

    await changeLanguage('EN');
    expect(localStorage.getItem('hisLang')).toBe('CN');
    expect(document.documentElement.lang).toBe('en');
  });
});
