import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { notifications } from '../../../db/schema';
import type { Db } from '../../lib/db';
import type { TNotification } from '../../schemas/common';

const toDto = (n: typeof notifications.$inferSelect): TNotification => ({
  id: n.id,
  kind: n.kind,
  title: n.title,
  body: n.body,
  link: n.link,
  is_read: n.readAt !== null,
  created_at: n.createdAt,
});

export const NOTIFICATION_LIST_LIMIT = 200;

/** Unread notifications (or the latest of all with `all`), newest first. */
export const listNotifications = async (db: Db, userId: string, { all }: { all: boolean }) => {
  const rows = await db
    .select()
    .from(notifications)
    .where(all ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .orderBy(desc(notifications.createdAt))
    .limit(NOTIFICATION_LIST_LIMIT);
  return rows.map(toDto);
};

/** Marks the given (own) notifications read, or all of them; returns how many changed and how many stay unread. */
export const markNotificationsRead = async (db: Db, userId: string, { ids, all }: { ids?: string[]; all?: boolean }) => {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  const target = all ? mine : and(mine, inArray(notifications.id, ids?.length ? ids : ['']));
  const [updated, unread] = await db.batch([
    db.update(notifications).set({ readAt: new Date().toISOString() }).where(target),
    db.select({ n: count() }).from(notifications).where(mine),
  ]);
  return { updated: updated.rowsAffected, unread: unread[0]?.n ?? 0 };
};
