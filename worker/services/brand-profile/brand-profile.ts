import { eq, sql } from 'drizzle-orm';
import { brandSettings, brands, users } from '../../../db/schema';
import type { ActingBrand } from '../../lib/context';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { forbidden, notFound } from '../../lib/errors';
import type { z } from 'zod';
import type {
  TBrandProfile,
  TBrandProfileUpdate,
  TBrandSettings,
  ZBrandSettingsUpdate,
} from '../../schemas/brand-profile';
import { BRAND_ONBOARDING_FLAGS, INTERNAL_ONBOARDING_FLAGS } from '../../schemas/user';

/** Brand details are edited by the owner, admins and managing strategists; members read them. */
export const assertCanEditBrand = (acting: ActingBrand) => {
  if (acting.role === 'member') throw forbidden('Only the brand owner or an admin can change brand details.');
};

const profileColumns = (p: Partial<TBrandProfileUpdate>) =>
  Object.fromEntries(
    Object.entries({
      name: p.name,
      website: p.website,
      industry: p.industry,
      description: p.description,
      logoUrl: p.logo_url,
    }).filter(([, v]) => v !== undefined),
  );

/** The brand and its campaign figures, as two statements to ride in a batch (`toBrandProfile` shapes them). */
const brandProfileReads = (db: Db, brandId: string) =>
  [
    db.select().from(brands).where(eq(brands.id, brandId)).limit(1),
    db.get<{ active: number; completed: number; creators: number }>(sql`SELECT
      (SELECT count(*) FROM campaigns WHERE brand_id = ${brandId} AND status = 'active') AS active,
      (SELECT count(*) FROM campaigns WHERE brand_id = ${brandId} AND status = 'completed') AS completed,
      (SELECT count(DISTINCT creator_id) FROM campaign_matches WHERE brand_id = ${brandId} AND status IN ('contracted', 'completed')) AS creators`),
  ] as const;

const toBrandProfile = ([brand, stats]: readonly [
  (typeof brands.$inferSelect)[],
  { active: number; completed: number; creators: number } | undefined,
]): TBrandProfile => {
  const b = brand[0];
  if (!b) throw notFound('brand');
  return {
    id: b.id,
    owner_id: b.ownerId,
    name: b.name,
    website: b.website,
    industry: b.industry,
    description: b.description,
    logo_url: b.logoUrl,
    created_at: b.createdAt,
    stats: {
      active_campaigns: Number(stats?.active ?? 0),
      completed_campaigns: Number(stats?.completed ?? 0),
      creators_worked_with: Number(stats?.creators ?? 0),
    },
  };
};

export const loadBrandProfile = async ({ db, brandId }: { db: Db; brandId: string }): Promise<TBrandProfile> =>
  toBrandProfile(await db.batch(brandProfileReads(db, brandId)));

export const updateBrandProfile = async ({
  db,
  brandId,
  input,
}: {
  db: Db;
  brandId: string;
  input: TBrandProfileUpdate;
}) => {
  const set = profileColumns(input);
  if (!Object.keys(set).length) return loadBrandProfile({ db, brandId });
  // The change and the profile it makes in one batch (after the session: two round trips).
  const [, ...profile] = await db.batch([
    db.update(brands).set(set).where(eq(brands.id, brandId)),
    ...brandProfileReads(db, brandId),
  ]);
  return toBrandProfile(profile);
};

const brandSettingsQuery = (db: Db, brandId: string) =>
  db
    .select({ b: brands, s: brandSettings })
    .from(brands)
    .leftJoin(brandSettings, eq(brandSettings.brandId, brands.id))
    .where(eq(brands.id, brandId))
    .limit(1);

export const loadBrandSettings = async ({ db, brandId }: { db: Db; brandId: string }): Promise<TBrandSettings> =>
  toBrandSettings(await inBatch(db, brandSettingsQuery(db, brandId)));

const toBrandSettings = ([row]: Awaited<ReturnType<typeof brandSettingsQuery>>): TBrandSettings => {
  if (!row) throw notFound('brand');
  const { b, s } = row;
  return {
    id: b.id,
    name: b.name,
    website: b.website,
    industry: b.industry,
    description: b.description,
    logo_url: b.logoUrl,
    company_size: s?.companySize ?? null,
    country_code: s?.countryCode ?? null,
    contact_email: s?.contactEmail ?? null,
    contact_phone: s?.contactPhone ?? null,
    goals: s?.goals ?? [],
    monthly_budget_cents: s?.monthlyBudgetCents ?? null,
    notification_preferences: s?.notificationPreferences ?? {},
  };
};

/** Saves profile fields on the brand and the rest on its settings row, in one batch. */
export const updateBrandSettings = async ({
  db,
  brandId,
  input,
}: {
  db: Db;
  brandId: string;
  input: z.output<typeof ZBrandSettingsUpdate>;
}) => {
  const {
    company_size,
    country_code,
    contact_email,
    contact_phone,
    goals,
    monthly_budget_cents,
    notification_preferences,
    ...profile
  } = input;
  const extra = Object.fromEntries(
    Object.entries({
      companySize: company_size,
      countryCode: country_code,
      contactEmail: contact_email,
      contactPhone: contact_phone,
      goals,
      monthlyBudgetCents: monthly_budget_cents,
      notificationPreferences: notification_preferences,
    }).filter(([, v]) => v !== undefined),
  );
  const set = profileColumns(profile);
  const now = new Date().toISOString();
  // The change and the settings it makes in one batch (after the session: two round trips).
  const results = await db.batch([
    db
      .insert(brandSettings)
      .values({ brandId, ...extra, updatedAt: now })
      .onConflictDoUpdate({ target: brandSettings.brandId, set: { ...extra, updatedAt: now } }),
    ...(Object.keys(set).length ? [db.update(brands).set(set).where(eq(brands.id, brandId))] : []),
    brandSettingsQuery(db, brandId),
  ]);
  return toBrandSettings(results.at(-1) as Awaited<ReturnType<typeof brandSettingsQuery>>);
};

/**
 * Stores onboarding flags (spec §3): brand flags on the brand (shared by its team), the internal tour flag on a
 * strategist's own user. Flags of the other kind are ignored. Returns the caller's flags.
 */
export const updateOnboardingFlags = async ({
  db,
  auth,
  acting,
  values,
}: {
  db: Db;
  auth: Auth;
  acting: ActingBrand | null;
  values: Record<string, boolean | undefined>;
}) => {
  const isStrategist = auth.user.profileOf === 'Strategist';
  const names: readonly string[] = isStrategist ? INTERNAL_ONBOARDING_FLAGS : BRAND_ONBOARDING_FLAGS;
  const patch = Object.fromEntries(
    Object.entries(values).filter(([k, v]) => names.includes(k) && v !== undefined),
  ) as Record<string, boolean>;
  // json_patch merges on the server and RETURNING gives the merged flags back: one statement, and two tabs setting
  // different flags do not overwrite each other.
  const merge = JSON.stringify(patch);
  if (isStrategist) {
    const [user] = await db
      .update(users)
      .set({ onboarding: sql`json_patch(${users.onboarding}, ${merge})` })
      .where(eq(users.id, auth.user.id))
      .returning({ onboarding: users.onboarding });
    return pick(names, user?.onboarding ?? {});
  }
  if (!acting) throw notFound('brand');
  const [brand] = await db
    .update(brands)
    .set({ onboarding: sql`json_patch(${brands.onboarding}, ${merge})` })
    .where(eq(brands.id, acting.brandId))
    .returning({ onboarding: brands.onboarding });
  return pick(names, brand?.onboarding ?? {});
};

const pick = (names: readonly string[], flags: Record<string, boolean>) =>
  Object.fromEntries(names.map((n) => [n, flags[n] === true]));
