import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../lib/db';
import type { TThreadSummary } from '../../schemas/messaging';

type ThreadRow = {
  match_id: string;
  campaign_id: string;
  campaign_title: string;
  match_status: string;
  counterpart_name: string;
  counterpart_picture: string | null;
  last_body: string | null;
  last_side: 'brand' | 'creator' | null;
  last_at: string | null;
  unread_count: number;
};

/**
 * Thread summaries for the matches `where` selects, seen from `side` by `userId`: the last message and how many
 * messages from the other side arrived after the user's read mark. One statement whatever the number of threads.
 */
const listThreads = async (
  db: Db,
  { side, userId, where }: { side: 'brand' | 'creator'; userId: string; where: SQL },
): Promise<TThreadSummary[]> => {
  const counterpart = side === 'brand' ? sql`cu.first_name || ' ' || cu.last_name` : sql`b.name`;
  const picture = side === 'brand' ? sql`cu.display_picture` : sql`b.logo_url`;
  // A batch of one: a folded read's session check rides in it (worker/lib/session-fold.ts).
  const [rows] = await db.batch([
    db.all<ThreadRow>(sql`
    SELECT m.id AS match_id, m.campaign_id, c.title AS campaign_title, m.status AS match_status,
      ${counterpart} AS counterpart_name, ${picture} AS counterpart_picture,
      last.body AS last_body, last.sender_side AS last_side, last.created_at AS last_at,
      (SELECT count(*) FROM messages x
        WHERE x.match_id = m.id AND x.sender_side != ${side}
          AND x.created_at > coalesce((SELECT r.last_read_at FROM message_reads r WHERE r.match_id = m.id AND r.user_id = ${userId}), '')
      ) AS unread_count
    FROM campaign_matches m
    JOIN campaigns c ON c.id = m.campaign_id
    JOIN brands b ON b.id = m.brand_id
    JOIN creator_profiles cp ON cp.id = m.creator_id
    JOIN users cu ON cu.id = cp.user_id
    LEFT JOIN messages last ON last.id = (SELECT id FROM messages WHERE match_id = m.id ORDER BY created_at DESC, id DESC LIMIT 1)
    WHERE ${where}
    ORDER BY coalesce(last.created_at, m.status_changed_at) DESC
    LIMIT 500`),
  ]);
  return rows.map((r) => ({
    match_id: r.match_id,
    campaign_id: r.campaign_id,
    campaign_title: r.campaign_title,
    match_status: r.match_status,
    counterpart_name: r.counterpart_name,
    counterpart_picture: r.counterpart_picture,
    last_message:
      r.last_body !== null && r.last_side && r.last_at
        ? { body: r.last_body, sender_side: r.last_side, created_at: r.last_at }
        : null,
    unread_count: Number(r.unread_count),
  }));
};

/** The brand's threads of one campaign (every creator it is talking to). */
export const listCampaignThreads = ({
  db,
  brandId,
  campaignId,
  userId,
}: {
  db: Db;
  brandId: string;
  campaignId: string;
  userId: string;
}) => listThreads(db, { side: 'brand', userId, where: sql`m.brand_id = ${brandId} AND m.campaign_id = ${campaignId}` });

/** The creator's threads across campaigns. */
export const listCreatorThreads = ({ db, creatorId, userId }: { db: Db; creatorId: string; userId: string }) =>
  listThreads(db, { side: 'creator', userId, where: sql`m.creator_id = ${creatorId}` });
