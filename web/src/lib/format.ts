/** The one display layer for money, dates and relative times (STYLE 13): features format through these. */

/** Integer minor units in a currency: "$1,250.00"; whole units from 10,000 up. */
export const formatCents = (cents: number, currency = 'USD') => {
  const units = cents / 100;
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    maximumFractionDigits: Math.abs(units) >= 10_000 ? 0 : 2,
  }).format(units);
};

/** "Mar 4, 2027" from an ISO timestamp or a YYYY-MM-DD day (a day is read at noon UTC so no zone moves it). */
export const formatDate = (value: string | null | undefined) => {
  if (!value) return '—';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
};

/** "Mar 4, 2027, 6:30 PM GMT+1" in a given IANA time zone (the viewer's when omitted). */
export const formatDateTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "in 2 hours", "just now". */
export const formatRelative = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return 'never';
  const diff = Date.parse(iso) - now;
  const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) if (Math.abs(diff) >= ms) return rtf.format(Math.round(diff / ms), unit);
  return 'just now';
};
