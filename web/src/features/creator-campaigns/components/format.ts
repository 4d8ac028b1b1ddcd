import { PLATFORM_LABELS, type TPlatform } from '@schemas/social';

export const platformLabel = (p: string) => PLATFORM_LABELS[p as TPlatform] ?? p;
export const typeLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

export const formatMoney = (cents: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);

export const formatRange = (min: number | null, max: number | null, currency: string) =>
  min !== null && max !== null
    ? `${formatMoney(min, currency)}–${formatMoney(max, currency)}`
    : min !== null
      ? `from ${formatMoney(min, currency)}`
      : max !== null
        ? `up to ${formatMoney(max, currency)}`
        : 'Rate on request';

export const formatDate = (iso: string | null | undefined) =>
  iso
    ? new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
      )
    : '—';

export const formatDates = (start: string | null, end: string | null) =>
  start || end ? `${formatDate(start)} – ${formatDate(end)}` : 'Dates to be agreed';

const DAY_MS = 86_400_000;
/** "due in 3 days", "due today", "2 days overdue". */
export const dueText = (date: string | null) => {
  if (!date) return 'no due date';
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`)) / DAY_MS,
  );
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  return days > 0 ? `due in ${days} days` : `${-days} day${days === -1 ? '' : 's'} overdue`;
};

export const STATUS_LABELS: Record<string, string> = {
  invited: 'Invited',
  applied: 'Waiting for an offer',
  proposed: 'Offer to answer',
  countered: 'Counter-offer sent',
  accepted: 'Contract to sign',
  contracted: 'Under contract',
  completed: 'Completed',
  declined: 'Declined',
  removed: 'Removed',
  expired: 'Expired',
  pending: 'To do',
  submitted: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  paid: 'Paid',
};
export const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;

export const NEXT_ACTION_LABELS: Record<string, string> = {
  answer_invitation: 'Answer the invitation',
  answer_offer: 'Answer the offer',
  sign_contract: 'Sign the contract',
  deliver: 'Deliver content',
  wait: 'Waiting for the brand',
};

/** A match's history in the past tense. */
export const HISTORY_LABELS: Record<string, string> = {
  invited: 'Invited',
  applied: 'Applied',
  proposed: 'Offer received',
  countered: 'Counter-offer',
  accepted: 'Terms agreed',
  contracted: 'Contract signed',
  completed: 'Completed',
  declined: 'Declined',
  removed: 'Removed',
  expired: 'Expired',
};
