import type { TDeliverableStatus, TSubmission } from '@schemas/content';
import type { TMetricCount } from '@schemas/metrics';

export const DELIVERABLE_STATUS_LABELS: Record<TDeliverableStatus, string> = {
  pending: 'To do',
  submitted: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  paid: 'Paid',
};

export const SUBMISSION_STATUS_LABELS: Record<TSubmission['status'], string> = {
  submitted: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const platformName = (platform: string) =>
  platform === 'youtube' ? 'YouTube' : platform === 'tiktok' ? 'TikTok' : capitalise(platform);

/** "Instagram reel", "YouTube video". */
export const deliverableName = ({ platform, type }: { platform: string; type: string }) =>
  `${platformName(platform)} ${type}`;

export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso).toLocaleDateString(undefined, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : '—';

/** "0:42" for a moment in a video. */
export const formatMoment = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const METRIC_LABELS: Record<TMetricCount, string> = {
  views: 'Views',
  impressions: 'Impressions',
  reach: 'Reach',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
};

/** Exact counts with digit grouping: "12,480". */
export const formatCount = (n: number) => new Intl.NumberFormat().format(n);
