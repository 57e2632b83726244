import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/schema.ts. The SQL is committed and run by
// src/migrate.ts on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './migrations',
});
