import { sanitizeHtml } from '@/lib/sanitize';
import './rich-text.css';

/** Server-provided HTML, sanitised; import only from lazily loaded code (it carries DOMPurify). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
