/** The first words of a message's HTML as plain text, for its line in the list (the parser runs no scripts). */
export function textPreview(html: string, max = 120): string {
  // Paragraphs and line breaks become spaces, so their words do not run together.
  const spaced = html.replace(/<(br|\/p|\/div|\/li|\/h[1-6])\b[^>]*>/gi, '$& ');
  const text = (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
