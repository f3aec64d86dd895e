import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Many rows as one JSON parameter, read back as a table `v` with the given columns (name → SQL type): a set-based
 * write of a thousand rows is one statement with one parameter, the same on PostgreSQL and PGlite (whose drivers
 * take array parameters differently). Row keys must be the column names; times go as ISO text.
 */
export function jsonRows(rows: readonly Record<string, unknown>[], columns: Readonly<Record<string, string>>): SQL {
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  return sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(${sql.raw(definition)})`;
}

/**
 * `column = any(…)` over a list sent as one JSON parameter: a thousand ids cost one parameter to bind and plan, where
 * `in ($1, …, $1000)` costs a thousand.
 */
export function anyOf(column: SQL | AnyColumn, values: readonly (number | string)[], type: 'bigint' | 'text'): SQL {
  return sql`${column} = any(array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::${sql.raw(type)}))`;
}
