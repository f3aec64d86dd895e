import DOMPurify from 'dompurify';

/** Rich content from the server (announcements, help) is HTML; it is sanitised again here before rendering. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}
