/**
 * The SQLSTATE of a database error, on the error itself (node-postgres, PGlite) or on its cause (drizzle wraps driver
 * errors in a DrizzleQueryError).
 */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique index refused the row: another writer got there first. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
