import type { Env } from '../../env';
import type { Db } from '../../lib/db';

/**
 * What a scheduled job that calls out of the database is given (worker/scheduled.ts): the database, the bindings
 * it uses, and the run's clock (`now` defaults to the call's time; tests pass their own).
 */
export type ScheduledJobArgs<E = Env> = { db: Db; env: E; now?: number };
