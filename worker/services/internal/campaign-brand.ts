import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { brandInScope } from './brand-scope';

/**
 * The brand a campaign belongs to, when the internal user manages it (staff: any): a link to a brand campaign page
 * opened without a chosen brand picks this one. Another brand's campaign is a 404, like one that does not exist.
 */
export const campaignBrand = async ({ db, auth, campaignId }: { db: Db; auth: Auth; campaignId: string }) => {
  const [row] = await inBatch(
    db,
    db.all<{ id: string; name: string }>(
      sql`SELECT b.id, b.name FROM campaigns c JOIN brands b ON b.id = c.brand_id WHERE c.id = ${campaignId} AND ${brandInScope(auth, 'b.id')}`,
    ),
  );
  if (!row) throw notFound('campaign');
  return { brand: row };
};
