import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { plans, subscriptions } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import { FREE_PLAN_NAME } from '../../auth/signup';

const GRACE_DAYS = 7;
const DAY_MS = 86_400_000;

export type TBillingPeriod = 'month' | 'year';
type Meta = Record<string, string> | undefined;

export const isoOfUnix = (seconds: number) => new Date(seconds * 1000).toISOString();
const periodOf = (value: unknown): TBillingPeriod | null => (value === 'month' || value === 'year' ? value : null);

/**
 * The metadata key with which each of our own changes of a subscription (checkout, plan change, cancel, resume) stamps
 * it, in milliseconds. The provider copies the subscription's metadata onto every event about it, so each event
 * carries the stamp of our newest change before it.
 */
const CHANGED_AT_MS = 'changed_at_ms';

/** The stamp to merge into the metadata of a change we make to a subscription now. */
export const changeStamp = () => ({ [CHANGED_AT_MS]: String(Date.now()) });

/**
 * Where an event stands in its subscription's history, in milliseconds: its own second (the provider's `created`), or
 * the stamp of our change it carries when that is later. Two events of one second are told apart by it: an event from
 * before a change carries an older stamp (or none) than that change's events, and every event after it carries at
 * least its stamp. So a plan change, a cancel or a resume made in the same second as an earlier event is not undone
 * when that event arrives last.
 */
export const eventOrderMs = ({ created, meta }: { created: number; meta: Meta }) => {
  const stamp = Number(meta?.[CHANGED_AT_MS]);
  return Math.max(created * 1000, Number.isSafeInteger(stamp) ? stamp : 0);
};

/** Plan ids the database knows, so an event naming anything else changes nothing. */
export const knownPlanIds = async (db: Db) => new Set((await db.select({ id: plans.id }).from(plans)).map((p) => p.id));

export const freePlanId = async (db: Db) =>
  (await db.select({ id: plans.id }).from(plans).where(eq(plans.name, FREE_PLAN_NAME)).limit(1))[0]?.id ?? null;

/**
 * The plan an event puts in force. A downgrade is sent to the provider at once (so the renewal bills the new
 * price) with `previous_plan_id` and `plan_change_at`: events older than that keep the previous plan in force
 * and record the new one as pending. Judged by the event's own time, so replays converge.
 */
export const planFromMetadata = ({
  meta,
  created,
  known,
  periodStart,
}: {
  meta: Meta;
  created: number;
  known: Set<string>;
  periodStart?: number;
}) => {
  const planId = meta?.plan_id;
  if (!planId || !known.has(planId)) return null;
  const changeAt = Number(meta?.plan_change_at || NaN);
  const previous = meta?.previous_plan_id;
  // The object's own period start counts too: a renewal into the new period (the sandbox renews "now", before the
  // calendar reaches the period end) already bills the new plan.
  const at = Math.max(created, periodStart ?? 0);
  if (previous && known.has(previous) && Number.isFinite(changeAt) && at < changeAt) {
    return {
      planId: previous,
      billingPeriod: periodOf(meta?.previous_period),
      pendingPlanId: planId,
      pendingBillingPeriod: periodOf(meta?.period),
      pendingChangeAt: isoOfUnix(changeAt),
    };
  }
  return {
    planId,
    billingPeriod: periodOf(meta?.period),
    pendingPlanId: null,
    pendingBillingPeriod: null,
    pendingChangeAt: null,
  };
};

export type SubscriptionState = Partial<{
  planId: string;
  billingPeriod: TBillingPeriod | null;
  pendingPlanId: string | null;
  pendingBillingPeriod: TBillingPeriod | null;
  pendingChangeAt: string | null;
  status: 'active' | 'trialing' | 'past_due';
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  providerCustomerId: string;
  providerSubscriptionId: string | null;
  cardBrand: string;
  cardLast4: string;
}>;

const defined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Writes what one provider event says about a brand's subscription, unless a newer event already spoke
 * (`provider_state_at` > the event's `eventOrderMs`): the state only moves forward. Events of the same millisecond
 * order agree by construction (one provider action, or its redelivery), so they may apply in any order.
 */
export const applySubscriptionState = async ({
  db,
  brandId,
  orderMs,
  state,
  onlySubscriptionId,
}: {
  db: Db;
  brandId: string;
  orderMs: number;
  state: SubscriptionState;
  onlySubscriptionId?: string;
}) => {
  const grace =
    state.status === 'past_due'
      ? {
          graceUntil: sql`COALESCE(${subscriptions.graceUntil}, ${new Date(orderMs + GRACE_DAYS * DAY_MS).toISOString()})`,
        }
      : state.status
        ? { graceUntil: null }
        : {};
  await db
    .update(subscriptions)
    .set({ ...defined(state), ...grace, providerStateAt: orderMs })
    .where(
      and(
        eq(subscriptions.brandId, brandId),
        or(isNull(subscriptions.providerStateAt), lte(subscriptions.providerStateAt, orderMs)),
        onlySubscriptionId
          ? or(
              isNull(subscriptions.providerSubscriptionId),
              eq(subscriptions.providerSubscriptionId, onlySubscriptionId),
            )
          : undefined,
      ),
    );
};

/** The subscription ended (cancelled at period end, or grace ran out): back to Free, everything else kept. */
export const freeState = (freeId: string): SubscriptionState => ({
  planId: freeId,
  billingPeriod: null,
  pendingPlanId: null,
  pendingBillingPeriod: null,
  pendingChangeAt: null,
  status: 'active',
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  providerSubscriptionId: null,
});
