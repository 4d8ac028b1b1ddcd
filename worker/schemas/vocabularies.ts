/**
 * Constant lists and their labels that the web app shows on its first screens, kept free of zod: a page that only
 * displays them (the campaigns dashboard, the creator dashboard) paints without downloading the validation library
 * (DESIGN §11). The zod enums built on them stay in brand-choices.ts, social.ts, campaign.ts and content.ts.
 */
export const PLATFORMS = ['instagram', 'tiktok', 'youtube', 'twitter', 'twitch', 'pinterest'] as const;

export const PLATFORM_LABELS: Record<(typeof PLATFORMS)[number], string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  twitter: 'X (Twitter)',
  twitch: 'Twitch',
  pinterest: 'Pinterest',
};

export const CAMPAIGN_STATUSES = ['draft', 'active', 'completed', 'archived'] as const;

/** Where a creator stands on a campaign (a match's status): the contract's enum and the table's column. */
export const MATCH_STATUSES = [
  'invited',
  'applied',
  'proposed',
  'countered',
  'accepted',
  'contracted',
  'completed',
  'declined',
  'removed',
  'expired',
] as const;

/** What a ledger transaction records: the wallet history's enum and the table's column. */
export const LEDGER_TRANSACTION_KINDS = [
  'top_up',
  'hold',
  'hold_return',
  'escrow',
  'release',
  'transfer',
  'payout_paid',
  'payout_failed',
  'refund_request',
  'refund_settled',
] as const;

/** The creator database's filter choices (Search Filters): shown before anything is validated. */
export const NICHES = [
  'Fitness',
  'Beauty',
  'Fashion',
  'Travel',
  'Food',
  'Gaming',
  'Tech',
  'Parenting',
  'Outdoors',
  'Home & Decor',
  'Finance',
  'Music',
  'Pets',
  'Wellness',
  'Comedy',
  'Education',
  'Sports',
  'Photography',
  'DIY',
  'Sustainability',
] as const;
export const LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Portuguese',
  'Italian',
  'Japanese',
  'Hindi',
  'Korean',
  'Dutch',
] as const;
export const AGE_RANGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'] as const;

export const DELIVERABLE_STATUSES = [
  'pending',
  'submitted',
  'changes_requested',
  'approved',
  'published',
  'paid',
] as const;

/** The longest text a list's search box sends (`q`); the box stops typing there, so no search answers 400. */
export const SEARCH_TEXT_MAX = 100;
