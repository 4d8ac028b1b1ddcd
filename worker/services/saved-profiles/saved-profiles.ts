import { and, eq, sql } from 'drizzle-orm';
import { creatorProfiles, savedProfiles, users } from '../../../db/schema';
import type { Db } from '../../lib/db';
import { notFound } from '../../lib/errors';
import type { TPageQuery } from '../../schemas/pagination';
import type { TSavedProfiles } from '../../schemas/creator-search';
import type { TUnlinkedPage } from '../../lib/page-links';
import { approvedCreator } from '../creator-search/brand-visibility';
import { cardQuery, toCreatorCard, type CardRow } from '../creator-search/creator-cards';

/** The brand's saved creators who are approved, newest first: count and page in one round trip. */
export const listSavedProfiles = async ({
  db,
  brandId,
  page,
}: {
  db: Db;
  brandId: string;
  page: TPageQuery;
}): Promise<TUnlinkedPage<TSavedProfiles>> => {
  const [counted, rows] = await db.batch([
    db.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM saved_profiles sv JOIN creator_profiles p ON p.id = sv.creator_id JOIN users u ON u.id = p.user_id WHERE sv.brand_id = ${brandId} AND ${approvedCreator}`,
    ),
    db.all<CardRow>(
      cardQuery({
        brandId,
        from: sql`saved_profiles sv JOIN creator_profiles p ON p.id = sv.creator_id`,
        where: sql`sv.brand_id = ${brandId} AND ${approvedCreator}`,
        extra: sql`sv.created_at AS saved_at`,
        orderBy: sql`sv.created_at DESC, p.id LIMIT ${page.page_size} OFFSET ${(page.page - 1) * page.page_size}`,
      }),
    ),
  ]);
  const count = Number(counted?.n ?? 0);
  return {
    count,
    results: rows.map((r) => ({ ...toCreatorCard(r), saved_at: String(r.saved_at) })),
  };
};

/** Saves an approved creator for the brand (others are 404); saving one already saved changes nothing. */
export const saveProfile = async ({
  db,
  brandId,
  creatorId,
  userId,
}: {
  db: Db;
  brandId: string;
  creatorId: string;
  userId: string;
}) => {
  // One read (on a folded request with the session), then the insert.
  const [[creator]] = await db.batch([
    db
      .select({ id: creatorProfiles.id })
      .from(creatorProfiles)
      .innerJoin(users, eq(users.id, creatorProfiles.userId))
      .where(and(eq(creatorProfiles.id, creatorId), eq(users.status, 'ACTIVE')))
      .limit(1),
  ]);
  if (!creator) throw notFound('creator');
  const inserted = await db
    .insert(savedProfiles)
    .values({ brandId, creatorId, savedBy: userId })
    .onConflictDoNothing()
    .returning({ creatorId: savedProfiles.creatorId });
  return { created: inserted.length > 0 };
};

export const removeSavedProfile = async ({
  db,
  brandId,
  creatorId,
}: {
  db: Db;
  brandId: string;
  creatorId: string;
}) => {
  const removed = await db
    .delete(savedProfiles)
    .where(and(eq(savedProfiles.brandId, brandId), eq(savedProfiles.creatorId, creatorId)))
    .returning({ creatorId: savedProfiles.creatorId });
  if (!removed.length) throw notFound('saved creator');
};
