import { isApiError } from '@/lib/api';

/**
 * The server's field messages of a refused write (`request.invalid`), by the form's own field names: `imageCdns.2`
 * belongs to the `imageCdns` field. Answers those it could place; the caller shows any other failure as a whole.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): [string, string][] {
  const sent = isApiError(error) ? (error.value.fields as Record<string, string> | undefined) : undefined;
  const placed = new Map<string, string>();
  for (const [path, message] of Object.entries(sent ?? {})) {
    const field = fields.find((f) => path === f || path.startsWith(`${f}.`));
    if (field && !placed.has(field)) placed.set(field, message);
  }
  return [...placed];
}

/** The message of a failed request, or `fallback` for something that is not an error. */
export const failureMessage = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);
