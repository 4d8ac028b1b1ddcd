import { and, eq, notExists, sql } from 'drizzle-orm';
import { campaigns, matchPayments } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import type { Db } from '../../lib/db';
import { AppError, conflict } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import { publishProblems, type TCampaignFields, type TCampaignStatus } from '../../schemas/campaign';
import type { z } from 'zod';
import type { ZCampaignCreate, ZCampaignUpdate } from '../../schemas/campaign';
import { ensurePermission } from '../brands/plan-gate';
import { DELETE_BLOCKED_REASON, editBlockedReason, engagedMatches, holdingPayments } from './campaign-locks';
import { inviteShortlistedSteps, shortlistQuery } from '../proposals/invite-creator';
import { ownCampaignQuery, ownRowOr404, toCampaign, toColumns, type CampaignRow } from './campaign-rows';
import { closingReads, isClosing, settleOpenMatches, type ClosingRows } from './close-campaign';

/** Which status a campaign may move to from which (anything else is a 409). */
const STATUS_MOVES: Record<TCampaignStatus, readonly TCampaignStatus[]> = {
  draft: ['active', 'archived'],
  active: ['completed', 'archived'],
  completed: ['archived'],
  archived: [],
};

const assertPublishable = (fields: Partial<TCampaignFields>) => {
  const problems = publishProblems(fields);
  const keys = Object.keys(problems);
  if (keys.length) {
    throw new AppError('validation_error', `The campaign is not ready to publish: ${problems[keys[0]!]}`, {
      fields: Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]])),
    });
  }
};

const fieldsOf = (row: CampaignRow): TCampaignFields => toCampaign(row);

/** Creates a draft (Campaign Draft) or publishes straight away (Campaign Creation, all publish rules). */
export const createCampaign = async ({
  db,
  auth,
  brandId,
  input,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
  input: z.output<typeof ZCampaignCreate>;
}) => {
  const { status, ...fields } = input;
  await ensurePermission({ db, auth, brandId, permission: status === 'active' ? 'NEW_CAMPAIGN' : 'CAMPAIGN_DRAFT' });
  if (status === 'active') assertPublishable(fields);
  const now = new Date().toISOString();
  const [row] = await db
    .insert(campaigns)
    .values({
      ...toColumns(fields),
      title: fields.title,
      brandId,
      status,
      createdBy: auth.user.id,
      publishedAt: status === 'active' ? now : null,
    })
    .returning();
  return toCampaign(row!);
};

/**
 * Edits fields and/or moves the status (publish, complete, archive). Completed and archived campaigns are
 * read-only; an active campaign must stay publishable. Two round trips: one read (the campaign, what offers commit
 * of its budget, its shortlist, and when it closes its open matches and their money; on a folded request the
 * session and plan too), then one guarded batch: the write is conditional on the status read, so a concurrent move
 * gives 409 instead of a lost update; publishing a draft invites its shortlist, and closing a campaign withdraws its
 * open offers and invitations (`settleOpenMatches`), in the same batch.
 */
export const updateCampaign = async ({
  db,
  auth,
  brandId,
  id,
  input,
}: {
  db: Db;
  auth: Auth;
  brandId: string;
  id: string;
  input: z.output<typeof ZCampaignUpdate>;
}) => {
  const { status: nextStatus, ...changes } = input;
  const closing = isClosing(nextStatus) ? nextStatus : null;
  const settling = closing ? closingReads({ db, brandId, campaignId: id }) : [];
  const [rows, commitment, shortlist, ...open] = await db.batch([
    ownCampaignQuery({ db, brandId, id }),
    db.get<{ cents: number }>(sql`SELECT ${committedOf(id)} AS cents`),
    shortlistQuery({ db, campaignId: id }),
    ...settling,
  ]);
  const row = ownRowOr404(rows);
  const moving = nextStatus !== undefined && nextStatus !== row.status;
  if (moving && !STATUS_MOVES[row.status].includes(nextStatus))
    throw conflict(`A ${row.status} campaign cannot become ${nextStatus}.`);
  const hasEdits = Object.keys(changes).length > 0;
  const locked = editBlockedReason(row.status);
  if (hasEdits && locked) throw conflict(locked);

  const merged = { ...fieldsOf(row), ...changes };
  const target = moving ? nextStatus : row.status;
  if (target === 'active') {
    await ensurePermission({ db, auth, brandId, permission: 'NEW_CAMPAIGN' });
    assertPublishable(merged);
  } else if (hasEdits && row.status === 'draft') {
    await ensurePermission({ db, auth, brandId, permission: 'CAMPAIGN_DRAFT' });
  }
  if (changes.budget_cents !== undefined)
    assertBudgetCoversCommitments(commitment?.cents ?? 0, changes.budget_cents, row.currency);
  // Publishing a draft invites the creators shortlisted on it; the events are dispatched by the caller.
  const invitations =
    moving && row.status === 'draft' && target === 'active'
      ? inviteShortlistedSteps({ db, brandId, actorId: auth.user.id, campaignId: id, shortlist })
      : { steps: [], events: [] };
  // Closing it closes what is still open on it (and, asked again, whatever opened in a race with the first close).
  const settled = closing
    ? settleOpenMatches({ db, actorId: auth.user.id, closing, rows: open as unknown as ClosingRows })
    : { steps: [], events: [] };
  const now = new Date().toISOString();
  const [[updated]] = await runGuardedBatch(
    db,
    [
      db
        .update(campaigns)
        .set({
          ...toColumns(changes),
          status: target,
          updatedAt: now,
          ...(moving && target === 'active' ? { publishedAt: now } : {}),
        })
        .where(
          and(
            eq(campaigns.id, id),
            eq(campaigns.status, row.status),
            changes.budget_cents !== undefined ? budgetCovers(id, changes.budget_cents) : undefined,
          ),
        )
        .returning(),
      abortUnlessChanged(db),
      ...invitations.steps,
      ...settled.steps,
    ],
    closing
      ? 'The campaign or its creators changed meanwhile; reload and try again.'
      : 'The campaign or its shortlist changed meanwhile; reload and try again.',
  );
  return { campaign: toCampaign(updated!), events: [...invitations.events, ...settled.events] };
};

const committedOf = (campaignId: string) =>
  sql<number>`(SELECT coalesce(sum(${matchPayments.committedCents}), 0) FROM ${matchPayments} WHERE ${matchPayments.campaignId} = ${campaignId})`;
/** Part of the UPDATE itself, so an offer sent meanwhile cannot slip under a lowered budget. */
const budgetCovers = (campaignId: string, budgetCents: number) => sql`${budgetCents} >= ${committedOf(campaignId)}`;

/** A budget may not go below what offers and contracts already commit (DESIGN §12 Budgets). */
const assertBudgetCoversCommitments = (committed: number, budgetCents: number, currency: string) => {
  if (budgetCents < committed) {
    const money = (c: number) => (c / 100).toLocaleString('en-US', { style: 'currency', currency });
    throw new AppError(
      'over_budget',
      `Offers and contracts already commit ${money(committed)} of this campaign; the budget cannot go below that.`,
      {
        status: 409,
        fields: { budget_cents: [`At least ${money(committed)}.`], committed_cents: [String(committed)] },
      },
    );
  }
};

/**
 * Deleting is refused while creators have agreed terms or a contract with the campaign (archive it instead). The
 * check is part of the DELETE itself, so an offer accepted meanwhile cannot slip through.
 */
export const deleteCampaign = async ({ db, brandId, id }: { db: Db; brandId: string; id: string }) => {
  // The read batch (on a folded request it carries the session): 404 for another brand's campaign.
  ownRowOr404((await db.batch([ownCampaignQuery({ db, brandId, id })]))[0]);
  const deleted = await db
    .delete(campaigns)
    .where(
      and(
        eq(campaigns.id, id),
        eq(campaigns.brandId, brandId),
        notExists(engagedMatches({ db, campaignId: id })),
        notExists(holdingPayments({ db, campaignId: id })),
      ),
    )
    .returning({ id: campaigns.id });
  if (!deleted.length) throw conflict(DELETE_BLOCKED_REASON);
};
