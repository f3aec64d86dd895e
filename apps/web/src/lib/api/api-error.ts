import { i18n } from '../i18n';

/** A failed call: the envelope's `errorCode` and `message`, the HTTP status (0 when the network failed) and `value`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode: string;
  readonly status: number;
  readonly value: Record<string, unknown>;
  constructor(errorCode: string, message: string, status: number, value: Record<string, unknown> = {}) {
    super(message);
    this.errorCode = errorCode;
    this.status = status;
    this.value = value;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Messages for failures the server could not describe (no answer, no envelope). The texts are those of the
 * contract's error catalogue (spec §8), kept in the locale files so the start-up bundle needs no second copy.
 */
const clientMessages = {
  'service.unavailable': 'errors.network',
  'system.busy': 'errors.unknown',
  'not.found': 'errors.notFound',
  'rate.limited': 'errors.rateLimited',
  'request.invalid': 'errors.invalidRequest',
} as const;

export type ClientErrorCode = keyof typeof clientMessages;

export const catalogueMessage = (code: ClientErrorCode): string => i18n.t(clientMessages[code]);

/** Errors of a missing feature or route: the client hides what depends on it instead of showing a failure. */
export const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.errorCode === 'function.not.available');

/** Calls refused because this visitor (their session, or their address as a guest) made too many in a minute. */
export const isRateLimited = (error: unknown): error is ApiError =>
  isApiError(error) && (error.status === 429 || error.errorCode === 'rate.limited');

/**
 * How long the server asked a rate-limited caller to wait (`value.retryAfterSeconds`, filled from `Retry-After` when
 * the answer had no envelope), in milliseconds; null for any other error.
 */
export function retryAfterMs(error: unknown): number | null {
  if (!isRateLimited(error)) return null;
  const seconds = Number(error.value.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 600) * 1000 : 1000;
}
