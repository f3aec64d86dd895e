import { type ErrorCode, errorCatalogue, type Language } from '@lotus/contract';

/**
 * A failure the client is meant to see: a stable code from the contract's catalogue, optional data for the
 * client in `value`, and the catalogue's HTTP status unless the caller has a better one.
 */
export class AppError extends Error {
  readonly status: number;

  readonly code: ErrorCode;
  readonly value: Record<string, unknown>;
  constructor(code: ErrorCode, value: Record<string, unknown> = {}, status?: number) {
    super(code);
    this.code = code;
    this.value = value;
    this.name = 'AppError';
    this.status = status ?? errorCatalogue[code].status;
  }
}

/** The catalogue's text in the language, with `{name}` filled from the error's value where it has that name. */
export function errorMessage(code: ErrorCode, language: Language, value: Record<string, unknown> = {}): string {
  const text: string = language === 'CN' ? errorCatalogue[code].cn : errorCatalogue[code].en;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const filled = value[name];
    return typeof filled === 'string' || typeof filled === 'number' ? String(filled) : whole;
  });
}
