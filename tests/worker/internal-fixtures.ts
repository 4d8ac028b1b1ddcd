import { eq } from 'drizzle-orm';
import { strategistBrands, users } from '../../db/schema';
import { STRATEGIST } from './accounts';
import { testDb } from './helpers';
import { campaignHealth } from '../../worker/services/internal/campaign-health';

/** A strategist of the test's own (signing in with the demo password), optionally managing a brand. */
export const newStrategist = async (brandId?: string) => {
  const db = testDb();
  const [demo] = await db.select().from(users).where(eq(users.email, STRATEGIST));
  const id = crypto.randomUUID();
  const email = `strategist.${id.slice(0, 8)}@example.test`;
  await db.insert(users).values({ ...demo!, id, email, firstName: 'Tess', lastName: `Team${id.slice(0, 4)}` });
  if (brandId) await db.insert(strategistBrands).values({ strategistId: id, brandId });
  return { id, email, name: `Tess Team${id.slice(0, 4)}` };
};

/** The health the scheduler records for an active campaign with nobody in it yet (a valid health for readers). */
export const QUIET_HEALTH = campaignHealth({
  status: 'active',
  pipeline: 0,
  contracted: 0,
  completed: 0,
  offersWaiting: 0,
  deliverables: { total: 0, done: 0, late: 0, waitingReview: 0, overdueReview: 0 },
});
