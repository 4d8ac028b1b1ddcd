import { eq } from 'drizzle-orm';
import { campaigns } from '../../../db/schema';
import type { Db } from '../../lib/db';

/** An amount in the campaign's currency as a notification says it ("$1,250.00"). */
export const rateLabel = async ({ db, campaignId, cents }: { db: Db; campaignId: string; cents: number }) => {
  const [row] = await db
    .select({ currency: campaigns.currency })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .limit(1);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: row?.currency ?? 'USD' }).format(cents / 100);
};
