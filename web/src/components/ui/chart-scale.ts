/** How many gridlines a value axis draws above zero. */
const TICK_COUNT = 4;

/**
 * A value axis from zero to a round number at or above `max` (1, 2, 2.5 or 5 times a power of ten per step), so the
 * gridlines read 0, 250, 500, 750, 1,000 rather than 0, 243, 486 …
 */
export const niceScale = (max: number) => {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const rough = max / TICK_COUNT;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s * TICK_COUNT >= max)!;
  const ticks = Array.from({ length: TICK_COUNT + 1 }, (_, i) => i * step);
  return { top: step * TICK_COUNT, ticks };
};

/** Up to `count` evenly spread indexes of a series of `length` points, always the first and the last. */
export const spreadIndexes = (length: number, count: number) => {
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return [...new Set(Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1))))];
};
