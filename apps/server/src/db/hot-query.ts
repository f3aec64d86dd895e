import { type Placeholder, sql } from 'drizzle-orm';
import type { Orm } from './database.ts';

/** A placeholder per named value, for the query's builder. */
export type Placeholders<Values> = { readonly [K in keyof Values & string]: Placeholder<K, Values[K]> };

interface Preparable<Result> {
  prepare(name: string): Executable<Result>;
}
interface Executable<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

const placeholders = new Proxy({} as Record<string, Placeholder>, {
  get: (_, name) => sql.placeholder(String(name)),
});

/**
 * A query drizzle builds once instead of on every call: its builder names its inputs as placeholders, and each run
 * only fills them in. Building is most of the CPU a short query costs in this process (the seamless wallet's calls run
 * about ten of them under a lock). A query drizzle prepares is tied to the connection it was built on, so the built
 * query is kept per driver and bound to the session it runs in — the pool, or the caller's transaction.
 */
export function hotQuery<Values extends Record<string, unknown>, Result>(
  name: string,
  build: (orm: Orm, values: Placeholders<Values>) => Preparable<Result>,
): (orm: Orm, values: Values) => Promise<Result> {
  const built = new WeakMap<object, Executable<Result>>();
  return (orm, values) => {
    const session = orm._.session as unknown as { client: unknown };
    const driver = Object.getPrototypeOf(session) as object;
    let template = built.get(driver);
    if (!template) {
      template = build(orm, placeholders as Placeholders<Values>).prepare(name);
      built.set(driver, template);
    }
    // drizzle's prepared queries run on their `client`; this one runs on the caller's.
    const bound = Object.create(template, { client: { value: session.client } }) as Executable<Result>;
    return bound.execute(values);
  };
}
