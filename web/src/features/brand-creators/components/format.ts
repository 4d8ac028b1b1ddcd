import { shortenNumber } from '@/lib/number-shortener';

export const formatMoney = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(cents / 100);
export const formatFollowers = (n: number) => shortenNumber(n);
export const platformLabel = (p: string) =>
  ({
    instagram: 'Instagram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    twitter: 'X (Twitter)',
    twitch: 'Twitch',
    pinterest: 'Pinterest',
  })[p] ?? p;
export const initials = (name: string) =>
  name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
export const formatDate = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso))
    : '—';
