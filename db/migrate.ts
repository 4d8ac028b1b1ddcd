import { migrate } from 'drizzle-orm/libsql/migrator';
import { fileURLToPath } from 'node:url';
import { databaseFile, openFileDb } from './node-client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the committed migrations (idempotent) and turns on WAL so the server and scripts can share the file. */
export const migrateFile = async (file = databaseFile()) => {
  const { client, db } = openFileDb(file);
  try {
    await client.execute('PRAGMA journal_mode = WAL');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    client.close();
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = databaseFile();
  await migrateFile(file);
  console.log(`Migrated ${file}`);
}
