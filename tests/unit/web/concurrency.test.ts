import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../../web/src/lib/concurrency';

describe('createLimiter (route preloading)', () => {
  it('runs at most 4 tasks at a time, in order', async () => {
    const limit = createLimiter(4);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        running += 1;
        peak = Math.max(peak, running);
        order.push(n);
        setTimeout(() => {
          running -= 1;
          resolve(n);
        }, 5);
      });
    const results = await Promise.all(Array.from({ length: 10 }, (_, n) => limit(task(n))));
    expect(peak).toBe(4);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps going after a failure', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('chunk')))).rejects.toThrow('chunk');
    await expect(limit(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
