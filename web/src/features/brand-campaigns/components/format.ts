import { shortenNumber } from '@/lib/number-shortener';

export const formatMoney = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

export const formatDate = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
      )
    : '—';

export const formatFollowers = (n: number) => shortenNumber(n);

export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
  invited: 'Invited',
  applied: 'Waiting for your offer',
  proposed: 'Offer sent',
  countered: 'Counter-offer to answer',
  accepted: 'Awaiting signature',
  contracted: 'Under contract',
  declined: 'Declined',
  removed: 'Removed',
  expired: 'Expired',
  pending: 'Pending',
  submitted: 'Submitted',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  paid: 'Paid',
};
export const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;
export const platformLabel = (p: string) =>
  ({
    instagram: 'Instagram',
    tiktok: 'TikTok',
    youtube: 'YouTube',
    twitter: 'X (Twitter)',
    twitch: 'Twitch',
    pinterest: 'Pinterest',
  })[p] ?? p;
