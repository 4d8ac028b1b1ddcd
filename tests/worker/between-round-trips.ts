import type { Db } from '../../worker/lib/db';
import { testDb } from './helpers';

/**
 * The test database, with `meanwhile` run right after its first batch returns: what another request does between a
 * state change's read and its guarded write (the race a guard exists for, made certain instead of likely).
 */
export const dbWithChangeAfterRead = (meanwhile: () => Promise<unknown>): Db => {
  const db = testDb();
  let batches = 0;
  return new Proxy(db, {
    get: (target, key) =>
      key === 'batch'
        ? async (steps: Parameters<Db['batch']>[0]) => {
            const results = await target.batch(steps);
            if (batches++ === 0) await meanwhile();
            return results;
          }
        : Reflect.get(target, key),
  });
};
