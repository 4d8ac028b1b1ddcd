import { createRandom, type Random } from '../../lib/random';
import { AGE_RANGES } from '../../schemas/brand-choices';
import type { TAudience, TContentItem, TPlatform, TSocialProfile } from '../../schemas/social';

/** What the sandbox already "knows" about an account or its creator; absent values are generated. */
export type SandboxAnchors = {
  followers?: number;
  /** When `followers` was last synced: the same day gives the same number, a later day drifts from it. */
  syncedAt?: string;
  engagementRate?: number;
  fullName?: string;
  bio?: string;
  niches?: string[];
  countryCode?: string;
  femalePct?: number;
  topAge?: string;
  /** Demographics move slowly: once synced, the sandbox keeps them. */
  audience?: TAudience;
};

const COUNTRIES = ['US', 'GB', 'CA', 'DE', 'FR', 'ES', 'BR', 'MX', 'IN', 'AU', 'IT', 'NL', 'JP'];
const CITIES: Record<string, string[]> = {
  US: ['New York', 'Los Angeles', 'Chicago', 'Denver', 'Austin', 'Seattle'],
  GB: ['London', 'Manchester', 'Birmingham', 'Leeds'],
  CA: ['Toronto', 'Vancouver', 'Montreal'],
  DE: ['Berlin', 'Munich', 'Hamburg'],
  FR: ['Paris', 'Lyon', 'Marseille'],
  ES: ['Madrid', 'Barcelona', 'Valencia'],
  BR: ['São Paulo', 'Rio de Janeiro'],
  MX: ['Mexico City', 'Guadalajara'],
  IN: ['Mumbai', 'Bangalore', 'Delhi'],
  AU: ['Sydney', 'Melbourne', 'Brisbane'],
};
const FORMATS: Record<TPlatform, [type: string, format: TContentItem['format']][]> = {
  instagram: [
    ['REELS', 'VIDEO'],
    ['POST', 'IMAGE'],
    ['POST', 'IMAGE'],
    ['STORY', 'IMAGE'],
  ],
  tiktok: [['VIDEO', 'VIDEO']],
  youtube: [
    ['VIDEO', 'VIDEO'],
    ['SHORTS', 'VIDEO'],
  ],
  twitter: [
    ['TWEET', 'TEXT'],
    ['TWEET', 'IMAGE'],
  ],
  twitch: [['STREAM', 'VIDEO']],
  pinterest: [['PIN', 'IMAGE']],
};
const PROFILE_URL: Record<TPlatform, (h: string) => string> = {
  instagram: (h) => `https://www.instagram.com/${h}/`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  twitter: (h) => `https://x.com/${h}`,
  twitch: (h) => `https://www.twitch.tv/${h}`,
  pinterest: (h) => `https://www.pinterest.com/${h}/`,
};
/** Where a platform shows one post (sandbox ids stand in for the platform's numeric ids where it uses them). */
const POST_URL: Record<TPlatform, (h: string, id: string) => string> = {
  instagram: (_, id) => `https://www.instagram.com/p/${id}/`,
  tiktok: (h, id) => `https://www.tiktok.com/@${h}/video/${hash(id)}`,
  youtube: (_, id) => `https://www.youtube.com/watch?v=${id}`,
  twitter: (h, id) => `https://x.com/${h}/status/${hash(id)}`,
  twitch: (_, id) => `https://www.twitch.tv/videos/${hash(id)}`,
  pinterest: (_, id) => `https://www.pinterest.com/pin/${hash(id)}/`,
};
const TOPICS = [
  'A week with my',
  'Honest review:',
  'Behind the scenes:',
  'My favourite',
  'Trying the viral',
  'Five tips for your',
  'Day in the life:',
  'Packing list for my',
];
export const CONTENT_COUNT = 12;
const DAY_MS = 86_400_000;

/** FNV-1a: a stable 32-bit seed from a string. */
export const hash = (s: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
};
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Spreads `total` percent over `n` shares that fall off geometrically, the first being `first`. */
const fallingShares = (random: Random, first: number, n: number, total: number) => {
  const shares = [first];
  let left = total - first;
  for (let i = 1; i < n; i++) {
    const share = i === n - 1 ? left : left * (0.35 + random.next() * 0.25);
    shares.push(share);
    left -= share;
  }
  return shares.map(round1);
};

/** Engagement falls as audiences grow (the seed uses the same curve): nano 4–9 %, mega ~1 %. */
export const typicalEngagementRate = (followers: number) => 14 / Math.log10(Math.max(followers, 10)) ** 1.2;

/**
 * Followers by kind, from a random sequence of its own (so adding it moved no other generated value): most
 * accounts have 68–96 % real followers, the one in twelve that looks bought 30–58 %.
 */
const followerTypes = (seed: string, looksBought: boolean): NonNullable<TAudience['follower_types']> => {
  const random = createRandom(hash(`${seed}:follower-types`));
  const real = round1(looksBought ? 30 + random.next() * 28 : 68 + random.next() * 28);
  const suspicious = round1((100 - real) * (0.45 + random.next() * 0.2));
  const mass = round1((100 - real - suspicious) * 0.6);
  return [
    { name: 'real', value: real },
    { name: 'suspicious', value: suspicious },
    { name: 'mass_followers', value: mass },
    { name: 'influencers', value: round1(100 - real - suspicious - mass) },
  ];
};

const buildAudience = (random: Random, a: SandboxAnchors): Omit<TAudience, 'follower_types'> => {
  const top = a.countryCode ?? random.pick(COUNTRIES);
  const others = COUNTRIES.filter((c) => c !== top)
    .sort(() => random.next() - 0.5)
    .slice(0, 4);
  const countryShares = fallingShares(random, 38 + random.int(0, 30), 5, 94);
  const cityNames = CITIES[top] ?? [`${top} capital`];
  const cityShares = fallingShares(
    random,
    countryShares[0]! * 0.3,
    Math.min(cityNames.length, 4),
    countryShares[0]! * 0.6,
  );
  const female = a.femalePct ?? random.int(28, 74);
  const peak = Math.max(
    1,
    AGE_RANGES.indexOf((a.topAge ?? random.pick(['18-24', '25-34', '25-34', '35-44'])) as (typeof AGE_RANGES)[number]),
  );
  const ageWeights = AGE_RANGES.map(
    (_, i) => (i === 0 ? 0.3 : 1) * Math.exp(-Math.abs(i - peak) * 1.1) * (0.9 + random.next() * 0.2),
  );
  const weightSum = ageWeights.reduce((s, w) => s + w, 0);
  const genderSplit = { FEMALE: female * 0.98, MALE: (100 - female) * 0.98, OTHER: 2 } as const;
  return {
    countries: [top, ...others].map((code, i) => ({ code, value: countryShares[i]! })),
    cities: cityNames.slice(0, cityShares.length).map((name, i) => ({ name, value: cityShares[i]! })),
    gender_age_distribution: (['FEMALE', 'MALE', 'OTHER'] as const).flatMap((gender) =>
      AGE_RANGES.map((age_range, i) => ({
        gender,
        age_range,
        value: round1((genderSplit[gender] * ageWeights[i]!) / weightSum),
      })),
    ),
  };
};

const buildContents = (
  random: Random,
  {
    platform,
    handle,
    followers,
    rate,
    at,
    suspicious,
  }: { platform: TPlatform; handle: string; followers: number; rate: number; at: Date; suspicious: boolean },
): TContentItem[] => {
  let ageDays = random.next() * 2;
  return Array.from({ length: CONTENT_COUNT }, (_, i) => {
    const [type, format] = random.pick(FORMATS[platform]);
    const interactions =
      followers * (rate / 100) * (suspicious ? 0.97 + random.next() * 0.06 : 0.45 + random.next() * 1.1);
    const likes = Math.round(interactions * 0.92);
    const views = format === 'VIDEO' ? Math.round(followers * (0.25 + random.next() * 1.2)) : null;
    const reach = Math.round(followers * (0.25 + random.next() * 0.35));
    const publishedAt = new Date(at.getTime() - ageDays * DAY_MS);
    ageDays += 1.5 + random.next() * 4;
    const id = `${platform}-${handle}-${Math.floor(publishedAt.getTime() / DAY_MS)}-${i}`;
    return {
      id,
      type,
      format,
      title: `${random.pick(TOPICS)} ${random.pick(['new gear', 'morning routine', 'go-to recipe', 'desk setup', 'weekend trip', 'outfit of the week', 'budget haul', 'long run'])}`,
      url: POST_URL[platform](handle, id),
      thumbnail_url: null,
      published_at: publishedAt.toISOString(),
      engagement: {
        like_count: likes,
        comment_count: Math.round(interactions * (suspicious ? 0.0008 : 0.02 + random.next() * 0.03)),
        view_count: views,
        share_count: Math.round(interactions * 0.03),
        save_count: platform === 'instagram' || platform === 'pinterest' ? Math.round(interactions * 0.02) : null,
        impression_count: Math.round(reach * 1.35),
        reach_count: reach,
      },
    };
  });
};

const titleCase = (handle: string) =>
  handle
    .split(/[._-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/**
 * The sandbox's whole picture of one account on one day: a pure function of (platform, handle, day, anchors),
 * so every machine and every refresh on the same day sees the same numbers, and a later day drifts a little.
 */
export const sandboxAccountData = ({
  platform,
  handle,
  at = new Date(),
  anchors = {},
}: {
  platform: TPlatform;
  handle: string;
  at?: Date;
  anchors?: SandboxAnchors;
}) => {
  const random = createRandom(hash(`${platform}:${handle.toLowerCase()}`));
  const day = Math.floor(at.getTime() / DAY_MS);
  const drift = (d: number) => 1 + (hash(`${handle}:${d}`) % 11) / 2000 - 0.0025;
  const anchorDay = anchors.syncedAt ? Math.floor(Date.parse(anchors.syncedAt) / DAY_MS) : null;
  // Draw every generated value even when an anchor replaces it, so the random sequence (and so the audience and
  // profile) of a handle never depends on which anchors were known.
  const generatedFollowers = random.logUniform(2_000, 2_000_000);
  const rateFactor = 0.7 + random.next() * 0.6;
  const looksBought = random.next() < 0.08;
  const followers = anchors.followers
    ? Math.max(
        1,
        Math.round(anchorDay === null ? anchors.followers : (anchors.followers * drift(day)) / drift(anchorDay)),
      )
    : Math.round(generatedFollowers * drift(day));
  const rate = anchors.engagementRate ?? Math.max(0.3, typicalEngagementRate(followers) * rateFactor);
  // About one account in twelve behaves like one with bought followers or likes, so credibility has something to find.
  const suspicious = anchors.engagementRate === undefined && looksBought;
  const profile: TSocialProfile = {
    platform_username: handle,
    full_name: anchors.fullName ?? titleCase(handle),
    url: PROFILE_URL[platform](handle),
    introduction: anchors.bio ?? null,
    image_url: null,
    category: anchors.niches?.[0] ?? random.pick(['Lifestyle', 'Outdoors', 'Food', 'Tech', 'Beauty']),
    is_verified: followers >= 250_000,
    country: anchors.countryCode ?? null,
    gender: null,
    reputation: {
      follower_count: followers,
      following_count: suspicious ? Math.round(followers * 0.7) : random.int(120, 1_400),
      content_count: random.int(90, 1_600),
      subscriber_count: platform === 'youtube' ? followers : null,
    },
  };
  const dayRandom = createRandom(hash(`${platform}:${handle}:${day}`));
  return {
    profile,
    audience: anchors.audience ?? {
      ...buildAudience(random, anchors),
      follower_types: followerTypes(`${platform}:${handle.toLowerCase()}`, looksBought),
    },
    contents: buildContents(dayRandom, { platform, handle, followers, rate, at: new Date(day * DAY_MS), suspicious }),
  };
};
