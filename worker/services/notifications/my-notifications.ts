import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { brands, notifications } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import type { TNotification } from '../../schemas/common';

type Row = { n: typeof notifications.$inferSelect; brandName: string | null };

const toDto = ({ n, brandName }: Row): TNotification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  is_read: n.readAt !== null,
  created_at: n.createdAt,
  brand_name: brandName,
  count: 1,
  ids: [n.id],
});

/**
 * Notifications of one thread (a match's messages) in the same read state collapse into the newest one, with
 * how many there are and every id, so opening the entry marks the whole thread read. Rows come newest first.
 */
const collapseThreads = (rows: Row[]): TNotification[] => {
  const byThread = new Map<string, TNotification>();
  const out: TNotification[] = [];
  for (const row of rows) {
    const key = row.n.threadKey ? `${row.n.threadKey}:${row.n.readAt === null ? 'unread' : 'read'}` : null;
    const entry = key ? byThread.get(key) : undefined;
    if (entry) {
      entry.count += 1;
      entry.ids.push(row.n.id);
      continue;
    }
    const dto = toDto(row);
    if (key) byThread.set(key, dto);
    out.push(dto);
  }
  return out;
};

const NOTIFICATION_LIST_LIMIT = 200;

/** Unread notifications (or the latest of all with `all`), newest first, threads collapsed. */
export const listNotifications = async ({ db, userId, all }: { db: Db; userId: string; all: boolean }) => {
  const rows = await inBatch(
    db,
    db
      .select({ n: notifications, brandName: brands.name })
      .from(notifications)
      .leftJoin(brands, eq(brands.id, notifications.brandId))
      .where(
        all ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), isNull(notifications.readAt)),
      )
      .orderBy(desc(notifications.createdAt))
      .limit(NOTIFICATION_LIST_LIMIT),
  );
  return collapseThreads(rows);
};

/** Marks the given (own) notifications read, or all of them; returns how many changed and how many stay unread. */
export const markNotificationsRead = async ({
  db,
  userId,
  ids,
  all,
}: {
  db: Db;
  userId: string;
  ids?: string[];
  all?: boolean;
}) => {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const target = all ? mine : and(mine, inArray(notifications.id, ids?.length ? ids : ['']));
  const [updated, unread] = await db.batch([
    db.update(notifications).set({ readAt: new Date().toISOString() }).where(target),
    // One per thread, as the list collapses them.
    db
      .select({ n: sql<number>`count(distinct coalesce(${notifications.threadKey}, ${notifications.id}))` })
      .from(notifications)
      .where(mine),
  ]);
  return { updated: updated.rowsAffected, unread: unread[0]?.n ?? 0 };
};
