// Types of lotus.mjs for the TypeScript benches.
export function ensureBundle(): string;
export function lotusArgs(script?: string): string[];
export function pinSelf(): void;
export function productionEnv(extra?: Record<string, string>): Record<string, string>;
export function logIn(url: string, account: { username: string; password: string }, device?: string): Promise<string>;
export function postgresSchema(databaseUrl: string): {
  name: string;
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  drop(): Promise<void>;
};
export function fmt(x: unknown): string;
export function printTable(columns: { key: string; title: string }[], rows: Record<string, unknown>[]): void;
