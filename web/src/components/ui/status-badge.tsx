import type { TCampaignStatus, TMatchStatus } from '@schemas/campaign';
import type { TDeliverableStatus } from '@schemas/content';
import type { TBilling, TInvoice } from '@schemas/billing';
import type { TAccountStatus } from '@schemas/social';
import layout from '@/components/styles/layout.module.css';
import {
  ACCOUNT_STATUS_LABELS,
  CAMPAIGN_STATUS_LABELS,
  DELIVERABLE_STATUS_LABELS,
  INVOICE_STATUS_LABELS,
  MATCH_STATUS_LABELS,
} from '@/lib/format';

export type TBadgeTone = 'neutral' | 'info' | 'warn' | 'good' | 'bad';

type TBadgeStatus =
  TCampaignStatus | TMatchStatus | TDeliverableStatus | TBilling['status'] | TInvoice['status'] | TAccountStatus;

/** One colour per status value, whatever it is the status of: how well things stand, not who acts next. */
const TONES: Record<TBadgeStatus, TBadgeTone> = {
  draft: 'neutral',
  active: 'good',
  completed: 'info',
  archived: 'neutral',
  invited: 'info',
  applied: 'info',
  proposed: 'info',
  countered: 'warn',
  accepted: 'info',
  contracted: 'good',
  declined: 'bad',
  removed: 'neutral',
  expired: 'neutral',
  pending: 'neutral',
  submitted: 'info',
  changes_requested: 'warn',
  approved: 'good',
  published: 'good',
  paid: 'good',
  trialing: 'info',
  past_due: 'bad',
  canceled: 'neutral',
  open: 'warn',
  payment_failed: 'bad',
  CONNECTED: 'good',
  SESSION_EXPIRED: 'warn',
  NOT_CONNECTED: 'neutral',
};

const TONE_CLASS: Record<TBadgeTone, string | undefined> = {
  neutral: undefined,
  info: layout.badgeInfo,
  warn: layout.badgeWarn,
  good: layout.badgeGood,
  bad: layout.badgeBad,
};

/** A status pill: the words come from the one label map, the colour from the status (or an explicit tone). */
export const StatusBadge = ({ status, label, tone }: { status: TBadgeStatus; label: string; tone?: TBadgeTone }) => (
  <span className={[layout.badge, TONE_CLASS[tone ?? TONES[status]]].filter(Boolean).join(' ')} data-status={status}>
    {label}
  </span>
);

export const CampaignStatusBadge = ({ status }: { status: TCampaignStatus }) => (
  <StatusBadge status={status} label={CAMPAIGN_STATUS_LABELS[status]} />
);

/** A match's status, worded from the reader's side. */
export const MatchStatusBadge = ({ status, side }: { status: TMatchStatus; side: 'brand' | 'creator' }) => (
  <StatusBadge status={status} label={MATCH_STATUS_LABELS[side][status]} />
);

export const DeliverableStatusBadge = ({ status }: { status: TDeliverableStatus }) => (
  <StatusBadge status={status} label={DELIVERABLE_STATUS_LABELS[status]} />
);

export const InvoiceStatusBadge = ({ status }: { status: TInvoice['status'] }) => (
  <StatusBadge status={status} label={INVOICE_STATUS_LABELS[status]} />
);

export const AccountStatusBadge = ({ status }: { status: TAccountStatus }) => (
  <StatusBadge status={status} label={ACCOUNT_STATUS_LABELS[status]} />
);
