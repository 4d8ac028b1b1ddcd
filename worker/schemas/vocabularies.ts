/**
 * Constant lists and their labels that the web app shows on its first screens, kept free of zod: a page that only
 * displays them (the campaigns dashboard, the creator dashboard) paints without downloading the validation library
 * (DESIGN §11). The zod enums built on them stay in brand-choices.ts, social.ts and campaign.ts, which re-export these.
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
