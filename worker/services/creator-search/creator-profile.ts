import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { campaignMatches, campaigns, creatorAudiences, socialAccounts } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { forbidden, notFound } from '../../lib/errors';
import { ownCreatorId } from '../creators/load-creator';
import { ratesQuery, toRate } from '../creators/rates';
import type { TCreatorProfileForBrand } from '../../schemas/creator-search';
import { visibleToBrand } from './brand-visibility';
import { cardQuery, credibilityExplained, toCreatorCard, type CardRow } from './creator-cards';

/** The creator's own rates by their profile id (another creator's rates are 403 to a creator). */
export const loadOwnCreatorRates = ({ db, auth, creatorId }: { db: Db; auth: Auth; creatorId: string }) => {
  if (ownCreatorId(auth) !== creatorId) throw forbidden('Creators can only see their own rates here.');
  return loadCreatorRates(db, creatorId, sql`1`);
};

/** A creator's rates for a brand whose plan has Profile Access (checked by the caller): 404 unless it may see them. */
export const loadCreatorRatesForBrand = ({ db, brandId, creatorId }: { db: Db; brandId: string; creatorId: string }) =>
  loadCreatorRates(db, creatorId, visibleToBrand(brandId));

/** A creator's rates (spec `GET /influencer/profiles/{uuid}/rates/`); 404 unless the creator exists and `visible`. */
const loadCreatorRates = async (db: Db, creatorId: string, visible: SQL) => {
  const [exists, rates] = await db.batch([
    db.get<{ id: string }>(
      sql`SELECT p.id FROM creator_profiles p JOIN users u ON u.id = p.user_id WHERE p.id = ${creatorId} AND ${visible}`,
    ),
    ratesQuery({ db, creatorId }),
  ]);
  if (!exists) throw notFound('creator');
  return rates.map(toRate);
};

/**
 * Everything a brand sees on a creator's profile, in one round trip; past campaigns are this brand's only. `full`
 * (Profile Access: audience, rates, credibility) is asked after the batch, whose rows it may drop.
 */
export const loadCreatorProfileForBrand = async ({
  db,
  brandId,
  creatorId,
  full: seesDetails,
}: {
  db: Db;
  brandId: string;
  creatorId: string;
  full: () => Promise<boolean>;
}): Promise<TCreatorProfileForBrand> => {
  const [cards, accounts, audience, rates, history] = await db.batch([
    db.all<CardRow>(cardQuery({ brandId, where: sql`p.id = ${creatorId} AND ${visibleToBrand(brandId)}` })),
    db
      .select()
      .from(socialAccounts)
      .where(eq(socialAccounts.creatorId, creatorId))
      .orderBy(desc(socialAccounts.followers)),
    db.select().from(creatorAudiences).where(eq(creatorAudiences.creatorId, creatorId)).limit(1),
    ratesQuery({ db, creatorId }),
    db
      .select({
        matchId: campaignMatches.id,
        campaignId: campaigns.id,
        title: campaigns.title,
        status: campaignMatches.status,
        rate: campaignMatches.offeredRateCents,
      })
      .from(campaignMatches)
      .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
      .where(and(eq(campaignMatches.creatorId, creatorId), eq(campaignMatches.brandId, brandId)))
      .orderBy(desc(campaignMatches.createdAt)),
  ]);
  const card = cards[0];
  if (!card) throw notFound('creator');
  const full = await seesDetails();
  return {
    ...toCreatorCard(card),
    accounts: accounts.map((a) => ({
      platform: a.platform,
      handle: a.handle,
      followers: a.followers,
      engagement_rate: a.engagementRate,
      status: a.status,
      last_synced_at: a.lastSyncedAt,
    })),
    audience_distributions: full ? (audience[0]?.distributions ?? null) : null,
    rates: full ? rates.map(toRate) : [],
    credibility_explained: full ? credibilityExplained(card) : null,
    past_campaigns: history.map((h) => ({
      match_id: h.matchId,
      campaign_id: h.campaignId,
      campaign_title: h.title,
      status: h.status,
      offered_rate_cents: h.rate,
    })),
    locked: full ? [] : ['audience', 'rates'],
  };
};
