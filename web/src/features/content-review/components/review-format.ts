import type { TDeliverableStatus } from '@schemas/content';
import { PLATFORM_LABELS } from '@schemas/social';

export const STATUS_LABELS: Record<TDeliverableStatus, string> = {
  submitted: 'Waiting for review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  paid: 'Paid',
  pending: 'Not submitted yet',
};

/** The filter's order: what needs the brand first. */
export const FILTER_STATUSES: TDeliverableStatus[] = [
  'submitted',
  'changes_requested',
  'approved',
  'published',
  'paid',
  'pending',
];

/** A video position as m:ss (or h:mm:ss). */
export const formatSeconds = (total: number) => {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

const capitalize = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;
export const platformLabel = (platform: string) =>
  PLATFORM_LABELS[platform as keyof typeof PLATFORM_LABELS] ?? capitalize(platform);
export const deliverableLabel = (d: { type: string; platform: string }) =>
  `${capitalize(d.type)} · ${platformLabel(d.platform)}`;
