const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text placed inside HTML (an element's content or a quoted attribute) stays text, whatever characters it has. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
