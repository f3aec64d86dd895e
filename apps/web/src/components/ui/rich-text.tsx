import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';
import './rich-text.css';

/**
 * Server-provided HTML, sanitised (links leaving the site open in a new tab); the one style of rich content for
 * announcements, notices, help and the site's dialogs. Import only from lazily loaded code (it carries DOMPurify).
 */
export function RichText({
  html,
  className,
  imageUrl,
}: {
  html: string;
  className?: string;
  /** Rewrites image sources, e.g. uploads onto the image CDN. */
  imageUrl?: (src: string) => string;
}) {
  const clean = useMemo(() => sanitizeHtml(html, { imageUrl }), [html, imageUrl]);
  return (
    <div
      className={['rich-text', className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
