import { asc, eq, or } from 'drizzle-orm';
import { plans } from '../../../../db/schema';
import type { Db } from '../../../lib/db';
import { AppError } from '../../../lib/errors';
import type { TPlan } from '../../../schemas/plans';
import { FEATURES } from '../../../schemas/subscription';

export type PlanRow = typeof plans.$inferSelect;

/** Enterprise is sold by a person: the plans page offers "contact us" instead of checkout. */
export const CONTACT_SALES_TIERS: ReadonlySet<string> = new Set(['enterprise']);

export const planDto = (row: PlanRow): TPlan => {
  const enabled = new Set(row.allowedFeatures);
  return {
    id: row.id,
    name: row.name,
    membership_tier: row.membershipTier,
    price_monthly_cents: row.priceCents,
    price_yearly_cents: row.priceYearlyCents,
    currency: row.currency,
    seats: row.seats,
    platform_fee_bps: row.platformFeeBps,
    features: Object.fromEntries(FEATURES.map((f) => [f, enabled.has(f)])),
    is_contact_sales: CONTACT_SALES_TIERS.has(row.membershipTier),
  };
};

export const listPlans = async (db: Db) => (await db.select().from(plans).orderBy(asc(plans.sortOrder))).map(planDto);

/** The statement reading a plan by its tier (`growth`) or id (at most one row). */
export const planQuery = ({ db, plan }: { db: Db; plan: string }) =>
  db
    .select()
    .from(plans)
    .where(or(eq(plans.membershipTier, plan.toLowerCase()), eq(plans.id, plan)))
    .limit(1);

/** The plan `planQuery` found; none → 400 on the `plan` field. */
export const foundPlan = (row: PlanRow | undefined) => {
  if (!row)
    throw new AppError('validation_error', 'There is no such plan.', { fields: { plan: ['There is no such plan.'] } });
  return row;
};

export const priceOf = (plan: PlanRow, period: 'month' | 'year') =>
  period === 'year' ? plan.priceYearlyCents : plan.priceCents;
