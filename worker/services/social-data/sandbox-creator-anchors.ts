import { creatorAudiences, creatorProfiles, locations, users } from '../../../db/schema';
import type { SandboxAnchors } from './sandbox-data';

/**
 * What the sandbox takes from a creator: their name, bio and niches, their country and their audience summary.
 * Selected from a creator's profile joined with its user, and left-joined with its location and audience summary.
 */
export const creatorAnchorColumns = {
  first: users.firstName,
  last: users.lastName,
  bio: creatorProfiles.bio,
  niches: creatorProfiles.niches,
  country: locations.countryCode,
  audience: creatorAudiences,
};

type CreatorAnchorRow = {
  first: string;
  last: string;
  bio: string;
  niches: string[];
  country: string | null;
  audience: typeof creatorAudiences.$inferSelect | null;
};

/** The anchors a creator's row gives the sandbox's data (what is empty is left to the sandbox). */
export const creatorAnchors = (c: CreatorAnchorRow): SandboxAnchors => ({
  fullName: `${c.first} ${c.last}`.trim(),
  bio: c.bio || undefined,
  niches: c.niches.length ? c.niches : undefined,
  countryCode: c.audience?.topCountryCode ?? c.country ?? undefined,
  femalePct: c.audience?.femalePct,
  topAge: c.audience?.topAgeRange,
});
