import { sql } from 'drizzle-orm';
import { inBatch, type Db } from '../../lib/db';
import type { TInvitableCreator } from '../../schemas/internal-events';

const LIMIT = 20;

const select = sql`SELECT cp.id, trim(u.first_name || ' ' || u.last_name) AS name,
    (SELECT sa.handle FROM social_accounts sa WHERE sa.creator_id = cp.id ORDER BY sa.followers DESC LIMIT 1) AS handle,
    (SELECT l.city || ', ' || l.country FROM locations l WHERE l.id = cp.location_id) AS location
  FROM creator_profiles cp JOIN users u ON u.id = cp.user_id
  WHERE u.profile_of = 'Influencer' AND u.status = 'ACTIVE'`;

/**
 * Approved creators to invite to an event: the 20 best name or handle matches for `q`, or the creators `ids` names
 * (so an existing list shows its names). Creators are not brand-scoped: any approved creator can be invited.
 */
export const listInvitableCreators = async ({ db, q, ids }: { db: Db; q: string; ids: string[] }) => {
  if (ids.length)
    return {
      results: await inBatch(
        db,
        db.all<TInvitableCreator>(
          sql`${select} AND cp.id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) ORDER BY name`,
        ),
      ),
    };
  if (!q) return { results: [] };
  const like = `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return {
    results: await inBatch(
      db,
      db.all<TInvitableCreator>(sql`${select} AND (trim(u.first_name || ' ' || u.last_name) LIKE ${like} ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM social_accounts sa WHERE sa.creator_id = cp.id AND sa.handle LIKE ${like} ESCAPE '\\'))
      ORDER BY name LIMIT ${LIMIT}`),
    ),
  };
};
