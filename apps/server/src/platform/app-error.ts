import { type ErrorCode, errorCatalogue, type Language } from '@lotus/contract';

/**
 * A failure the client is meant to see: a stable code from the contract's catalogue, optional data for the
 * client in `value`, and the catalogue's HTTP status unless the caller has a better one.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly value: Record<string, unknown> = {},
    status?: number,
  ) {
    super(code);
    this.name = 'AppError';
    this.status = status ?? errorCatalogue[code].status;
  }
}

export const errorMessage = (code: ErrorCode, language: Language) =>
  language === 'CN' ? errorCatalogue[code].cn : errorCatalogue[code].en;
