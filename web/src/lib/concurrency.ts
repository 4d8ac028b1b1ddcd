/**
 * Runs async tasks with at most `concurrency` in flight; the rest wait in order.
 * Used for route preloading (spec §9: at most 4 concurrent).
 */
export const createLimiter = (concurrency: number) => {
  let active = 0;
  const queue: Array<() => void> = [];

  const next = () => {
    if (active >= concurrency) return;
    const run = queue.shift();
    if (!run) return;
    active += 1;
    run();
  };

  const limit = <T>(task: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active -= 1;
            next();
          });
      });
      next();
    });

  return Object.assign(limit, { active: () => active, pending: () => queue.length });
};
