import { and, asc, count, desc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import { brands, campaignMatches, campaigns, creatorProfiles, deliverables, socialAccounts } from '../../../db/schema';
import type { DbKeys } from '../../lib/db';
import { writtenOnce } from '../../lib/written-once';
import type { TCreatorDashboard, TTodo } from '../../schemas/creator-work';
import { PLATFORM_LABELS, type TPlatform } from '../../schemas/social';
import { eventPage } from '../events-rsvp/events';
import { creatorMoneyOf, creatorMoneyQuery } from '../payouts/creator-money';
import { todayIso } from './eligibility';

const LIMIT = 30;
const money = (cents: number, currency: string) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency, maximumFractionDigits: 0 });
const label = (platform: string) => PLATFORM_LABELS[platform as TPlatform] ?? platform;
const todo = (t: Partial<TTodo> & Pick<TTodo, 'kind' | 'title' | 'detail'>): TTodo => ({
  due_date: null,
  match_id: null,
  campaign_id: null,
  deliverable_id: null,
  overdue: false,
  ...t,
});

const mine = (creatorId: Placeholder) => eq(campaignMatches.creatorId, creatorId);

/** The dashboard's statements, written once per isolate: only the creator changes from one request to the next. */
const onboardingOf = writtenOnce(['creatorId'], (db, v) =>
  db
    .select({ onboarding: creatorProfiles.onboarding })
    .from(creatorProfiles)
    .where(eq(creatorProfiles.id, v.creatorId))
    .limit(1),
);
const openMatchesOf = writtenOnce(['creatorId'], (db, v) =>
  db
    .select({
      match: campaignMatches,
      title: campaigns.title,
      currency: campaigns.currency,
      brandName: brands.name,
    })
    .from(campaignMatches)
    .innerJoin(campaigns, eq(campaigns.id, campaignMatches.campaignId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(and(mine(v.creatorId), inArray(campaignMatches.status, ['invited', 'proposed', 'accepted'])))
    .orderBy(desc(campaignMatches.statusChangedAt))
    .limit(LIMIT),
);
const workOf = writtenOnce(['creatorId'], (db, v) =>
  db
    .select({ d: deliverables, title: campaigns.title, brandName: brands.name })
    .from(deliverables)
    .innerJoin(campaignMatches, eq(campaignMatches.id, deliverables.matchId))
    .innerJoin(campaigns, eq(campaigns.id, deliverables.campaignId))
    .innerJoin(brands, eq(brands.id, campaignMatches.brandId))
    .where(
      and(
        mine(v.creatorId),
        eq(campaignMatches.status, 'contracted'),
        inArray(deliverables.status, ['pending', 'changes_requested']),
      ),
    )
    .orderBy(sql`${deliverables.dueDate} IS NULL`, asc(deliverables.dueDate))
    .limit(LIMIT),
);
const expiredAccountsOf = writtenOnce(['creatorId'], (db, v) =>
  db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.creatorId, v.creatorId), eq(socialAccounts.status, 'SESSION_EXPIRED'))),
);
const activeCountOf = writtenOnce(['creatorId'], (db, v) =>
  db
    .select({ n: count() })
    .from(campaignMatches)
    .where(and(mine(v.creatorId), eq(campaignMatches.status, 'contracted'))),
);

/**
 * What needs doing now, most urgent first: changes requested, overdue work, contracts to sign, offers, work due
 * soon, invitations, expired account sessions and an unfinished profile — plus counts, money and events.
 */
export const creatorDashboard = async ({ db, creatorId }: DbKeys<'creatorId'>): Promise<TCreatorDashboard> => {
  const events = eventPage({ db, creatorId, when: 'going', page: 1, pageSize: 3 });
  const [[profile], open, work, expired, active, money_, eventRows, eventTotal] = await db.batch([
    onboardingOf(db, { creatorId }),
    openMatchesOf(db, { creatorId }),
    workOf(db, { creatorId }),
    expiredAccountsOf(db, { creatorId }),
    activeCountOf(db, { creatorId }),
    creatorMoneyQuery({ db, creatorId }),
    ...events.statements,
  ]);
  const today = todayIso();
  const ofStatus = (s: string) => open.filter((m) => m.match.status === s);
  const workTodo = work.map((w) =>
    todo({
      kind: w.d.status === 'changes_requested' ? 'changes_requested' : 'deliverable',
      title: `${w.d.status === 'changes_requested' ? 'Changes requested' : 'Due'}: ${label(w.d.platform)} ${w.d.type}`,
      detail: `“${w.title}” for ${w.brandName}`,
      due_date: w.d.dueDate,
      match_id: w.d.matchId,
      campaign_id: w.d.campaignId,
      deliverable_id: w.d.id,
      overdue: w.d.dueDate !== null && w.d.dueDate < today,
    }),
  );
  const matchTodo = (
    kind: 'invitation' | 'offer' | 'contract',
    rows: typeof open,
    text: (m: (typeof open)[number]) => [string, string],
  ) =>
    rows.map((m) => {
      const [title, detail] = text(m);
      return todo({ kind, title, detail, match_id: m.match.id, campaign_id: m.match.campaignId });
    });
  const items = [
    ...workTodo.filter((t) => t.kind === 'changes_requested'),
    ...workTodo.filter((t) => t.kind === 'deliverable' && t.overdue),
    ...matchTodo('contract', ofStatus('accepted'), (m) => [
      `Sign the contract for “${m.title}”`,
      `${m.brandName} is waiting for your signature.`,
    ]),
    ...matchTodo('offer', ofStatus('proposed'), (m) => [
      `${m.brandName} offered ${money(m.match.offeredRateCents ?? 0, m.currency)} for “${m.title}”`,
      'Review the rate and deliverables, then accept or decline.',
    ]),
    ...workTodo.filter((t) => t.kind === 'deliverable' && !t.overdue),
    ...matchTodo('invitation', ofStatus('invited'), (m) => [
      `${m.brandName} invited you to “${m.title}”`,
      'Accept to hear their offer, or decline.',
    ]),
    ...expired.map((a) =>
      todo({
        kind: 'reconnect_account',
        title: `Reconnect ${label(a.platform)} @${a.handle}`,
        detail: 'The session expired: brands see old numbers until you reconnect.',
      }),
    ),
    ...(profile?.onboarding.profile_complete
      ? []
      : [
          todo({
            kind: 'complete_profile',
            title: 'Finish your profile',
            detail: 'Brands look for your bio, niches, location and languages.',
          }),
        ]),
  ];
  return {
    todo: items,
    counts: {
      invitations: ofStatus('invited').length,
      offers: ofStatus('proposed').length,
      contracts_to_sign: ofStatus('accepted').length,
      deliverables_due: workTodo.filter((t) => t.kind === 'deliverable').length,
      changes_requested: workTodo.filter((t) => t.kind === 'changes_requested').length,
      active_campaigns: active[0]?.n ?? 0,
    },
    payments: creatorMoneyOf(money_).map((p) => ({
      currency: p.currency,
      in_escrow_cents: p.in_escrow_cents,
      available_cents: p.available_cents,
      paid_cents: p.paid_out_cents,
    })),
    upcoming_events: events.answer([eventRows, eventTotal]).results,
  };
};
