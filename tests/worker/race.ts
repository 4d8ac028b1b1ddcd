import { expect } from 'vitest';

/**
 * Fires `n` identical state changes at once and asserts exactly one winner: one 2xx, every other answer a 409 —
 * or one of `losers` where a call that arrives after the winner committed is refused for a reason of its own (the
 * member is gone: 404; the caller no longer owns the brand: 403). Returns the winner's response.
 */
export const expectOneWinner = async <R extends { status: number }>(
  n: number,
  fire: () => Promise<R>,
  { losers = [409] }: { losers?: number[] } = {},
) => {
  const answers = await Promise.all(Array.from({ length: n }, fire));
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s >= 200 && s < 300),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  expect(
    statuses.filter((s) => !losers.includes(s) && (s < 200 || s >= 300)),
    JSON.stringify(statuses),
  ).toEqual([]);
  return answers.find((a) => a.status < 300)!;
};
