import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as schema from './schema';

const DEFAULT_DATA_DIR = '.data';
export const dataDir = () => resolve(process.env.DATA_DIR ?? DEFAULT_DATA_DIR);
export const databaseFile = (dir = dataDir()) => resolve(dir, 'social-loop.db');

/** A Node-side drizzle client on the database file (for migrations and seeding, before the server starts). */
export const openFileDb = (file = databaseFile()) => {
  mkdirSync(dirname(file), { recursive: true });
  const client = createClient({ url: `file:${file}` });
  return { client, db: drizzle(client, { schema }) };
};
export type FileDb = ReturnType<typeof openFileDb>['db'];
