import type { Language, LocalizedText } from '@lotus/contract';

/** The text in the request's language; English when the other language was left empty. */
export function localize(text: LocalizedText, language: Language): string {
  return (language === 'CN' ? text.CN : text.EN) || text.EN;
}

/**
 * Text written in one or both languages (announcements, messages): the request's language, else the merchant's
 * default, else whichever there is.
 */
export function localizeAny(
  text: { EN?: string | undefined; CN?: string | undefined },
  language: Language,
  fallback: Language = 'EN',
): string {
  return text[language] || text[fallback] || text.EN || text.CN || '';
}
