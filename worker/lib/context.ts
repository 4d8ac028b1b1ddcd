import type { TimingVariables } from 'hono/timing';
import type { users } from '../../db/schema';
import type { Env } from '../env';
import type { Db } from './db';

export type UserRow = typeof users.$inferSelect;

export type Auth = {
  user: UserRow;
  sessionId: string;
  /** How the request proved who it is: cookie-authenticated unsafe requests need the CSRF header. */
  via: 'bearer' | 'cookie';
  /** A creator's own profile id, read with the session (null for other accounts). */
  creatorId: string | null;
  /** Read with the session: a brand user's membership, and whether a strategist manages the `X-Selected-Brand`. */
  brandLinks: {
    member: { brandId: string; role: 'owner' | 'admin' | 'member' } | null;
    selectedBrand: string | null;
    managesSelected: boolean;
  };
  /**
   * Read with the session: the plan features of the brand acted for (a brand user's own, or the strategist's
   * selected managed brand); `features` is null when that brand has no live subscription. Undefined on a folded
   * request until its session check has run.
   */
  plan?: { brandId: string; features: string[] | null } | null;
};

/** The brand a request acts for: a brand user's own, or the managed brand a strategist selected. */
export type ActingBrand = { brandId: string; role: 'owner' | 'admin' | 'member' | 'strategist' };

export type AppEnv = {
  Bindings: Env;
  Variables: TimingVariables & {
    requestId: string;
    db: Db;
    auth: Auth | null;
    /** Set by `withActingBrand`: the brand this request acts for. */
    actingBrand: ActingBrand | null;
  };
};
