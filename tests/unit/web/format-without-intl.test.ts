import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, formatFullCount, formatMoney } from '../../../web/src/lib/format';

/** Values spread over the ranges a screen shows, with their edges (deterministic, no random seed to chase). */
const spread = (count: number, max: number) =>
  Array.from({ length: count }, (_, i) => Math.floor((max * (i * 7919 + 13) ** 2) / (count * 7919) ** 2));
const EDGES = [0, 1, 9, 49, 50, 51, 99, 100, 101, 149, 150, 999, 1000, 99_950, 100_000, 123_456_789, 2 ** 53 - 1];

const dollars = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

// The display layer writes calendar dates, counts and dollar amounts without Intl (the first Intl formatter of a page
// costs a phone 50–150 ms in one piece); what it writes must be exactly what Intl writes.
describe('the forms written without Intl are the forms Intl writes', () => {
  it('dollar amounts, in every precision, either sign', () => {
    // Up to a hundred million dollars: above that, Intl's own division by 100 starts to round.
    for (const cents of [...EDGES.slice(0, -1), ...spread(500, 10_000_000_000)].flatMap((c) => [c, -c])) {
      expect(formatMoney(cents, 'USD', 'cents')).toBe(dollars(2).format(cents / 100));
      expect(formatMoney(cents, 'USD', 'whole')).toBe(dollars(0).format(cents / 100));
      expect(formatMoney(cents)).toBe(dollars(cents % 100 === 0 ? 0 : 2).format(cents / 100));
    }
  });

  it('whole counts, and a count that is not whole still goes to Intl', () => {
    for (const n of [...EDGES, ...spread(500, 10_000_000_000)].flatMap((c) => [c, -c]))
      expect(formatFullCount(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    expect(formatFullCount(1234.5)).toBe('1,234.5');
  });

  it('calendar dates and days, and moments in the viewer’s zone', () => {
    const utcDate = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const localDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let day = Date.UTC(1999, 11, 25); day < Date.UTC(2031, 0, 10); day += 86_400_000 * 3 + 3_600_000 * 7) {
      const iso = new Date(day).toISOString();
      expect(formatDate(iso.slice(0, 10))).toBe(utcDate.format(new Date(iso.slice(0, 10))));
      expect(formatDay(iso.slice(0, 10))).toBe(utcDay.format(new Date(iso.slice(0, 10))));
      expect(formatDate(iso)).toBe(localDate.format(new Date(iso)));
      expect(formatDate(iso, { timeZone: 'UTC' })).toBe(utcDate.format(new Date(iso)));
    }
  });
});
