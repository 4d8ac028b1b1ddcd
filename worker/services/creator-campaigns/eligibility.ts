import { and, eq, ne, or, sql } from 'drizzle-orm';
import { campaigns, creatorProfiles, socialAccounts } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { CampaignRow } from './campaign-card';

/** What campaign targeting is checked against: the creator's niches, home and live accounts. */
export type CreatorFit = {
  creatorId: string;
  niches: string[];
  locationId: string | null;
  platforms: string[];
  followers: number;
};

/** The creator's live accounts (what platform targeting and follower ranges are checked against), for a batch. */
export const selectFitAccounts = ({ db, creatorId }: { db: Db; creatorId: string }) =>
  db
    .select({ platform: socialAccounts.platform, followers: socialAccounts.followers })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.creatorId, creatorId), ne(socialAccounts.status, 'NOT_CONNECTED')));

export const creatorFitOf = ({
  creatorId,
  profile,
  accounts,
}: {
  creatorId: string;
  profile: { niches: string[]; locationId: string | null } | undefined;
  accounts: Awaited<ReturnType<typeof selectFitAccounts>>;
}): CreatorFit => ({
  creatorId,
  niches: profile?.niches ?? [],
  locationId: profile?.locationId ?? null,
  platforms: [...new Set(accounts.map((a) => a.platform))],
  followers: accounts.reduce((s, a) => s + a.followers, 0),
});

export const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * The brand's targeting as SQL, the same rules `fitProblems` explains one by one: an empty target means anyone.
 * Niches and platforms must overlap, the location must be listed, the follower total must be in range. The
 * creator's niches, home and live accounts are read inside the statement, so a search needs no read before it.
 */
export const fitsCreatorSql = (creatorId: string) => {
  const followers = sql`(SELECT coalesce(sum(sa.followers), 0) FROM ${socialAccounts} sa WHERE sa.creator_id = ${creatorId} AND sa.status <> 'NOT_CONNECTED')`;
  return and(
    or(
      sql`json_array_length(${campaigns.targetNiches}) = 0`,
      sql`EXISTS (SELECT 1 FROM json_each(${campaigns.targetNiches}) t JOIN ${creatorProfiles} cp ON cp.id = ${creatorId} JOIN json_each(cp.niches) n ON n.value = t.value)`,
    ),
    or(
      sql`json_array_length(${campaigns.targetLocationIds}) = 0`,
      sql`EXISTS (SELECT 1 FROM json_each(${campaigns.targetLocationIds}) t JOIN ${creatorProfiles} cp ON cp.id = ${creatorId} WHERE t.value = cp.location_id)`,
    ),
    or(
      sql`json_array_length(${campaigns.platforms}) = 0`,
      sql`EXISTS (SELECT 1 FROM json_each(${campaigns.platforms}) t JOIN ${socialAccounts} sa ON sa.platform = t.value WHERE sa.creator_id = ${creatorId} AND sa.status <> 'NOT_CONNECTED')`,
    ),
    sql`(${campaigns.followerMin} IS NULL OR ${campaigns.followerMin} <= ${followers})`,
    sql`(${campaigns.followerMax} IS NULL OR ${campaigns.followerMax} >= ${followers})`,
  )!;
};

export const openCampaignSql = () =>
  and(eq(campaigns.status, 'active'), sql`(${campaigns.endDate} IS NULL OR ${campaigns.endDate} >= ${todayIso()})`)!;

const shortNumber = (n: number) => n.toLocaleString('en-US');

/** Why a creator does not fit a campaign, in words (empty: they fit). Mirrors `fitsCreatorSql`. */
export const fitProblems = ({
  c,
  fit,
  locationLabels,
}: {
  c: CampaignRow;
  fit: CreatorFit;
  locationLabels: Map<string, string>;
}) => {
  const problems: string[] = [];
  if (c.status !== 'active' || (c.endDate && c.endDate < todayIso()))
    problems.push('This campaign is not open for applications.');
  if (c.targetNiches.length && !c.targetNiches.some((n) => fit.niches.includes(n)))
    problems.push(`The brand looks for ${c.targetNiches.join(', ')} creators.`);
  if (c.targetLocationIds.length && !(fit.locationId && c.targetLocationIds.includes(fit.locationId))) {
    problems.push(
      `The brand looks for creators in ${c.targetLocationIds.map((id) => locationLabels.get(id) ?? id).join('; ')}.`,
    );
  }
  if (c.platforms.length && !c.platforms.some((p) => fit.platforms.includes(p)))
    problems.push(`Connect a ${c.platforms.join(' or ')} account to apply.`);
  if (c.followerMin !== null && fit.followers < c.followerMin)
    problems.push(`The brand asks for at least ${shortNumber(c.followerMin)} followers.`);
  if (c.followerMax !== null && fit.followers > c.followerMax)
    problems.push(`The brand looks for creators with at most ${shortNumber(c.followerMax)} followers.`);
  return problems;
};
