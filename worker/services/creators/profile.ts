import { count, eq } from 'drizzle-orm';
import { creatorProfiles, creatorRates, locations, users } from '../../../db/schema';
import { insertLocationIfNew, newLocationRow } from '../locations/locations';
import type { Db } from '../../lib/db';
import { fieldError, notFound } from '../../lib/errors';
import {
  BIO_MIN_LENGTH,
  PROFILE_PARTS,
  REQUIRED_PROFILE_PARTS,
  type TCreatorProfile,
  type TUpdateCreatorProfile,
} from '../../schemas/creator-profile';
import { pictureOf, pictureUploadOf, selectOwnPicture } from '../account/profile-picture';
import { ownAccountsOf, selectOwnAccounts } from '../social-data/own-accounts';
import { allFlags, withFlags } from './onboarding-flags';

type Part = (typeof PROFILE_PARTS)[number];
type ProfileFacts = {
  bio: string;
  niches: string[];
  locationId: string | null;
  languages: string[];
  displayPicture: string | null;
  rates: number;
  connected: boolean;
};

const hasPart: Record<Part, (f: ProfileFacts) => boolean> = {
  bio: (f) => f.bio.trim().length >= BIO_MIN_LENGTH,
  niches: (f) => f.niches.length > 0,
  location: (f) => f.locationId !== null,
  languages: (f) => f.languages.length > 0,
  display_picture: (f) => f.displayPicture !== null,
  rates: (f) => f.rates > 0,
  social_account: (f) => f.connected,
};

const missingParts = (facts: ProfileFacts) => PROFILE_PARTS.filter((p) => !hasPart[p](facts));
/** `profile_complete`: the required parts (bio, niches, location, languages) are filled in. */
const isProfileComplete = (facts: Pick<ProfileFacts, 'bio' | 'niches' | 'locationId' | 'languages'>) =>
  REQUIRED_PROFILE_PARTS.every((p) => hasPart[p]({ ...facts, displayPicture: null, rates: 0, connected: false }));

/** The statements of the creator's own profile, to ride in a batch (`profileOf` shapes their rows). */
const profileReads = (db: Db, creatorId: string) =>
  [
    db
      .select({ profile: creatorProfiles, user: users, location: locations })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .leftJoin(locations, eq(locations.id, creatorProfiles.locationId))
      .where(eq(creatorProfiles.id, creatorId))
      .limit(1),
    db.select({ n: count() }).from(creatorRates).where(eq(creatorRates.creatorId, creatorId)),
    selectOwnAccounts({ db, creatorId }),
  ] as const;
type ProfileRows = readonly [
  Awaited<ReturnType<typeof profileReads>[0]>,
  Awaited<ReturnType<typeof profileReads>[1]>,
  Awaited<ReturnType<typeof profileReads>[2]>,
];

/** The creator's own profile with completeness, onboarding flags and connected accounts, for settings and onboarding. */
export const loadCreatorProfile = async ({ db, creatorId }: { db: Db; creatorId: string }): Promise<TCreatorProfile> =>
  profileOf(await db.batch(profileReads(db, creatorId)));

const profileOf = ([rows, rates, accountRows]: ProfileRows): TCreatorProfile => {
  const row = rows[0];
  if (!row) throw notFound('creator');
  const { profile, user, location } = row;
  const accounts = ownAccountsOf(accountRows);
  const facts = {
    bio: profile.bio,
    niches: profile.niches,
    locationId: profile.locationId,
    languages: profile.languages,
    displayPicture: user.displayPicture,
    rates: rates[0]?.n ?? 0,
    connected: accounts.some((a) => a.status === 'CONNECTED'),
  };
  const missing = missingParts(facts);
  return {
    id: profile.id,
    user_id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    display_picture: user.displayPicture,
    status: user.status,
    bio: profile.bio,
    niches: profile.niches,
    languages: profile.languages,
    location: location
      ? {
          id: location.id,
          city: location.city,
          region: location.region,
          country: location.country,
          country_code: location.countryCode,
          label: `${location.city}, ${location.country}`,
        }
      : null,
    gender: profile.gender,
    max_concurrent_campaigns: profile.maxConcurrentCampaigns,
    total_followers: profile.totalFollowers,
    onboarding: allFlags(profile.onboarding),
    completeness: {
      percent: Math.round(((PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length) * 100),
      missing,
    },
    social_accounts: accounts,
    created_at: profile.createdAt,
  };
};

/**
 * Saves profile fields (user name and picture on the user) and keeps `profile_complete` true to the data. Two round
 * trips: the profile with what the input names (its location, its picture upload), with the session on a folded
 * request; then one batch that writes and ends with the reads of the answer.
 */
export const updateCreatorProfile = async ({
  db,
  creatorId,
  userId,
  input,
}: {
  db: Db;
  creatorId: string;
  userId: string;
  input: TUpdateCreatorProfile;
}) => {
  const checkLocation = Boolean(input.location_id && !input.new_location);
  const pictureUpload = input.display_picture ? pictureUploadOf(input.display_picture) : null;
  const [[creator], [location], [upload]] = await db.batch([
    db.select().from(creatorProfiles).where(eq(creatorProfiles.id, creatorId)).limit(1),
    db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.id, checkLocation ? input.location_id! : ''))
      .limit(1),
    selectOwnPicture({ db, userId, uploadId: pictureUpload ?? '' }),
  ]);
  if (!creator) throw notFound('creator');
  if (checkLocation && !location) throw fieldError('location_id', 'Choose a location from the list.');
  const entered = input.new_location ? newLocationRow(input.new_location) : null;
  const next = {
    bio: input.bio ?? creator.bio,
    niches: input.niches ?? creator.niches,
    languages: input.languages ?? creator.languages,
    locationId: entered ? entered.id : input.location_id !== undefined ? input.location_id : creator.locationId,
    gender: input.gender !== undefined ? input.gender : creator.gender,
  };
  const userChanges = {
    ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
    ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
    ...(input.display_picture !== undefined ? { displayPicture: pictureUpload ? pictureOf(upload) : null } : {}),
  };
  const saveProfile = db
    .update(creatorProfiles)
    .set({ ...next, onboarding: withFlags({ profile_complete: isProfileComplete(next) }) })
    .where(eq(creatorProfiles.id, creator.id));
  // The creator's own city is written first in the same batch, so the profile never points at a missing location.
  const results = await db.batch([
    entered ? insertLocationIfNew({ db, row: entered }) : saveProfile,
    ...(entered ? [saveProfile] : []),
    ...(Object.keys(userChanges).length ? [db.update(users).set(userChanges).where(eq(users.id, userId))] : []),
    ...profileReads(db, creator.id),
  ]);
  return profileOf(results.slice(-3) as unknown as ProfileRows);
};
