import type { Language } from '@lotus/contract';
import { getPlay, type Names } from '@lotus/lottery';

/** A catalogue name in the page's language. */
export const nameIn = (names: Names, language: Language) => (language === 'CN' ? names.zh : names.en);

export const playName = (code: string, language: Language) => {
  const play = getPlay(code);
  return play ? nameIn(play.names, language) : code;
};

/** Picks as a slip or a bet shows them: rows by `|`, picks by space, empty rows as `-`. */
export const picksText = (picks: readonly (readonly string[])[]) =>
  picks.map((row) => (row.length > 0 ? row.join(' ') : '-')).join(' | ');
