import { defineConfig } from 'drizzle-kit';

// One pg-core schema and one migration set, applied to PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
});
