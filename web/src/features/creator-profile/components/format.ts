import { PLATFORM_LABELS, type TPlatform } from '@schemas/social';
import { shortenNumber } from '@/lib/number-shortener';

export const platformLabel = (p: string) => PLATFORM_LABELS[p as TPlatform] ?? p;

export const formatMoney = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

export const formatCount = (n: number | null | undefined) => (n === null || n === undefined ? '—' : shortenNumber(n));

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "3 hours ago", "yesterday": when something last happened. */
export const timeAgo = (iso: string | null | undefined, now = Date.now()) => {
  if (!iso) return 'never';
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const steps: [number, Intl.RelativeTimeFormatUnit][] = [
    [60, 'second'],
    [60, 'minute'],
    [24, 'hour'],
    [30, 'day'],
    [12, 'month'],
    [Infinity, 'year'],
  ];
  let value = seconds;
  for (const [size, unit] of steps) {
    if (Math.abs(value) < size) return RELATIVE.format(Math.round(value), unit);
    value /= size;
  }
  return RELATIVE.format(Math.round(value), 'year');
};

export const formatDate = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
      )
    : '—';

export const deliverableTypeLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);
