/** A link (its query and fragment apart), or a run of 4 to 8 digits standing on its own: a one-time code. */
const SECRET = /(https?:\/\/[^\s?#]+)(?:[?#]\S*)?|(?<![\d.,])\d{4,8}(?![\d.,]?\d)/g;

/**
 * Blanks out what lets someone into an account from a message's text: one-time codes and the query of links (reset
 * tokens). Links are read whole first, so a port or path keeps its digits; durations, amounts, phone numbers and the
 * brand stay readable.
 */
export function hideMessageSecrets(body: string) {
  return body.replace(SECRET, (match, link: string | undefined) => {
    if (link === undefined) return '•'.repeat(match.length);
    return match.length > link.length ? `${link}?…` : match;
  });
}
