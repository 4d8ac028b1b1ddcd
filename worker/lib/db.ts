import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as schema from '../../db/schema';
import type { Env } from '../env';

export const createDb = (env: Pick<Env, 'LIBSQL_URL' | 'LIBSQL_AUTH_TOKEN'>) =>
  drizzle(createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN }), { schema });

export type Db = ReturnType<typeof createDb>;
export { schema };
