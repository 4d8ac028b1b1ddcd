import { and, eq, ne, or, sql, type AnyColumn } from 'drizzle-orm';
import { campaigns, socialAccounts } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { CreatorRow } from '../creators/load-creator';
import type { CampaignRow } from './campaign-card';

/** What campaign targeting is checked against: the creator's niches, home and live accounts. */
export type CreatorFit = {
  creatorId: string;
  niches: string[];
  locationId: string | null;
  platforms: string[];
  followers: number;
};

export const loadCreatorFit = async ({ db, creator }: { db: Db; creator: CreatorRow }): Promise<CreatorFit> => {
  const accounts = await db
    .select({ platform: socialAccounts.platform, followers: socialAccounts.followers })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.creatorId, creator.id), ne(socialAccounts.status, 'NOT_CONNECTED')));
  return {
    creatorId: creator.id,
    niches: creator.niches,
    locationId: creator.locationId,
    platforms: [...new Set(accounts.map((a) => a.platform))],
    followers: accounts.reduce((s, a) => s + a.followers, 0),
  };
};

export const todayIso = () => new Date().toISOString().slice(0, 10);

const inList = (values: string[]) =>
  values.length
    ? sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )
    : null;
const overlaps = (column: AnyColumn, values: string[]) => {
  const list = inList(values);
  return list ? sql`EXISTS (SELECT 1 FROM json_each(${column}) WHERE value IN (${list}))` : sql`0`;
};

/**
 * The brand's targeting as SQL, the same rules `fitProblems` explains one by one: an empty target means anyone.
 * Niches and platforms must overlap, the location must be listed, the follower total must be in range.
 */
export const fitsCreatorSql = (fit: CreatorFit) =>
  and(
    or(sql`json_array_length(${campaigns.targetNiches}) = 0`, overlaps(campaigns.targetNiches, fit.niches)),
    or(
      sql`json_array_length(${campaigns.targetLocationIds}) = 0`,
      fit.locationId ? overlaps(campaigns.targetLocationIds, [fit.locationId]) : sql`0`,
    ),
    or(sql`json_array_length(${campaigns.platforms}) = 0`, overlaps(campaigns.platforms, fit.platforms)),
    sql`(${campaigns.followerMin} IS NULL OR ${campaigns.followerMin} <= ${fit.followers})`,
    sql`(${campaigns.followerMax} IS NULL OR ${campaigns.followerMax} >= ${fit.followers})`,
  )!;

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
