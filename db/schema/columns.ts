import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/sqlite-core';

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
