import { and, asc, eq, ne } from 'drizzle-orm';
import type { FileDb } from '../node-client';
import {
  campaignMatches,
  campaigns,
  contracts,
  creatorAudiences,
  creatorProfiles,
  deliverables,
  matchOffers,
  matchTransitions,
  pitches,
  users,
  type DeliverableTemplate,
} from '../schema';
import { CAMPAIGN_SEEDS, PITCH_MESSAGES, type CampaignSeed, type MatchSeed } from './campaign-data';

type Ids = { owner: string; other: string; acme: string; northwind: string; creatorProfile: string };
type MatchStatus = (typeof campaignMatches.$inferSelect)['status'];

const DAY = 86_400_000;
const iso = (daysFromNow: number) => new Date(Date.now() + daysFromNow * DAY).toISOString();
const date = (daysFromNow: number) => iso(daysFromNow).slice(0, 10);

/** The statuses a match passed through to reach `status` (for its transition history). */
const pathTo = (status: MatchStatus, source: 'invited' | 'applied'): MatchStatus[] => {
  const offer: MatchStatus[] = [source, 'proposed'];
  const paths: Record<MatchStatus, MatchStatus[]> = {
    invited: ['invited'],
    applied: ['applied'],
    proposed: offer,
    countered: [...offer, 'countered'],
    accepted: [...offer, 'accepted'],
    contracted: [...offer, 'accepted', 'contracted'],
    completed: [...offer, 'accepted', 'contracted', 'completed'],
    declined: source === 'applied' ? ['applied', 'declined'] : ['invited', 'proposed', 'declined'],
    removed: [source, 'removed'],
    expired: [source, 'expired'],
  };
  return paths[status];
};

const OFFERED: MatchStatus[] = ['proposed', 'countered', 'accepted', 'contracted', 'completed'];

/** Rows of one match: the match, its history, its pitch, and from acceptance on its contract and deliverables. */
const matchRows = (
  campaign: typeof campaigns.$inferInsert & { id: string },
  seed: MatchSeed,
  creatorId: string,
  brandActor: string,
  creatorActor: string,
  n: number,
) => {
  const id = crypto.randomUUID();
  const source = seed.source ?? (seed.status === 'invited' ? 'invited' : n % 2 ? 'applied' : 'invited');
  const path = pathTo(seed.status, source);
  const rate = seed.rateCents ?? 40_000 + (n % 7) * 15_000;
  const templates = campaign.deliverableTemplates as DeliverableTemplate[];
  const startedDaysAgo = 20 + path.length * 3;
  const isOffered = OFFERED.includes(seed.status) || (seed.status === 'declined' && source === 'invited');
  const match: typeof campaignMatches.$inferInsert = {
    id,
    campaignId: campaign.id,
    brandId: campaign.brandId,
    creatorId,
    status: seed.status,
    source,
    offeredRateCents: isOffered ? rate : null,
    offeredDeliverables: isOffered ? templates : null,
    offerMessage: isOffered ? 'Excited to work with you — here is our offer.' : null,
    removalReasonId:
      seed.status === 'removed' || (seed.status === 'declined' && source === 'applied') ? 'not-a-fit' : null,
    statusChangedAt: iso(-(startedDaysAgo - path.length * 3)),
    createdAt: iso(-startedDaysAgo),
  };
  const creatorMoves = new Set<MatchStatus>(['applied', 'countered', 'accepted', 'contracted']);
  const transitions = path.map((to, i) => ({
    matchId: id,
    fromStatus: i === 0 ? null : path[i - 1]!,
    toStatus: to,
    createdAt: iso(-(startedDaysAgo - i * 3)),
    actorId: creatorMoves.has(to) || (to === 'declined' && source === 'invited') ? creatorActor : brandActor,
  }));
  const pitch =
    source === 'applied'
      ? [
          {
            matchId: id,
            campaignId: campaign.id,
            message: PITCH_MESSAGES[n % PITCH_MESSAGES.length]!,
            proposedRateCents: rate,
            status:
              seed.status === 'applied'
                ? ('pending' as const)
                : seed.status === 'declined' || seed.status === 'removed' || seed.status === 'expired'
                  ? ('declined' as const)
                  : ('accepted' as const),
            createdAt: iso(-startedDaysAgo),
            respondedAt: seed.status === 'applied' ? null : iso(-startedDaysAgo + 3),
            respondedBy: seed.status === 'applied' ? null : brandActor,
          },
        ]
      : [];
  const hasContract = ['accepted', 'contracted', 'completed'].includes(seed.status);
  const signed = seed.status !== 'accepted';
  const contract = hasContract
    ? [
        {
          matchId: id,
          terms: {
            campaign_title: campaign.title,
            rate_cents: rate,
            currency: campaign.currency ?? 'USD',
            deliverables: templates,
            start_date: campaign.startDate,
            end_date: campaign.endDate,
            review_window_days: 3,
            revision_rounds: 2,
          },
          creatorSignatureName: signed ? 'Signed by creator' : null,
          creatorSignedAt: signed ? iso(-10) : null,
          creatorSignedIp: signed ? '203.0.113.7' : null,
        },
      ]
    : [];
  const states = seed.deliverables ?? (seed.status === 'completed' ? (['paid'] as const) : []);
  const perItem = Math.round(rate / Math.max(1, templates.length));
  const items =
    signed && hasContract
      ? templates.map((t, i) => {
          const seeded = states[i] ?? 'pending';
          const status = seeded === 'overdue' ? 'submitted' : seeded;
          const submittedDaysAgo = seeded === 'submitted' ? 1 : 4;
          const done = status === 'approved' || status === 'published' || status === 'paid';
          return {
            matchId: id,
            campaignId: campaign.id,
            type: t.type,
            platform: t.platform,
            description: t.description ?? '',
            dueDate: date(t.due_days - 10),
            rateCents: perItem,
            status,
            revisionsUsed: status === 'changes_requested' ? 1 : 0,
            submittedAt: status === 'pending' ? null : iso(-submittedDaysAgo),
            approvedAt: done ? iso(-2) : null,
            postUrl:
              status === 'published' || status === 'paid'
                ? `https://www.${t.platform}.com/p/acme-${id.slice(0, 8)}`
                : null,
            publishedAt: status === 'published' || status === 'paid' ? iso(-1) : null,
          };
        })
      : [];
  const offerAt = transitions.find((t) => t.toStatus === 'proposed')?.createdAt;
  const offers =
    isOffered && offerAt
      ? [
          {
            matchId: id,
            side: 'brand' as const,
            rateCents: rate,
            deliverables: templates,
            message: match.offerMessage,
            actorId: brandActor,
            createdAt: offerAt,
          },
        ]
      : [];
  return { match, transitions, pitch, contract, items, offers };
};

/**
 * Campaigns of Acme Outdoors in every status and of Northwind Foods, with applicants and pitches, invitations and
 * matches in every lifecycle state; creator@demo.test has an Acme match in each state a creator acts on.
 */
export const seedCampaigns = async (db: FileDb, ids: Ids & { creator: string; member: string }) => {
  const others = await db
    .select({ id: creatorProfiles.id, userId: creatorProfiles.userId })
    .from(creatorProfiles)
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(and(ne(creatorProfiles.id, ids.creatorProfile), eq(users.status, 'ACTIVE')))
    .orderBy(asc(creatorProfiles.createdAt))
    .limit(80);
  let next = 0;
  const rows = CAMPAIGN_SEEDS.map((seed: CampaignSeed, ci) => {
    const brandId = seed.brand === 'acme' ? ids.acme : ids.northwind;
    const owner = seed.brand === 'acme' ? ids.owner : ids.other;
    const campaign = {
      id: crypto.randomUUID(),
      brandId,
      title: seed.title,
      brief: seed.brief,
      objectives: seed.objectives,
      platforms: seed.platforms,
      deliverableTemplates: seed.deliverables,
      budgetCents: seed.budgetCents,
      currency: 'USD',
      rateMinCents: 25_000,
      rateMaxCents: 250_000,
      startDate: date(seed.startsIn),
      endDate: date(seed.startsIn + seed.days),
      targetNiches: seed.niches,
      targetLocationIds: seed.locations ?? [],
      followerMin: 10_000,
      followerMax: 2_000_000,
      visibility: seed.visibility ?? ('public' as const),
      status: seed.status,
      createdBy: owner,
      createdAt: iso(-60 + ci * 3),
      publishedAt: seed.status === 'draft' ? null : iso(-55 + ci * 3),
      updatedAt: iso(-30 + ci),
    };
    const matches = seed.matches.map((m, mi) => {
      const isCasey = m.creator === 'casey';
      const creator = isCasey ? { id: ids.creatorProfile, userId: ids.creator } : others[next++ % others.length]!;
      return matchRows(
        campaign,
        m,
        creator.id,
        mi % 3 === 2 && seed.brand === 'acme' ? ids.member : owner,
        creator.userId,
        ci * 10 + mi,
      );
    });
    return { campaign, matches };
  });
  const all = rows.flatMap((r) => r.matches);
  const nonEmpty = <T>(list: T[], insert: (l: T[]) => unknown) => (list.length ? [insert(list)] : []);
  await db.batch([
    db.insert(campaigns).values(rows.map((r) => r.campaign)),
    db.insert(campaignMatches).values(all.map((m) => m.match)),
    db.insert(matchTransitions).values(all.flatMap((m) => m.transitions)),
    ...(nonEmpty(
      all.flatMap((m) => m.pitch),
      (l) => db.insert(pitches).values(l),
    ) as [never]),
    ...(nonEmpty(
      all.flatMap((m) => m.contract),
      (l) => db.insert(contracts).values(l),
    ) as [never]),
    ...(nonEmpty(
      all.flatMap((m) => m.items),
      (l) => db.insert(deliverables).values(l),
    ) as [never]),
    ...(nonEmpty(
      all.flatMap((m) => m.offers),
      (l) => db.insert(matchOffers).values(l),
    ) as [never]),
    db
      .insert(creatorAudiences)
      .values({
        creatorId: ids.creatorProfile,
        femalePct: 58,
        malePct: 42,
        topAgeRange: '25-34',
        topCountryCode: 'US',
        distributions: {
          age: { '13-17': 3, '18-24': 24, '25-34': 41, '35-44': 20, '45-54': 8, '55+': 4 },
          countries: { US: 71, CA: 9, MX: 6, GB: 5 },
        },
        updatedAt: iso(0),
      })
      .onConflictDoNothing(),
  ]);
  return { campaigns: rows.length, matches: all.length };
};
