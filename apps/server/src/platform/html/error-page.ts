import { type Language, parseLanguage } from '@lotus/contract';
import { escapeHtml } from './escape-html.ts';

/** A page load carries no `Language` header: the browser's own language decides. */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  return parseLanguage(acceptLanguage?.split(',')[0]?.split(';')[0]);
}

/**
 * A whole page with one message, for a page load the server cannot answer with the app: a browser shows it as a page,
 * where the API's JSON would show as raw text. It needs no script or style file, which may fail to load just the same.
 */
export function errorPage(message: string, language: Language): string {
  const text = escapeHtml(message);
  return `<!doctype html><html lang="${language === 'CN' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">\
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark">\
<title>${text}</title></head><body style="margin:0;display:grid;place-items:center;min-height:100vh;\
font:16px/1.5 system-ui,sans-serif;text-align:center"><main style="padding:24px"><p>${text}</p></main></body></html>`;
}
