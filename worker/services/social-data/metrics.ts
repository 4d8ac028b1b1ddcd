import type { TAccountMetrics, TAudience, TContentItem } from '../../schemas/social';
import { typicalEngagementRate } from './sandbox-data';

type Signal = TAccountMetrics['credibility']['signals'][number] & { penalty: number };

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (n: number) => `${round2(n).toLocaleString('en-US')} %`;
/** For the few words on a card: one decimal, and a no-break space so "87 %" never splits across lines. */
const briefPct = (n: number, digits = 1) => `${n.toFixed(digits)}\u00a0%`;
/** 0 at `from`, 1 at `to` (either direction), clamped: how far a signal has moved into its bad zone. */
const ramp = (x: number, from: number, to: number) => Math.max(0, Math.min(1, (x - from) / (to - from)));

const interactionsOf = (c: TContentItem) =>
  (c.engagement.like_count ?? 0) +
  (c.engagement.comment_count ?? 0) +
  (c.engagement.share_count ?? 0) +
  (c.engagement.save_count ?? 0);

/** Up to 30 points for engagement below what accounts this size get, up to 15 for far above it. */
const engagementSignal = (rate: number, followers: number): Signal => {
  const typical = typicalEngagementRate(followers);
  const ratio = rate / typical;
  const base = {
    key: 'engagement_vs_size',
    label: 'Engagement for audience size',
    value: `${pct(rate)} (typical for this size: ${pct(typical)})`,
    brief: `engagement ${briefPct(rate)}`,
    penalty: 30 * ramp(ratio, 1, 0) + 15 * ramp(ratio, 2, 5),
  };
  if (ratio < 0.35)
    return {
      ...base,
      verdict: 'concern',
      explanation:
        'Far fewer people interact than usual for an account this size — often a sign of inactive or bought followers.',
    };
  if (ratio > 3)
    return {
      ...base,
      verdict: 'concern',
      explanation: 'Unusually high engagement for this size; it can come from engagement groups.',
    };
  if (ratio < 0.6)
    return {
      ...base,
      verdict: 'neutral',
      explanation: 'Engagement is a little below what accounts this size usually get.',
    };
  return { ...base, verdict: 'good', explanation: 'Engagement is in line with accounts of this size.' };
};

/** Up to 20 points as comments fall below ~4 per 100 likes (bought likes rarely comment). */
const commentSignal = (likes: number, comments: number): Signal => {
  const per100 = likes > 0 ? (comments / likes) * 100 : 0;
  const base = {
    key: 'comment_ratio',
    label: 'Comments per 100 likes',
    value: per100.toFixed(1),
    brief: `${per100.toFixed(1)} comments per 100 likes`,
  };
  if (likes === 0)
    return {
      ...base,
      brief: 'no likes yet',
      verdict: 'neutral',
      penalty: 5,
      explanation: 'No likes to compare comments with.',
    };
  const penalty = 20 * ramp(per100, 4, 0);
  if (per100 < 0.2)
    return {
      ...base,
      verdict: 'concern',
      penalty,
      explanation: 'Almost nobody comments compared to how many like — typical of bought likes.',
    };
  if (per100 < 0.5)
    return { ...base, verdict: 'neutral', penalty, explanation: 'Few comments for the number of likes.' };
  return { ...base, verdict: 'good', penalty, explanation: 'People talk back: comments keep pace with likes.' };
};

/** Up to 15 points for following many accounts for its size (follow-for-follow), below 100k followers. */
const followSignal = (followers: number, following: number | null): Signal | null => {
  if (following === null || followers <= 0) return null;
  const ratio = following / followers;
  const base = {
    key: 'follow_ratio',
    label: 'Following / followers',
    value: ratio.toFixed(2),
    brief: `follows ${ratio.toFixed(2)} per follower`,
    penalty: followers < 100_000 ? 15 * ramp(ratio, 0.3, 0.8) : 0,
  };
  if (ratio > 0.5 && followers < 100_000)
    return {
      ...base,
      verdict: 'concern',
      explanation: 'Follows many accounts for its size — a follow-for-follow pattern.',
    };
  return { ...base, verdict: 'good', explanation: 'Follows a normal number of accounts for its size.' };
};

/** Up to 20 points when every post gets nearly the same likes; 5 when a few posts dwarf the rest. */
const consistencySignal = (likes: number[]): Signal | null => {
  if (likes.length < 5) return null;
  const m = mean(likes);
  const cv = m > 0 ? Math.sqrt(mean(likes.map((l) => (l - m) ** 2))) / m : 0;
  const base = { key: 'consistency', label: 'Likes from post to post', value: `varies ±${Math.round(cv * 100)} %` };
  if (cv < 0.08)
    return {
      ...base,
      brief: 'uniform likes',
      verdict: 'concern',
      penalty: 20 * ramp(cv, 0.2, 0.05),
      explanation: 'Every post gets nearly the same number of likes, which real audiences rarely do.',
    };
  if (cv > 1.5)
    return {
      ...base,
      brief: 'a few boosted posts',
      verdict: 'neutral',
      penalty: 5,
      explanation: 'A few posts get far more than the rest (viral or boosted posts).',
    };
  return {
    ...base,
    brief: 'steady likes',
    verdict: 'good',
    penalty: 20 * ramp(cv, 0.2, 0.05),
    explanation: 'Likes rise and fall naturally from post to post.',
  };
};

/** The share of followers the platform counts as real people (not suspicious or mass-following accounts). */
const realAudienceShare = (audience: TAudience | null) =>
  audience?.follower_types?.find((t) => t.name === 'real')?.value ?? null;

/** Up to ~35 points as the real-audience share falls below 95 %; 5 when the platform shares no demographics. */
const audienceSignal = (audience: TAudience | null): Signal => {
  if (!audience)
    return {
      key: 'audience_data',
      label: 'Audience demographics',
      value: 'not available',
      brief: 'no audience data',
      verdict: 'neutral',
      penalty: 5,
      explanation: 'The platform shares no demographics for this account yet.',
    };
  const real = realAudienceShare(audience);
  if (real !== null) {
    const base = {
      key: 'real_audience',
      label: 'Real audience',
      value: `${round1(real)} % of followers`,
      brief: `real audience ${briefPct(real, 0)}`,
      penalty: 0.5 * Math.max(0, 95 - real),
    };
    if (real < 60)
      return {
        ...base,
        verdict: 'concern',
        explanation: 'Many followers look like bots, inactive or mass-following accounts.',
      };
    if (real < 75)
      return { ...base, verdict: 'neutral', explanation: 'A noticeable part of the followers looks inactive or fake.' };
    return { ...base, verdict: 'good', explanation: 'Most followers look like real, active people.' };
  }
  const top = audience.countries[0];
  return {
    key: 'audience_data',
    label: 'Audience demographics',
    value: top ? `${top.value} % in ${top.code}` : 'available',
    brief: 'audience data available',
    verdict: 'good',
    penalty: 0,
    explanation: 'Demographics are available from the platform.',
  };
};

const CONFIDENCE = ['low', 'medium', 'high'] as const;

/**
 * Our engagement rate (interactions per post over followers) and an audience-credibility score (0–100) with a
 * confidence that drops with fewer posts, missing demographics or stale data. Every deduction is a named signal and
 * grows with how far its signal is from a healthy account's (no fixed steps), so scores spread like the signals do.
 */
export const computeAccountMetrics = ({
  followers,
  following,
  contents,
  audience,
  syncedAt,
  now = new Date(),
}: {
  followers: number;
  following: number | null;
  contents: TContentItem[];
  audience: TAudience | null;
  syncedAt: string;
  now?: Date;
}): TAccountMetrics => {
  const posts = contents.slice(0, 24);
  const likes = posts.map((c) => c.engagement.like_count ?? 0);
  const comments = posts.map((c) => c.engagement.comment_count ?? 0);
  const views = posts.map((c) => c.engagement.view_count).filter((v): v is number => v !== null);
  const rate = followers > 0 ? round2((mean(posts.map(interactionsOf)) / followers) * 100) : 0;
  const signals = [
    engagementSignal(rate, followers),
    audienceSignal(audience),
    consistencySignal(likes),
    commentSignal(mean(likes), mean(comments)),
    followSignal(followers, following),
  ].filter((s): s is Signal => s !== null);
  const score = Math.round(Math.max(5, Math.min(99, 100 - signals.reduce((s, x) => s + x.penalty, 0))));
  let level = posts.length >= 10 ? 2 : posts.length >= 5 ? 1 : 0;
  if (!audience) level -= 1;
  if (now.getTime() - Date.parse(syncedAt) > 14 * 86_400_000) level -= 1;
  return {
    engagement_rate: rate,
    avg_likes: Math.round(mean(likes)),
    avg_comments: Math.round(mean(comments)),
    avg_views: views.length ? Math.round(mean(views)) : null,
    posts_analyzed: posts.length,
    credibility: {
      score,
      confidence: CONFIDENCE[Math.max(0, level)]!,
      signals: signals.map(({ penalty: _, ...s }) => s),
    },
    computed_at: now.toISOString(),
  };
};
