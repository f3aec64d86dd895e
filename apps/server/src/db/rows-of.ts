/**
 * The rows of `orm.execute(sql…)`: postgres.js answers the rows themselves, PGlite an object holding them. Typed by
 * the caller, who wrote the SELECT.
 */
export function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Row[];
}
