import { sql } from 'drizzle-orm';
import { text, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

/** UUID primary key generated in the application (ids are UUIDs everywhere, DESIGN §3). */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** ISO-8601 UTC timestamp column, defaulting to the insert time. */
export const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/** The row belongs to another table's row (required) and is deleted with it. */
export const belongsTo = <N extends string>(name: N, target: () => AnySQLiteColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });

/** A required reference to another table's row that must not be deleted while this row names it. */
export const refersTo = <N extends string>(name: N, target: () => AnySQLiteColumn) =>
  text(name).notNull().references(target);

/** A JSON array column, empty by default. */
export const jsonList = <T, N extends string = string>(name: N) =>
  text(name, { mode: 'json' }).$type<T[]>().notNull().default([]);

/** A required text column holding one of `values`, `initial` until it is set. */
export const oneOf = <N extends string, const T extends readonly [string, ...string[]]>(
  name: N,
  values: T,
  initial: T[number],
) => text(name, { enum: values }).notNull().default(initial);
