import { sql } from 'drizzle-orm';
import type { Auth } from '../../lib/context';
import { inBatch, type Db } from '../../lib/db';
import { conflict, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TCampaignHealth } from '../../schemas/internal-organizations';
import type { TCheckinTask } from '../../schemas/internal-checkins';
import { brandInScope } from './brand-scope';

type TaskRow = {
  id: string;
  campaign_id: string;
  title: string;
  due_at: string;
  health: string;
  status: 'open' | 'done';
  notes: string;
  completed_by: string | null;
  first_name: string | null;
  last_name: string | null;
  completed_at: string | null;
  brand_id: string;
};

const selectTasks = (
  where: ReturnType<typeof sql>,
) => sql`SELECT t.id, t.campaign_id, c.title, t.due_at, t.health, t.status, t.notes, t.completed_by,
    u.first_name, u.last_name, t.completed_at, t.brand_id
  FROM checkin_tasks t JOIN campaigns c ON c.id = t.campaign_id LEFT JOIN users u ON u.id = t.completed_by
  WHERE ${where}`;

const toTask = (r: TaskRow): TCheckinTask => ({
  id: r.id,
  campaign: { id: r.campaign_id, title: r.title },
  due_at: r.due_at,
  health: JSON.parse(r.health) as TCampaignHealth,
  status: r.status,
  notes: r.notes,
  completed_by: r.completed_by
    ? { id: r.completed_by, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() }
    : null,
  completed_at: r.completed_at,
});

/** A brand's check-in tasks: open ones first (oldest due first), then the 30 most recently done. */
export const listCheckinTasks = async ({ db, auth, brandId }: { db: Db; auth: Auth; brandId: string }) => {
  const [scope, open, done] = await db.batch([
    db.all<{ id: string }>(sql`SELECT b.id FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
    db.all<TaskRow>(sql`${selectTasks(sql`t.brand_id = ${brandId} AND t.status = 'open'`)} ORDER BY t.due_at, t.id`),
    db.all<TaskRow>(
      sql`${selectTasks(sql`t.brand_id = ${brandId} AND t.status = 'done'`)} ORDER BY t.completed_at DESC, t.id LIMIT 30`,
    ),
  ]);
  if (scope.length === 0) throw notFound('organization');
  return { results: [...open, ...done].map(toTask) };
};

/**
 * Closes a check-in task with the strategist's notes (the brand reads them when its plan has Campaign Check-ins), in
 * two round trips: the task in scope (the session rides in that batch), then the guarded update; the answer is the
 * task as read with the update applied.
 */
export const completeCheckinTask = async ({
  db,
  auth,
  taskId,
  notes,
}: {
  db: Db;
  auth: Auth;
  taskId: string;
  notes: string;
}) => {
  const inScope = sql`t.id = ${taskId} AND ${brandInScope(auth, 't.brand_id')}`;
  const [current] = await inBatch(db, db.all<TaskRow>(selectTasks(inScope)));
  if (!current) throw notFound('check-in');
  if (current.status === 'done') throw conflict('This check-in is already done.');
  const at = new Date().toISOString();
  await runGuardedBatch(
    db,
    [
      db.run(
        sql`UPDATE checkin_tasks SET status = 'done', notes = ${notes}, completed_by = ${auth.user.id}, completed_at = ${at} WHERE id = ${taskId} AND status = 'open'`,
      ),
      abortUnlessChanged(db),
    ],
    'This check-in is already done.',
  );
  return toTask({
    ...current,
    status: 'done',
    notes,
    completed_by: auth.user.id,
    first_name: auth.user.firstName,
    last_name: auth.user.lastName,
    completed_at: at,
  });
};
