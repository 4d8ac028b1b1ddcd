import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` needs no database. `npm run db:migrate:remote` applies the committed migrations to the
// Turso database named by LIBSQL_URL / LIBSQL_AUTH_TOKEN (the local database is migrated by `npm run db:migrate`).
export default defineConfig({
  dialect: 'turso',
  schema: './db/schema/index.ts',
  out: './db/migrations',
  dbCredentials: {
    url: process.env.LIBSQL_URL ?? 'file:.data/social-loop.db',
    authToken: process.env.LIBSQL_AUTH_TOKEN,
  },
});
