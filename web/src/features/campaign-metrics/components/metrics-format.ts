import { PLATFORM_LABELS } from '@schemas/social';
import { shortenNumber } from '@/lib/number-shortener';

/** Money from cents in the campaign's currency; whole units from 1,000 up (tiles have little room). */
export const formatMoney = (cents: number | null, currency: string) => {
  if (cents === null) return '—';
  const units = cents / 100;
  return new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    maximumFractionDigits: Math.abs(units) >= 1000 ? 0 : 2,
  }).format(units);
};

export const formatCount = (n: number) => shortenNumber(n);
export const formatFullCount = (n: number) => new Intl.NumberFormat().format(n);
export const formatRate = (pct: number | null) => (pct === null ? '—' : `${pct.toFixed(2)}%`);
export const formatDay = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

export const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
export const platformLabel = (platform: string) =>
  PLATFORM_LABELS[platform as keyof typeof PLATFORM_LABELS] ?? capitalize(platform);
