/**
 * Stored enum values as people read them: one exhaustive map per enum of the API contract, so a new value breaks
 * the type check instead of showing a raw `snake_case` word. Every screen reads a status through these maps.
 */
import type { TCampaignStatus, TMatchStatus } from '@schemas/campaign';
import type { TDeliverableStatus, TSubmission } from '@schemas/content';
import type { DELIVERABLE_TYPES } from '@schemas/brand-choices';
import type { TBilling, TInvoice } from '@schemas/billing';
import type { NEXT_ACTIONS } from '@schemas/creator-matches';
import type { TMetricCount } from '@schemas/metrics';
import type { TCreatorPayments } from '@schemas/creator-payments';
import type { TProfileOf } from '@schemas/user';
import type { TAccountStatus, TPlatform } from '@schemas/social';
import { PLATFORM_LABELS } from '@schemas/vocabularies';

/** Fallback for free-form values: `past_due` → "Past due", `SUSPENDED` → "Suspended". */
export const enumLabel = (value: string) => {
  const words = value.replaceAll('_', ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const platformLabel = (platform: TPlatform | (string & {})) =>
  PLATFORM_LABELS[platform as TPlatform] ?? enumLabel(platform);

type TDeliverableType = (typeof DELIVERABLE_TYPES)[number];

const DELIVERABLE_TYPE_LABELS: Record<TDeliverableType, string> = {
  post: 'Post',
  reel: 'Reel',
  story: 'Story',
  video: 'Video',
  short: 'Short',
  live: 'Live',
  pin: 'Pin',
  tweet: 'Tweet',
};
export const deliverableTypeLabel = (type: TDeliverableType | (string & {})) =>
  DELIVERABLE_TYPE_LABELS[type as TDeliverableType] ?? enumLabel(type);

/** "Instagram Reel": what a deliverable is, the same on both sides. */
export const deliverableName = ({ platform, type }: { platform: string; type: string }) =>
  `${platformLabel(platform)} ${deliverableTypeLabel(type)}`;

/** An offer's deliverables on one line: "1 × Instagram Reel, 2 × TikTok Video". */
export const deliverablesSummary = (list: readonly { platform: string; type: string; quantity: number }[]) =>
  list.map((d) => `${d.quantity} × ${deliverableName(d)}`).join(', ');

export const CAMPAIGN_STATUS_LABELS: Record<TCampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

/**
 * A match's status names the next step from the reader's side (decisions.md): the brand reads `applied` as
 * "Waiting for your offer", the creator as "Waiting for an offer". Each side reads it the same on every screen.
 */
export const MATCH_STATUS_LABELS: Record<'brand' | 'creator', Record<TMatchStatus, string>> = {
  brand: {
    invited: 'Invited',
    applied: 'Waiting for your offer',
    proposed: 'Offer sent',
    countered: 'Counter-offer to answer',
    accepted: 'Awaiting signature',
    contracted: 'Under contract',
    completed: 'Completed',
    declined: 'Declined',
    removed: 'Removed',
    expired: 'Expired',
  },
  creator: {
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
  },
};

/** A match's history in the past tense (what happened, not what is next). */
const MATCH_HISTORY_LABELS: Record<TMatchStatus, string> = {
  invited: 'Invited',
  applied: 'Applied',
  proposed: 'Offer made',
  countered: 'Counter-offer',
  accepted: 'Terms agreed',
  contracted: 'Contract signed',
  completed: 'Completed',
  declined: 'Declined',
  removed: 'Removed',
  expired: 'Expired',
};

/** A transition's status from the history (stored as text) in the past tense. */
export const matchHistoryLabel = (status: string) => MATCH_HISTORY_LABELS[status as TMatchStatus] ?? enumLabel(status);

export const NEXT_ACTION_LABELS: Record<(typeof NEXT_ACTIONS)[number], string> = {
  answer_invitation: 'Answer the invitation',
  answer_offer: 'Answer the offer',
  sign_contract: 'Sign the contract',
  deliver: 'Deliver content',
  wait: 'Waiting for the brand',
};

/** A deliverable reads the same for the brand and the creator. */
export const DELIVERABLE_STATUS_LABELS: Record<TDeliverableStatus, string> = {
  pending: 'Not submitted yet',
  submitted: 'In review',
  changes_requested: 'Changes requested',
  approved: 'Approved',
  published: 'Published',
  paid: 'Paid',
};

export const SUBMISSION_STATUS_LABELS: Record<TSubmission['status'], string> = {
  submitted: DELIVERABLE_STATUS_LABELS.submitted,
  changes_requested: DELIVERABLE_STATUS_LABELS.changes_requested,
  approved: DELIVERABLE_STATUS_LABELS.approved,
};

export const METRIC_LABELS: Record<TMetricCount, string> = {
  views: 'Views',
  impressions: 'Impressions',
  reach: 'Reach',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
  saves: 'Saves',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<TBilling['status'], string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Payment failed',
  canceled: 'Ended',
};

/** A brand's plan as strategists and staff see it in lists: the subscription's status, or no plan at all. */
export const PLAN_STATUS_LABELS: Record<TBilling['status'] | 'none', string> = {
  ...SUBSCRIPTION_STATUS_LABELS,
  none: 'No plan',
};

export const INVOICE_STATUS_LABELS: Record<TInvoice['status'], string> = {
  paid: 'Paid',
  open: 'Open',
  payment_failed: 'Failed',
};

export const ACCOUNT_STATUS_LABELS: Record<TAccountStatus, string> = {
  CONNECTED: 'Connected',
  SESSION_EXPIRED: 'Session expired',
  NOT_CONNECTED: 'Disconnected',
};

/** Where a released payment stands on its way to the creator's bank. */
export const PAYOUT_STATUS_LABELS: Record<TCreatorPayments['history'][number]['status'], string> = {
  waiting_for_account: 'Waiting for your payout account',
  transferring: 'Being transferred',
  in_transit: 'On its way to your bank',
  paid: 'Paid out',
  failed: 'Payout failed',
};

/** The kind of account: the API's `Influencer` is a creator in the product's words. */
export const PROFILE_OF_LABELS: Record<TProfileOf, string> = {
  Influencer: 'Creator',
  Brand: 'Brand',
  Strategist: 'Strategist',
  Staff: 'Staff',
};

/** "Visa •••• 4242" from the payment provider's lower-case card brand. */
export const cardLabel = (brand: string | null | undefined, last4: string) =>
  `${brand ? enumLabel(brand) : 'Card'} •••• ${last4}`;
