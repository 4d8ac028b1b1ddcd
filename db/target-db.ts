import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrateFile } from './migrate';
import { databaseFile, openFileDb } from './node-client';
import * as schema from './schema';

/**
 * The database an operator command works on: `LIBSQL_URL` (+ `LIBSQL_AUTH_TOKEN`) when set — a production
 * database, already migrated with `npm run db:migrate:remote` — else the local file (migrated here).
 */
export const openTargetDb = async () => {
  const url = process.env.LIBSQL_URL;
  if (url) {
    const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN });
    return { client, db: drizzle(client, { schema }), where: url.replace(/\?.*$/, '') };
  }
  const file = databaseFile();
  await migrateFile(file);
  return { ...openFileDb(file), where: file };
};
