import { isApiError } from '@/lib/api';

/**
 * The server's field messages of a refused write (`request.invalid`), by the form's own field names: `imageCdns.2`
 * belongs to the `imageCdns` field. Answers those it could place; the caller shows any other failure as a whole. A
 * field message that only names the error's id says no more than the error's own message, which is shown instead.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  if (!isApiError(error)) return [];
  const sent = error.value.fields as Record<string, unknown> | undefined;
  const placed = new Map<string, string>();
  for (const [path, message] of Object.entries(sent ?? {})) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    const text = message === error.errorCode ? error.message : String(message);
    if (field && !placed.has(field)) placed.set(field, text);
  }
  return [...placed];
}

/** The message of a failed request, or `fallback` for something that is not an error. */
export const failureMessage = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
