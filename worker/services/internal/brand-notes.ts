import { sql } from 'drizzle-orm';
import { brandNotes } from '../../../db/schema';
import type { Auth } from '../../lib/context';
import { AppError, notFound } from '../../lib/errors';
import { abortUnlessChanged, runGuardedBatch } from '../../lib/guarded-batch';
import type { TBrandNote } from '../../schemas/internal-organizations';
import { brandInScope, type BrandCall } from './brand-scope';

type NoteRow = {
  id: string;
  body: string;
  created_at: string;
  author_id: string | null;
  first_name: string | null;
  last_name: string | null;
};

const toNote = (r: NoteRow): TBrandNote => ({
  id: r.id,
  body: r.body,
  created_at: r.created_at,
  author: r.author_id ? { id: r.author_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() } : null,
});

const selectNotes = (
  auth: Auth,
  brandId: string,
) => sql`SELECT n.id, n.body, n.created_at, n.author_id, u.first_name, u.last_name
  FROM brand_notes n LEFT JOIN users u ON u.id = n.author_id
  WHERE n.brand_id = ${brandId} AND ${brandInScope(auth, 'n.brand_id')} ORDER BY n.created_at DESC, n.id`;

/** A brand's internal notes, newest first; 404 when the brand is not the internal user's. */
export const listBrandNotes = async ({ db, auth, brandId }: BrandCall) => {
  const [scope, notes] = await db.batch([
    db.all<{ id: string }>(sql`SELECT b.id FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
    db.all<NoteRow>(selectNotes(auth, brandId)),
  ]);
  if (scope.length === 0) throw notFound('organization');
  return { results: notes.map(toNote) };
};

/** Adds a note; the insert only happens for a brand in scope (the guard turns "no row" into a 404). */
export const addBrandNote = async ({ db, auth, brandId, body }: BrandCall & { body: string }) => {
  const id = crypto.randomUUID();
  const createdAt = new Date().toISOString();
  try {
    await runGuardedBatch(
      db,
      [
        db.run(sql`INSERT INTO ${brandNotes} (id, brand_id, author_id, body, created_at)
          SELECT ${id}, b.id, ${auth.user.id}, ${body}, ${createdAt} FROM brands b WHERE b.id = ${brandId} AND ${brandInScope(auth, 'b.id')}`),
        abortUnlessChanged(db),
      ],
      'missing',
    );
  } catch (e) {
    throw e instanceof AppError && e.code === 'conflict' ? notFound('organization') : e;
  }
  return toNote({
    id,
    body,
    created_at: createdAt,
    author_id: auth.user.id,
    first_name: auth.user.firstName,
    last_name: auth.user.lastName,
  });
};
