import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` (from apps/server) writes the next SQL migration into ./drizzle after a schema change.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
