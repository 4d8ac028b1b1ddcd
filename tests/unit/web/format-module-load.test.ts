import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllGlobals());

const FORMATTERS = ['NumberFormat', 'DateTimeFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat'] as const;

/** Intl with every formatter class counting what is created. */
const countingIntl = () => {
  const made: Record<string, number> = Object.fromEntries(FORMATTERS.map((name) => [name, 0]));
  const counted = Object.fromEntries(
    FORMATTERS.map((name) => {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      return [
        name,
        class extends Original {
          constructor(...args: unknown[]) {
            super(...args);
            made[name] = (made[name] ?? 0) + 1;
          }
        },
      ];
    }),
  );
  vi.stubGlobal('Intl', { ...Intl, ...counted });
  return made;
};

// Creating an Intl formatter loads the locale's data: tens of milliseconds of a phone's main thread. Loading the
// display layer must create none, so a screen that formats nothing relative (most of them) never pays for it.
it('loading the display layer creates no Intl formatter; the first relative time creates one, reused', async () => {
  const made = countingIntl();
  vi.resetModules();
  const format = await import('@/lib/format');
  expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 0, PluralRules: 0, ListFormat: 0 });

  const now = Date.parse('2027-03-04T12:00:00Z');
  expect(format.formatRelative('2027-03-03T12:00:00Z', now)).toBe('yesterday');
  expect(format.formatRelative('2027-03-04T09:00:00Z', now)).toBe('3 hours ago');
  expect(made.RelativeTimeFormat).toBe(1);
});

it('a calendar date, a day, a count and a dollar amount are written without making an Intl formatter', async () => {
  const made = countingIntl();
  vi.resetModules();
  const format = await import('@/lib/format');
  expect(format.formatDate('2027-03-04')).toBe('Mar 4, 2027');
  expect(format.formatDay('2027-03-04')).toBe('Mar 4');
  expect(format.formatDate('2027-03-04T12:00:00Z')).toMatch(/^Mar [3-5], 2027$/);
  expect(format.formatFullCount(12_480)).toBe('12,480');
  expect(format.formatMoney(125_050)).toBe('$1,250.50');
  expect(format.formatMoneyRange(50_000, 120_000)).toBe('$500–$1,200');
  expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, RelativeTimeFormat: 0, PluralRules: 0, ListFormat: 0 });

  expect(format.formatMoney(99, 'EUR')).toBe('€0.99');
  expect(made.NumberFormat).toBe(1);
});
