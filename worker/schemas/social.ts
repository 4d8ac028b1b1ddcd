import { z } from 'zod';
import { PLATFORMS, ZPlatform, type TPlatform } from './brand-choices';

export { PLATFORMS, ZPlatform, type TPlatform };

export { PLATFORM_LABELS } from './vocabularies';

/** Account status as the provider (Phyllo) reports it. */
export const ZAccountStatus = z.enum(['CONNECTED', 'NOT_CONNECTED', 'SESSION_EXPIRED']);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

const ZProductState = z.object({
  status: z.enum(['SYNCED', 'IN_PROGRESS', 'NOT_AVAILABLE', 'NOT_SUPPORTED']),
  last_sync_at: z.string().nullable(),
});
/** Per-product sync state of an account (Phyllo `account.data`). */
const ZProductSync = z.object({ identity: ZProductState, engagement: ZProductState, audience: ZProductState });
export type TProductSync = z.infer<typeof ZProductSync>;

const ZSocialProfile = z.object({
  platform_username: z.string(),
  full_name: z.string().nullable(),
  url: z.string().nullable(),
  introduction: z.string().nullable(),
  image_url: z.string().nullable(),
  category: z.string().nullable(),
  is_verified: z.boolean(),
  country: z.string().nullable(),
  gender: z.string().nullable(),
  reputation: z.object({
    follower_count: z.number().int().nullable(),
    following_count: z.number().int().nullable(),
    content_count: z.number().int().nullable(),
    subscriber_count: z.number().int().nullable(),
  }),
});
export type TSocialProfile = z.infer<typeof ZSocialProfile>;

/** Audience demographics in percent (Phyllo `/v1/audience`). */
const ZAudience = z.object({
  countries: z.array(z.object({ code: z.string(), value: z.number() })),
  cities: z.array(z.object({ name: z.string(), value: z.number() })),
  gender_age_distribution: z.array(
    z.object({ gender: z.enum(['FEMALE', 'MALE', 'OTHER']), age_range: z.string(), value: z.number() }),
  ),
  /** Followers by kind (`real`, `suspicious`, `mass_followers`, `influencers`), in percent, where the provider has it. */
  follower_types: z.array(z.object({ name: z.string(), value: z.number() })).optional(),
});
export type TAudience = z.infer<typeof ZAudience>;

const ZContentEngagement = z.object({
  like_count: z.number().int().nullable(),
  comment_count: z.number().int().nullable(),
  view_count: z.number().int().nullable(),
  share_count: z.number().int().nullable(),
  save_count: z.number().int().nullable(),
  impression_count: z.number().int().nullable(),
  reach_count: z.number().int().nullable(),
});

const ZContentItem = z.object({
  id: z.string(),
  type: z.string(),
  format: z.enum(['IMAGE', 'VIDEO', 'TEXT', 'OTHER']),
  title: z.string().nullable(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  published_at: z.string(),
  engagement: ZContentEngagement,
});
export type TContentItem = z.infer<typeof ZContentItem>;

const ZCredibilitySignal = z.object({
  key: z.string(),
  label: z.string(),
  value: z.string(),
  /** A few words for a card ("real audience 91 %"); absent on metrics computed before it existed. */
  brief: z.string().optional(),
  verdict: z.enum(['good', 'neutral', 'concern']),
  explanation: z.string(),
});

/** Our own figures computed from the provider's data (DESIGN §10 "Audience data you can judge"). */
const ZAccountMetrics = z.object({
  /** Average interactions per post over followers, in percent. */
  engagement_rate: z.number(),
  avg_likes: z.number().int(),
  avg_comments: z.number().int(),
  avg_views: z.number().int().nullable(),
  posts_analyzed: z.number().int(),
  credibility: z.object({
    /** 0–100: how likely the audience is made of real, reachable people. */
    score: z.number().int(),
    confidence: z.enum(['low', 'medium', 'high']),
    signals: z.array(ZCredibilitySignal),
  }),
  computed_at: z.string(),
});
export type TAccountMetrics = z.infer<typeof ZAccountMetrics>;

/** One connected account as lists show it. */
export const ZSocialAccount = z.object({
  id: z.string().uuid(),
  platform: ZPlatform,
  handle: z.string(),
  status: ZAccountStatus,
  followers: z.number().int(),
  engagement_rate: z.number(),
  last_synced_at: z.string().nullable(),
  products: ZProductSync.nullable(),
  image_url: z.string().nullable(),
  url: z.string().nullable(),
  is_verified: z.boolean(),
  credibility: z.object({ score: z.number().int(), confidence: z.enum(['low', 'medium', 'high']) }).nullable(),
});
export type TSocialAccount = z.infer<typeof ZSocialAccount>;
export const ZSocialAccountList = z.array(ZSocialAccount);

/** One account with everything synced: profile, audience, recent content, our metrics. */
export const ZSocialAccountDetail = ZSocialAccount.extend({
  profile: ZSocialProfile.nullable(),
  audience: ZAudience.nullable(),
  contents: z.array(ZContentItem),
  metrics: ZAccountMetrics.nullable(),
});
export type TSocialAccountDetail = z.infer<typeof ZSocialAccountDetail>;

/** Sections a brand's plan does not unlock (Profile Access): present as `null`/empty and named here. */
const ZLockedSections = z.array(z.enum(['audience', 'contents', 'metrics']));

export const ZCreatorSocialDetail = z.object({
  creator: z.object({
    id: z.string().uuid(),
    name: z.string(),
    display_picture: z.string().nullable(),
    location: z.string().nullable(),
    niches: z.array(z.string()),
    total_followers: z.number().int(),
  }),
  accounts: z.array(ZSocialAccountDetail),
  locked: ZLockedSections,
});
export type TCreatorSocialDetail = z.infer<typeof ZCreatorSocialDetail>;

export const ZProfileDetailQuery = z.object({
  profile_id: z.string().uuid('profile_id must be a creator profile id.'),
});
export const ZAccountDetailQuery = z.object({
  creatorId: z.string().uuid().optional(),
  identityId: z.string().max(200).optional(),
});
export const ZAccountDetailResponse = z.object({ account: ZSocialAccountDetail, locked: ZLockedSections });

/** What the connect widget needs: the provider and a short-lived token naming the user. */
export const ZSdkToken = z.object({
  provider: z.enum(['sandbox', 'phyllo']),
  sdk_token: z.string(),
  user_id: z.string(),
  expires_at: z.string(),
  products: z.array(z.string()),
  environment: z.enum(['sandbox', 'staging', 'production']),
});
export type TSdkToken = z.infer<typeof ZSdkToken>;

export const SANDBOX_HANDLE = /^[A-Za-z0-9._-]{2,60}$/;

/** The sandbox widget's "connect" step: which platform, which handle, and the user's consent. */
export const ZSandboxConnectRequest = z.object({
  sdk_token: z.string().min(1).max(2000),
  platform: ZPlatform,
  handle: z
    .string()
    .trim()
    .transform((h) => h.replace(/^@/, ''))
    .pipe(z.string().regex(SANDBOX_HANDLE, 'Use 2–60 letters, digits, dots, dashes or underscores.')),
  consent: z.literal(true, { message: 'Give consent to share this account’s data.' }),
});
export const ZSandboxConnectResponse = z.object({
  account_id: z.string(),
  work_platform: ZPlatform,
  user_id: z.string(),
});

/** The widget's `accountConnected(accountId)` callback, posted by the web app. */
export const ZConnectAccountRequest = z.object({ account_id: z.string().trim().min(1).max(200) });

/** A thin provider event: it names what changed; we refetch it. */
export const ZSocialWebhook = z.object({
  id: z.string().min(1).max(200),
  event: z.string().min(1).max(100),
  name: z.string().max(200).optional(),
  data: z
    .object({
      account_id: z.string().min(1).max(200),
      user_id: z.string().max(200).optional(),
      /** When the change happened at the provider (ISO 8601); status events older than the stored status are ignored. */
      last_updated_time: z
        .string()
        .max(40)
        .refine((s) => !Number.isNaN(Date.parse(s)), 'Not a date-time.')
        .optional(),
    })
    .passthrough(),
});
export const ZSocialWebhookResponse = z.object({ status: z.enum(['processed', 'duplicate', 'ignored']) });
