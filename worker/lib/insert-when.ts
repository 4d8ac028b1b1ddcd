import { getTableColumns, is, SQL, sql } from 'drizzle-orm';
import type { SQLiteInsertValue, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Db } from './db';

/**
 * The insert of one row that happens only while `condition` (SQL) holds when the statement runs:
 * `INSERT … SELECT <the row's values> WHERE <condition>`. So one batch can carry the rows of both outcomes of a
 * decision the database makes inside that same transaction (a sign-up's address new or already taken), and the
 * decision cannot go stale between a read and a write. A value left out takes its column's default, as `values()`
 * does; a value may be SQL (a subquery).
 */
export const insertWhen = <T extends SQLiteTable>(db: Db, table: T, row: SQLiteInsertValue<T>, condition: SQL) => {
  const given = row as Record<string, unknown>;
  const values = Object.entries(getTableColumns(table))
    // The columns drizzle's own insert lists, in its order: all but generated ones.
    .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault')
    .map(([key, column]) => {
      const value = given[key] !== undefined ? given[key] : (column.defaultFn?.() ?? column.default ?? null);
      return is(value, SQL) ? value : sql.param(value, column);
    });
  // The WHERE also keeps SQLite from reading a following ON CONFLICT as part of the SELECT.
  return db.insert(table).select(sql`SELECT ${sql.join(values, sql`, `)} WHERE ${condition}`);
};
