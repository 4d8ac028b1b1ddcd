import type { Db } from '../../worker/lib/db';
import { testDb } from './helpers';

/** The test database, with `meanwhile` run once: before or after its first batch. */
const dbWithChange = (meanwhile: () => Promise<unknown>, at: 'before' | 'after'): Db => {
  const db = testDb();
  let batches = 0;
  return new Proxy(db, {
    get: (target, key) =>
      key === 'batch'
        ? async (steps: Parameters<Db['batch']>[0]) => {
            const first = batches++ === 0;
            if (first && at === 'before') await meanwhile();
            const results = await target.batch(steps);
            if (first && at === 'after') await meanwhile();
            return results;
          }
        : Reflect.get(target, key),
  });
};

/**
 * The test database, with `meanwhile` run right after its first batch returns: what another request does between a
 * state change's read and its guarded write (the race a guard exists for, made certain instead of likely).
 */
export const dbWithChangeAfterRead = (meanwhile: () => Promise<unknown>) => dbWithChange(meanwhile, 'after');

/**
 * The test database, with `meanwhile` run right before its first batch goes out: for a state change whose one batch
 * decides in the database (sign-up), what another request does after this one was let in and before it writes.
 */
export const dbWithChangeBeforeWrite = (meanwhile: () => Promise<unknown>) => dbWithChange(meanwhile, 'before');
