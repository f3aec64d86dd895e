import DOMPurify from 'dompurify';

export interface SanitizeOptions {
  /** Rewrites image sources (uploads `media/<id>` go to the merchant's image CDN). */
  imageUrl?: (src: string) => string;
}

let rewriteImage: SanitizeOptions['imageUrl'];

// Links that leave the page open in a new tab without handing it a reference back; pictures load lazily.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (node.hasAttribute('target') || /^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  } else if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
    const src = node.getAttribute('src');
    if (src && rewriteImage) node.setAttribute('src', rewriteImage(src));
  }
});

/** Rich content from the server (announcements, help) is HTML; it is sanitised again here before rendering. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  rewriteImage = options.imageUrl;
  try {
    return DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['form', 'input', 'button', 'textarea', 'select', 'style'],
    });
  } finally {
    rewriteImage = undefined;
  }
}
