import type { InValue } from '@libsql/client/web';
import { fillPlaceholders, QueryPromise, sql, type Placeholder, type Query } from 'drizzle-orm';
import type { LibSQLDatabase } from 'drizzle-orm/libsql';
import { drizzle } from 'drizzle-orm/libsql/web';
import type { RunnableQuery } from 'drizzle-orm/runnable-query';
import type { Db } from './db';

/** What drizzle's `prepare()` gives: the SQL text with its placeholders, and how to read the driver's answer. */
type Template = { getQuery(): Query; mapResult(response: unknown, isFromBatch?: boolean): unknown };
type Preparable<T> = RunnableQuery<T, 'sqlite'> & { prepare(): Template };

/**
 * One request's statement: the SQL text written once, with this request's values. It goes in `db.batch` like any
 * drizzle statement (the batch asks each statement for `_prepare()`), or is awaited alone (one round trip).
 */
class BoundStatement<T> extends QueryPromise<T> implements RunnableQuery<T, 'sqlite'> {
  declare readonly _: { readonly dialect: 'sqlite'; readonly result: T };

  readonly #db: Db;
  readonly #template: Template;
  readonly #query: Query;

  constructor(db: Db, template: Template, query: Query) {
    super();
    this.#db = db;
    this.#template = template;
    this.#query = query;
  }

  /** @internal What drizzle's batch calls on each of its statements. */
  _prepare(): Template {
    return {
      getQuery: () => this.#query,
      mapResult: (response, isFromBatch) => this.#template.mapResult(response, isFromBatch),
    };
  }

  override async execute(): Promise<T> {
    const result = await this.#db.$client.execute({ sql: this.#query.sql, args: this.#query.params as InValue[] });
    return this.#template.mapResult(result, true) as T;
  }
}

/**
 * A statement whose SQL text is constant, written once per isolate instead of on every request (drizzle spends
 * milliseconds writing a joined select's text, issue 15); each call binds that request's values by name.
 * `build` writes the statement with `values.<name>` (a `sql.placeholder`) wherever a request's value goes; it runs
 * once, on a database without a client (drizzle's mock), so no request's client outlives its request.
 */
export const writtenOnce = <K extends string, T>(
  names: readonly K[],
  build: (db: LibSQLDatabase, values: Record<K, Placeholder<K>>) => Preparable<T>,
) => {
  let template: Template | undefined;
  return (db: Db, values: Record<K, InValue>) => {
    template ??= build(
      drizzle.mock(),
      Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, Placeholder<K>>,
    ).prepare();
    const { sql: text, params } = template.getQuery();
    return new BoundStatement<T>(db, template, { sql: text, params: fillPlaceholders(params, values) });
  };
};
