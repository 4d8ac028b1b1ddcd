import { z } from 'zod';

/**
 * The kinds of e-mail a person can turn off (in-app notifications stay). Account e-mails — approval, support
 * answers, security notices — are always sent.
 */
const EMAIL_KINDS = [
  'campaign_invitations',
  'applications',
  'offers_and_contracts',
  'content_review',
  'metrics_requests',
] as const;
const ZEmailKind = z.enum(EMAIL_KINDS);
export type TEmailKind = z.infer<typeof ZEmailKind>;

export const EMAIL_KIND_LABELS: Record<TEmailKind, string> = {
  campaign_invitations: 'Campaign invitations',
  applications: 'New applications to my campaigns',
  offers_and_contracts: 'Offers, answers and contracts',
  content_review: 'Content submitted, approved or sent back',
  metrics_requests: 'Requests for post metrics',
};

/** Which kinds each account type gets at all (the settings screen shows only these). */
export const EMAIL_KINDS_FOR: Record<'Brand' | 'Influencer' | 'Strategist' | 'Staff', readonly TEmailKind[]> = {
  Brand: ['applications', 'offers_and_contracts', 'content_review'],
  Strategist: ['applications', 'offers_and_contracts', 'content_review'],
  Influencer: ['campaign_invitations', 'offers_and_contracts', 'content_review', 'metrics_requests'],
  Staff: [],
};

export const ZEmailPreferences = z.object({ email: z.record(z.string(), z.boolean()) });
export const ZEmailPreferencesUpdate = z.object({ email: z.partialRecord(ZEmailKind, z.boolean()) });
