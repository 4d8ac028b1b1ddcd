import {
  creatorAudiences,
  creatorProfiles,
  creatorRates,
  creatorUnavailableDates,
  socialAccounts,
  users,
} from '../schema';
import type { FileDb } from '../node-client';
import {
  BIO_CLOSERS,
  BIO_OPENERS,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  LOCATIONS,
  NICHES,
  PLATFORMS,
  languagesFor,
  locationId,
} from './reference-data';
import { createRandom, type Random } from '../../worker/lib/random';
import type { TDeliverableType, TPlatform } from '../../worker/schemas/brand-choices';

const CHUNK = 400;

const AGE_RANGES = ['13-17', '18-24', '25-34', '35-44', '45-54', '55+'];
const RATE_TYPES: Record<string, TDeliverableType> = {
  instagram: 'reel',
  tiktok: 'video',
  youtube: 'video',
  twitter: 'tweet',
  twitch: 'live',
  pinterest: 'pin',
};

/** Whole-number shares of 100 in proportion to the weights (largest remainder): a chart's bars add up to 100 %. */
const sharesOf100 = (weights: Record<string, number>) => {
  const total = Object.values(weights).reduce((sum, w) => sum + w, 0) || 1;
  const exact = Object.entries(weights).map(([key, w]) => ({ key, share: (w * 100) / total }));
  const shares = Object.fromEntries(exact.map(({ key, share }) => [key, Math.floor(share)]));
  let left = 100 - Object.values(shares).reduce((sum, s) => sum + s, 0);
  for (const { key } of exact.sort((a, b) => (b.share % 1) - (a.share % 1))) {
    if (left-- <= 0) break;
    shares[key]! += 1;
  }
  return shares;
};

/** What the creator database filters on beyond the profile: audience summary, rates, a few busy days. */
const makeExtras = (
  random: Random,
  creatorId: string,
  countryCode: string,
  accounts: { platform: TPlatform; followers: number }[],
) => {
  const femalePct = random.int(15, 85);
  const age = sharesOf100(
    Object.fromEntries(AGE_RANGES.map((r, i) => [r, i === 0 ? random.int(0, 10) : random.int(5, 40)])),
  );
  const topAge = Object.entries(age).sort((a, b) => b[1] - a[1])[0]![0];
  // The home country is the largest share, so the card's "top audience country" is the chart's largest bar.
  const home = random.int(51, 80);
  const other = random.pick(LOCATIONS)[3] === countryCode ? 'US' : random.pick(LOCATIONS)[3];
  const countries = other === countryCode ? { [countryCode]: 100 } : { [countryCode]: home, [other]: 100 - home };
  const now = new Date().toISOString();
  return {
    audience: {
      creatorId,
      femalePct,
      malePct: 100 - femalePct,
      topAgeRange: topAge,
      topCountryCode: countryCode,
      distributions: { age, countries },
      updatedAt: now,
    },
    // Roughly $10 per 1,000 followers with ±25 % noise, at least $50: a creator's accounts are of related size, so
    // their cheapest and dearest rates stay within a plausible ratio (a few times, not hundreds).
    rates: accounts.map((a) => ({
      id: crypto.randomUUID(),
      creatorId,
      platform: a.platform,
      deliverableType: RATE_TYPES[a.platform] ?? 'post',
      rateCents: Math.max(5_000, Math.round((a.followers / 100) * (0.75 + random.next() / 2)) * 100),
    })),
    unavailable:
      random.next() < 0.2
        ? Array.from({ length: random.int(2, 10) }, (_, i) => ({
            creatorId,
            date: new Date(Date.now() + (random.int(0, 60) + i) * 86_400_000).toISOString().slice(0, 10),
          }))
        : [],
  };
};

const daysAgo = (random: Random, maxDays: number) =>
  new Date(Date.now() - random.int(0, maxDays * 24) * 3600_000).toISOString();

/** One generated creator: user, profile and 1–3 social accounts, deterministic for (seed, index). */
const makeCreator = (
  random: Random,
  { index, prefix, passwordHash }: { index: number; prefix: string; passwordHash: string },
) => {
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const userId = crypto.randomUUID();
  const creatorId = crypto.randomUUID();
  const niches = random.some(NICHES, 1, 3);
  const [city, , , code] = random.pick(LOCATIONS);
  const handleBase = `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '');
  const createdAt = daysAgo(random, 400);
  let mainFollowers = 0;
  const accounts = random.some(PLATFORMS, 1, 3).map((platform, i) => {
    const drawn = random.logUniform(1_000, 5_000_000);
    // The first account is the main one; the others are 30–100 % of its size (one creator, one audience scale).
    if (i === 0) mainFollowers = drawn;
    const followers =
      i === 0
        ? drawn
        : Math.max(1_000, Math.round(mainFollowers * (0.3 + 0.7 * (Math.log(drawn / 1_000) / Math.log(5_000)))));
    // Engagement falls as audiences grow, with noise: nano 4–9 %, mega ~1 %.
    const engagementRate =
      Math.round(Math.max(0.2, 14 / Math.log10(followers) ** 1.2 + (random.next() - 0.5) * 3) * 100) / 100;
    return {
      id: crypto.randomUUID(),
      creatorId,
      platform,
      handle: `${handleBase}.${prefix}${index}`,
      followers,
      engagementRate,
      status: 'CONNECTED' as const,
      lastSyncedAt: daysAgo(random, 3),
      createdAt,
    };
  });
  const extras = makeExtras(random, creatorId, code, accounts);
  return {
    extras,
    user: {
      id: userId,
      email: `${handleBase}.${prefix}${index}@creators.test`,
      passwordHash,
      firstName: first,
      lastName: last,
      profileOf: 'Influencer' as const,
      status: 'ACTIVE' as const,
      emailVerified: true,
      createdAt,
    },
    profile: {
      id: creatorId,
      userId,
      bio: `${random.pick(BIO_OPENERS)} ${niches.map((n) => n.toLowerCase()).join(', ')} ${random.pick(BIO_CLOSERS)}`,
      niches,
      // Drawn from the location: the country's language, sometimes with a second one.
      languages: languagesFor(code, random.some(LANGUAGES, 1, 2).length > 1),
      locationId: locationId(city, code),
      gender: random.pick(['female', 'male', 'non-binary']),
      onboarding: { onboarding_complete: true, profile_complete: true, connected_account: true },
      totalFollowers: accounts.reduce((s, a) => s + a.followers, 0),
      createdAt,
    },
    accounts,
  };
};

/** Inserts `count` generated creators in chunked multi-row inserts (100k in well under two minutes). */
export const seedCreators = async (
  db: FileDb,
  {
    count,
    seed,
    prefix,
    passwordHash,
    onProgress,
  }: { count: number; seed: number; prefix: string; passwordHash: string; onProgress?: (done: number) => void },
) => {
  const random = createRandom(seed);
  for (let start = 0; start < count; start += CHUNK) {
    const batch = Array.from({ length: Math.min(CHUNK, count - start) }, (_, i) =>
      makeCreator(random, { index: start + i, prefix, passwordHash }),
    );
    await db.batch([
      db.insert(users).values(batch.map((c) => c.user)),
      db.insert(creatorProfiles).values(batch.map((c) => c.profile)),
      db.insert(socialAccounts).values(batch.flatMap((c) => c.accounts)),
      db.insert(creatorAudiences).values(batch.map((c) => c.extras.audience)),
      db.insert(creatorRates).values(batch.flatMap((c) => c.extras.rates)),
    ]);
    const busyDays = batch.flatMap((c) => c.extras.unavailable);
    if (busyDays.length > 0) await db.insert(creatorUnavailableDates).values(busyDays).onConflictDoNothing();
    onProgress?.(start + batch.length);
  }
};
