// libSQL connections with a per-connection prepared statement cache, and a small pool of idle ones.
import Database from 'libsql';
import { HranaError } from './proto.js';
import { describeSqlText, splitStatements } from './sql-text.js';

type Statement = Database.Statement;

interface Col {
  name: string | null;
  decltype: string | null;
}

export interface Prepared {
  stmt: Statement;
  reader: boolean;
  keyword: string;
  params: (string | null)[];
  cols: Col[];
  /** Value of `schemaEpoch` when `cols` was read. */
  epoch: number;
}

const STATEMENT_CACHE_SIZE = 256;
const IDLE_POOL_SIZE = 8;

// Bumped whenever a statement run through this server may have changed the schema, so cached column
// metadata (e.g. of `SELECT *`) is re-read. SQLite re-prepares the statement itself.
let schemaEpoch = 0;
const SCHEMA_KEYWORDS = new Set(['CREATE', 'DROP', 'ALTER', 'ROLLBACK']);

export function noteSchemaChange(keyword?: string): void {
  if (keyword === undefined || SCHEMA_KEYWORDS.has(keyword)) schemaEpoch++;
}

// Streams waiting for a lock another stream of this process holds; woken whenever a lock may be gone.
const lockWaiters = new Set<() => void>();

export function notifyLockMaybeReleased(): void {
  if (lockWaiters.size === 0) return;
  const waiters = [...lockWaiters];
  lockWaiters.clear();
  for (const wake of waiters) wake();
}

/** Resolves after `ms`, or earlier when a connection of this process leaves its transaction. */
export function waitForLockRelease(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      lockWaiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    lockWaiters.add(wake);
  });
}

function readCols(stmt: Statement): Col[] {
  return stmt.columns().map((c) => ({ name: c.name, decltype: c.type }));
}

export class Conn {
  readonly db: Database.Database;
  readonly #cache = new Map<string, Prepared>();
  readonly #counters: Statement;
  /** Session state may differ from a fresh connection's (PRAGMA, ATTACH, TEMP objects): do not pool it. */
  dirty = false;

  constructor(file: string) {
    this.db = new Database(file);
    this.#counters = this.db.prepare('SELECT total_changes(), changes(), last_insert_rowid()');
    this.#counters.safeIntegers(true).raw(true);
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  /** [total_changes(), changes(), last_insert_rowid()] as exact bigints. */
  counters(): [bigint, bigint, bigint] {
    return this.#counters.get() as [bigint, bigint, bigint];
  }

  /** Prepares (or reuses) a single statement; rejects empty and multi-statement SQL like sqld does. */
  prepare(sql: string): Prepared {
    let entry = this.#cache.get(sql);
    if (entry === undefined) {
      const count = splitStatements(sql).length;
      if (count === 0) throw new HranaError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
      if (count > 1) throw new HranaError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
      const stmt = this.db.prepare(sql);
      const reader = stmt.reader;
      stmt.safeIntegers(true);
      if (reader) stmt.raw(true);
      const { keyword, params } = describeSqlText(sql);
      entry = { stmt, reader, keyword, params, cols: reader ? readCols(stmt) : [], epoch: schemaEpoch };
      if (this.#cache.size >= STATEMENT_CACHE_SIZE) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(sql, entry);
    }
    return entry;
  }

  /**
   * Call after executing a reader: SQLite re-prepares a statement on its first step after a schema change,
   * so only then does columns() describe what was actually returned.
   */
  syncCols(entry: Prepared, rows: unknown[][]): void {
    if (entry.epoch !== schemaEpoch || (rows.length > 0 && rows[0]!.length !== entry.cols.length)) {
      entry.cols = readCols(entry.stmt);
      entry.epoch = schemaEpoch;
    }
  }

  close(): void {
    this.#cache.clear();
    try {
      // Cached statements keep the native connection alive until they are garbage collected, so closing
      // alone would not release a write lock: roll back explicitly.
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      this.db.close();
    } catch {
      // already closed
    }
    notifyLockMaybeReleased();
  }
}

/** Reuses idle connections (and their statement caches) across streams; each stream still owns one. */
export class ConnectionPool {
  readonly #idle: Conn[] = [];
  #closed = false;

  constructor(readonly file: string) {
    // WAL is a property of the database file, so setting it once here covers every connection.
    const first = new Conn(file);
    first.db.exec('PRAGMA journal_mode = WAL');
    this.#idle.push(first);
  }

  acquire(): Conn {
    if (this.#closed) throw new HranaError('Server is shutting down', 'SERVER_CLOSED', 503);
    return this.#idle.pop() ?? new Conn(this.file);
  }

  /** Returns a connection; one still inside a transaction is closed, which rolls it back. */
  release(conn: Conn): void {
    let reusable = !this.#closed && this.#idle.length < IDLE_POOL_SIZE;
    try {
      if (conn.inTransaction) {
        noteSchemaChange();
        reusable = false;
      }
      if (conn.dirty) reusable = false;
    } catch {
      reusable = false;
    }
    if (reusable) this.#idle.push(conn);
    else conn.close();
  }

  close(): void {
    this.#closed = true;
    for (const conn of this.#idle.splice(0)) conn.close();
  }
}
