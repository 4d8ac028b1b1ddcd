import type { TAccountMetrics, TAudience, TContentItem } from '../../schemas/social';
import { typicalEngagementRate } from './sandbox-data';

type Signal = TAccountMetrics['credibility']['signals'][number] & { penalty: number };

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const pct = (n: number) => `${round2(n).toLocaleString('en-US')} %`;

const interactionsOf = (c: TContentItem) =>
  (c.engagement.like_count ?? 0) +
  (c.engagement.comment_count ?? 0) +
  (c.engagement.share_count ?? 0) +
  (c.engagement.save_count ?? 0);

const engagementSignal = (rate: number, followers: number): Signal => {
  const typical = typicalEngagementRate(followers);
  const ratio = rate / typical;
  const value = `${pct(rate)} (typical for this size: ${pct(typical)})`;
  if (ratio < 0.35)
    return {
      key: 'engagement_vs_size',
      label: 'Engagement for audience size',
      value,
      verdict: 'concern',
      penalty: 25,
      explanation:
        'Far fewer people interact than usual for an account this size — often a sign of inactive or bought followers.',
    };
  if (ratio > 3)
    return {
      key: 'engagement_vs_size',
      label: 'Engagement for audience size',
      value,
      verdict: 'concern',
      penalty: 10,
      explanation: 'Unusually high engagement for this size; it can come from engagement groups.',
    };
  if (ratio < 0.6)
    return {
      key: 'engagement_vs_size',
      label: 'Engagement for audience size',
      value,
      verdict: 'neutral',
      penalty: 8,
      explanation: 'Engagement is a little below what accounts this size usually get.',
    };
  return {
    key: 'engagement_vs_size',
    label: 'Engagement for audience size',
    value,
    verdict: 'good',
    penalty: 0,
    explanation: 'Engagement is in line with accounts of this size.',
  };
};

const commentSignal = (likes: number, comments: number): Signal => {
  const ratio = likes > 0 ? comments / likes : 0;
  const base = { key: 'comment_ratio', label: 'Comments per 100 likes', value: (ratio * 100).toFixed(1) };
  if (likes === 0)
    return { ...base, verdict: 'neutral', penalty: 5, explanation: 'No likes to compare comments with.' };
  if (ratio < 0.002)
    return {
      ...base,
      verdict: 'concern',
      penalty: 20,
      explanation: 'Almost nobody comments compared to how many like — typical of bought likes.',
    };
  if (ratio < 0.005)
    return { ...base, verdict: 'neutral', penalty: 5, explanation: 'Few comments for the number of likes.' };
  return { ...base, verdict: 'good', penalty: 0, explanation: 'People talk back: comments keep pace with likes.' };
};

const followSignal = (followers: number, following: number | null): Signal | null => {
  if (following === null || followers <= 0) return null;
  const ratio = following / followers;
  const base = { key: 'follow_ratio', label: 'Following / followers', value: ratio.toFixed(2) };
  if (ratio > 0.5 && followers < 100_000)
    return {
      ...base,
      verdict: 'concern',
      penalty: 15,
      explanation: 'Follows many accounts for its size — a follow-for-follow pattern.',
    };
  return { ...base, verdict: 'good', penalty: 0, explanation: 'Follows a normal number of accounts for its size.' };
};

const consistencySignal = (likes: number[]): Signal | null => {
  if (likes.length < 5) return null;
  const m = mean(likes);
  const cv = m > 0 ? Math.sqrt(mean(likes.map((l) => (l - m) ** 2))) / m : 0;
  const base = { key: 'consistency', label: 'Likes from post to post', value: `varies ±${Math.round(cv * 100)} %` };
  if (cv < 0.08)
    return {
      ...base,
      verdict: 'concern',
      penalty: 20,
      explanation: 'Every post gets nearly the same number of likes, which real audiences rarely do.',
    };
  if (cv > 1.5)
    return {
      ...base,
      verdict: 'neutral',
      penalty: 5,
      explanation: 'A few posts get far more than the rest (viral or boosted posts).',
    };
  return { ...base, verdict: 'good', penalty: 0, explanation: 'Likes rise and fall naturally from post to post.' };
};

const audienceSignal = (audience: TAudience | null): Signal => {
  if (!audience)
    return {
      key: 'audience_data',
      label: 'Audience demographics',
      value: 'not available',
      verdict: 'neutral',
      penalty: 5,
      explanation: 'The platform shares no demographics for this account yet.',
    };
  const top = audience.countries[0];
  return {
    key: 'audience_data',
    label: 'Audience demographics',
    value: top ? `${top.value} % in ${top.code}` : 'available',
    verdict: 'good',
    penalty: 0,
    explanation: 'Demographics are available from the platform.',
  };
};

const CONFIDENCE = ['low', 'medium', 'high'] as const;

/**
 * Our engagement rate (interactions per post over followers) and an audience-credibility score (0–100) with a
 * confidence that drops with fewer posts, missing demographics or stale data. Every deduction is a named signal.
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
    commentSignal(mean(likes), mean(comments)),
    followSignal(followers, following),
    consistencySignal(likes),
    audienceSignal(audience),
  ].filter((s): s is Signal => s !== null);
  const score = Math.max(5, Math.min(99, 97 - signals.reduce((s, x) => s + x.penalty, 0)));
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
