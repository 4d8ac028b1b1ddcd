import { eq, type SQL } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorProfiles, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TDeliverableTemplate } from '../../schemas/campaign';
import { ZContractTerms, type TContract, type TContractTerms } from '../../schemas/creator-matches';
import { PLATFORM_LABELS, type TPlatform } from '../../schemas/social';
import type { MatchRow } from '../matches/lifecycle';

const DAY_MS = 86_400_000;
const USAGE_RIGHTS_MONTHS = 12;

export type ContractContext = {
  match: MatchRow;
  campaign: typeof campaigns.$inferSelect;
  brandName: string;
  creatorName: string;
};

/** What a contract's terms are built from, as columns of a query joining the campaign, its brand and the creator's user. */
const contractContextColumns = {
  campaign: campaigns,
  brandName: brands.name,
  first: users.firstName,
  last: users.lastName,
};

/** The match that `where` picks, with what its contract is built from (one row or none). */
export const matchWithContractContext = ({ db, where }: { db: Db; where: SQL | undefined }) =>
  db
    .select({ match: campaignMatches, ...contractContextColumns })
    .from(campaignMatches)
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .innerJoin(brands, eq(brands.id, campaigns.brandId))
    .innerJoin(creatorProfiles, eq(creatorProfiles.id, campaignMatches.creatorId))
    .innerJoin(users, eq(users.id, creatorProfiles.userId))
    .where(where)
    .limit(1);

type ContextRow = { campaign: typeof campaigns.$inferSelect; brandName: string; first: string; last: string };

export const contractContextOf = (match: MatchRow, row: ContextRow): ContractContext => ({
  match,
  campaign: row.campaign,
  brandName: row.brandName,
  creatorName: `${row.first} ${row.last}`.trim(),
});

/** The terms snapshot of an accepted offer: what is paid, for what, by when, under which review rules. */
export const buildTerms = ({ match, campaign, brandName, creatorName }: ContractContext): TContractTerms => ({
  template_version: 1,
  campaign_title: campaign.title,
  brand_name: brandName,
  creator_name: creatorName,
  rate_cents: match.offeredRateCents ?? 0,
  currency: campaign.currency,
  deliverables: (match.offeredDeliverables as TDeliverableTemplate[] | null) ?? [],
  start_date: campaign.startDate,
  end_date: campaign.endDate,
  review_window_days: campaign.reviewWindowDays,
  revision_rounds: campaign.revisionRounds,
});

/** Stored terms (older snapshots may lack names) completed from the context; unreadable ones rebuilt. */
export const readTerms = (stored: unknown, ctx: ContractContext): TContractTerms => {
  const parsed = ZContractTerms.safeParse(stored);
  if (!parsed.success) return buildTerms(ctx);
  return {
    ...parsed.data,
    brand_name: parsed.data.brand_name ?? ctx.brandName,
    creator_name: parsed.data.creator_name ?? ctx.creatorName,
  };
};

/** The fee split over the deliverables; the remainder of the division goes to the first. */
const splitRate = (totalCents: number, parts: number) => {
  if (parts === 0) return [];
  const base = Math.floor(totalCents / parts);
  return Array.from({ length: parts }, (_, i) => base + (i === 0 ? totalCents - base * parts : 0));
};

export const scheduleOf = (terms: TContractTerms, from: Date): TContract['schedule'] => {
  const rates = splitRate(terms.rate_cents, terms.deliverables.length);
  return terms.deliverables.map((d, i) => ({
    type: d.type,
    platform: d.platform,
    quantity: d.quantity,
    due_date: new Date(from.getTime() + d.due_days * DAY_MS).toISOString().slice(0, 10),
    rate_cents: rates[i]!,
  }));
};

const money = (cents: number, currency: string) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency });
const longDate = (d: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${d}T00:00:00Z`),
  );
const platformName = (p: string) => PLATFORM_LABELS[p as TPlatform] ?? p;

/** The contract text, generated from the terms so it always says exactly what was agreed. */
export const contractSections = (t: TContractTerms): TContract['sections'] => [
  {
    title: 'Parties',
    body: `${t.brand_name} (“the Brand”) and ${t.creator_name} (“the Creator”) agree to work together on the campaign “${t.campaign_title}”${t.start_date && t.end_date ? `, running from ${longDate(t.start_date)} to ${longDate(t.end_date)}` : ''}.`,
  },
  {
    title: 'Deliverables',
    body: t.deliverables
      .map(
        (d) =>
          `${d.quantity} × ${platformName(d.platform)} ${d.type}${d.description ? ` — ${d.description}` : ''} Due ${d.due_days} days after signing.`,
      )
      .join('\n'),
  },
  {
    title: 'Fee',
    body: `${money(t.rate_cents, t.currency)} in total, split across the deliverables. The Brand funds the fee before work starts; each part is paid when the Brand approves that deliverable.`,
  },
  {
    title: 'Review and changes',
    body: `The Brand reviews each submission within ${t.review_window_days} days; a submission left unanswered is approved automatically. The Creator makes up to ${t.revision_rounds} rounds of changes per deliverable.`,
  },
  {
    title: 'Usage rights',
    body: `The Brand may share the published content on its own channels, crediting the Creator, for ${USAGE_RIGHTS_MONTHS} months. Paid advertising with the content needs a separate agreement.`,
  },
  {
    title: 'Disclosure',
    body: 'The Creator marks sponsored content as the law and each platform require (for example #ad or the paid-partnership label).',
  },
  {
    title: 'Ending early',
    body: 'Either party may end this agreement before content is submitted. Deliverables already approved are paid in full.',
  },
];
