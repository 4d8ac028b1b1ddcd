/** Small seeded PRNG (mulberry32) so the seed gives the same data on every machine. */
export const createRandom = (seed: number) => {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => Math.floor(next() * (max - min + 1)) + min;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const n = Math.min(pool.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < n; i++) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  /** Log-uniform: follower counts spread evenly over orders of magnitude. */
  const logUniform = (min: number, max: number) =>
    Math.round(Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))));
  return { next, int, pick, some, logUniform };
};
export type Random = ReturnType<typeof createRandom>;
