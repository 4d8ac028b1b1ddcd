import type { users } from '../../db/schema';
import type { Env } from '../env';
import type { ActingBrand } from '../services/brands/acting-brand';
import type { Db } from './db';

export type UserRow = typeof users.$inferSelect;

export type Auth = {
  user: UserRow;
  sessionId: string;
  /** How the request proved who it is: cookie-authenticated unsafe requests need the CSRF header. */
  via: 'bearer' | 'cookie';
};

export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Db;
    auth: Auth | null;
    /** Set by `withActingBrand`: the brand this request acts for. */
    actingBrand: ActingBrand | null;
  };
};
