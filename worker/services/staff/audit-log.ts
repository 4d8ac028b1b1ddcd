import { and, desc, eq, like, lt, or, type SQL } from 'drizzle-orm';
import { staffAuditLog, users } from '../../../db/schema';
import { inBatch, type Db } from '../../lib/db';
import type { TAuditQuery } from '../../schemas/staff';

export type AuditEntry = {
  /** Given when the action may have to take its audit row back (a send that fails after the batch). */
  id?: string;
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** The audit row of a staff action, to be written in the same batch as the action itself. */
export const auditInsert = ({ db, entry }: { db: Db; entry: AuditEntry }) =>
  db.insert(staffAuditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });

const PAGE = 50;

/** Newest first, filtered by action, target, actor e-mail or free text; `before` pages by creation time. */
export const listAuditLog = async ({ db, query }: { db: Db; query: TAuditQuery }) => {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(staffAuditLog.action, query.action));
  if (query.target_type) conditions.push(eq(staffAuditLog.targetType, query.target_type));
  if (query.target_id) conditions.push(eq(staffAuditLog.targetId, query.target_id));
  if (query.q) conditions.push(or(like(staffAuditLog.summary, `%${query.q}%`), like(users.email, `%${query.q}%`))!);
  if (query.before) conditions.push(lt(staffAuditLog.createdAt, query.before));
  const rows = await inBatch(
    db,
    db
      .select({ entry: staffAuditLog, actorEmail: users.email })
      .from(staffAuditLog)
      .innerJoin(users, eq(users.id, staffAuditLog.actorId))
      .where(and(...conditions))
      .orderBy(desc(staffAuditLog.createdAt))
      .limit(PAGE + 1),
  );
  const page = rows.slice(0, PAGE);
  return {
    results: page.map(({ entry, actorEmail }) => ({
      id: entry.id,
      actor_id: entry.actorId,
      actor_email: actorEmail,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      summary: entry.summary,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt,
    })),
    next_before: rows.length > PAGE ? (page.at(-1)?.entry.createdAt ?? null) : null,
  };
};
