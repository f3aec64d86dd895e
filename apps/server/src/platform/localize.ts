import type { Language, LocalizedText } from '@lotus/contract';

/** The text in the request's language; English when the other language was left empty. */
export function localize(text: LocalizedText, language: Language): string {
  return (language === 'CN' ? text.CN : text.EN) || text.EN;
}
