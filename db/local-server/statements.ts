// Executing Hrana statements, batches, sequences and describes on one libSQL connection.
import {
  noteSchemaChange,
  notifyLockMaybeReleased,
  waitForLockRelease,
  type Conn,
  type Prepared,
} from './connection.js';
import {
  encodeValue,
  HranaError,
  toProtoError,
  type BatchCond,
  type BatchStep,
  type ProtoError,
  type ProtoStmt,
  type SqlValue,
} from './proto.js';
import { splitStatements } from './sql-text.js';

export interface StmtResult {
  cols: { name: string | null; decltype: string | null }[];
  rows: object[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
  rows_read: number;
  rows_written: number;
  query_duration_ms: number;
}

export interface BatchResult {
  step_results: (StmtResult | null)[];
  step_errors: (ProtoError | null)[];
}

export interface ExecContext {
  conn: Conn;
  /** Resolves `sql` / `sql_id` against the stream's stored SQL texts. */
  resolveSql(sql: string | undefined, sqlId: number | undefined): string;
  busyTimeoutMs: number;
  onStatement?: StatementObserver;
}

/** Called after each statement ran (benchmarks count statements per request and replay their SQL). */
export type StatementObserver = (statement: { sql: string; args: SqlValue[]; durationMs: number }) => void;

// Keywords whose statements never change rows, so their reader path can skip the change counters.
const READ_ONLY_KEYWORDS = new Set(['SELECT', 'VALUES', 'PRAGMA', 'EXPLAIN']);
const INSERT_KEYWORDS = new Set(['INSERT', 'REPLACE', 'WITH']);
// Statements that can leave per-connection state behind, after which a connection is not pooled.
const SESSION_KEYWORDS = new Set(['PRAGMA', 'ATTACH', 'DETACH', 'CREATE']);
const RETRYABLE_BUSY = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_RECOVERY', 'SQLITE_BUSY_TIMEOUT']);

/**
 * Emulates SQLite's busy_timeout without blocking the event loop: all streams share one Node thread, so a
 * native busy wait would stall the very stream that holds the lock. A statement failing with SQLITE_BUSY
 * made no changes, so running it again is safe.
 */
export async function retryBusy<T>(fn: () => T, timeoutMs: number): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 50)) {
    try {
      return fn();
    } catch (e) {
      const code = (e as { code?: unknown }).code;
      const left = deadline - performance.now();
      if (typeof code !== 'string' || !RETRYABLE_BUSY.has(code) || left <= 0) throw e;
      // Woken early when a stream of this process ends its transaction; polling covers other processes.
      await waitForLockRelease(Math.min(delay, left));
    }
  }
}

function bindArgs(prep: Prepared, stmt: ProtoStmt): SqlValue[] {
  const { params } = prep;
  if (stmt.namedArgs.length === 0 && stmt.args.length === params.length) return stmt.args;
  if (stmt.args.length > params.length) {
    throw new HranaError(
      `Arguments do not match SQL parameters: too many parameters, expected ${params.length} found ${stmt.args.length}`,
      'ARGS_INVALID',
    );
  }
  const values: (SqlValue | undefined)[] = stmt.args.slice();
  for (const [name, value] of stmt.namedArgs) {
    const index = findParam(params, name);
    if (index >= 0) values[index] = value;
  }
  if (values.length < params.length || values.includes(undefined)) {
    if (prep.keyword === 'EXPLAIN') return params.map((_, i) => values[i] ?? null);
    const missing = params.findIndex((_, i) => values[i] === undefined);
    throw new HranaError(
      `Arguments do not match SQL parameters: value for parameter ${params[missing] ?? missing + 1} not found`,
      'ARGS_INVALID',
    );
  }
  return values as SqlValue[];
}

function findParam(params: (string | null)[], name: string): number {
  const index = params.indexOf(name);
  if (index >= 0 || name === '') return index;
  const bare = ':@$'.includes(name[0]!) ? name.slice(1) : name;
  return params.findIndex((p) => p !== null && p[0] !== '?' && p.slice(1) === bare);
}

/** Executes one statement synchronously (callers wrap it in retryBusy). */
export function executeStmt(ctx: ExecContext, stmt: ProtoStmt): StmtResult {
  const { conn } = ctx;
  const started = performance.now();
  const sql = ctx.resolveSql(stmt.sql, stmt.sqlId);
  const prep = conn.prepare(sql);
  const args = bindArgs(prep, stmt);
  if (SESSION_KEYWORDS.has(prep.keyword)) conn.dirty = true;
  let rows: unknown[][] = [];
  let changes = 0;
  let rowid: bigint | null = null;
  const isInsert = INSERT_KEYWORDS.has(prep.keyword);
  if (prep.reader) {
    const mayWrite = !READ_ONLY_KEYWORDS.has(prep.keyword);
    const before = mayWrite ? conn.counters()[0] : 0n;
    rows = prep.stmt.all(args) as unknown[][];
    if (mayWrite) {
      const [total, last, lastRowid] = conn.counters();
      if (total !== before) changes = Number(last);
      if (isInsert && (changes > 0 || prep.keyword !== 'WITH')) rowid = lastRowid;
    }
    conn.syncCols(prep, rows);
  } else {
    const info = prep.stmt.run(args);
    changes = info.changes;
    if (isInsert && (changes > 0 || prep.keyword !== 'WITH')) {
      const fast = info.lastInsertRowid;
      rowid = typeof fast === 'bigint' ? fast : Number.isSafeInteger(fast) ? BigInt(fast) : conn.counters()[2];
    }
  }
  noteSchemaChange(prep.keyword);
  if (!conn.inTransaction) notifyLockMaybeReleased();
  const durationMs = performance.now() - started;
  ctx.onStatement?.({ sql, args, durationMs });
  return {
    cols: prep.cols,
    rows: stmt.wantRows ? rows.map((row) => row.map(encodeValue)) : [],
    affected_row_count: changes,
    last_insert_rowid: rowid === null ? null : rowid.toString(),
    // libsql does not expose sqlite3_stmt_status(); these are approximations (rows returned / changed).
    rows_read: rows.length,
    rows_written: changes,
    query_duration_ms: durationMs,
  };
}

function evalCond(cond: BatchCond, result: BatchResult, conn: Conn): boolean {
  switch (cond.type) {
    case 'ok':
      return result.step_results[cond.step] != null;
    case 'error':
      return result.step_errors[cond.step] != null;
    case 'not':
      return !evalCond(cond.cond, result, conn);
    case 'and':
      return cond.conds.every((c) => evalCond(c, result, conn));
    case 'or':
      return cond.conds.some((c) => evalCond(c, result, conn));
    case 'is_autocommit':
      return !conn.inTransaction;
  }
}

export async function executeBatch(ctx: ExecContext, steps: BatchStep[]): Promise<BatchResult> {
  const result: BatchResult = { step_results: steps.map(() => null), step_errors: steps.map(() => null) };
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    try {
      if (step.condition !== undefined && !evalCond(step.condition, result, ctx.conn)) continue;
      result.step_results[i] = await retryBusy(() => executeStmt(ctx, step.stmt), ctx.busyTimeoutMs);
    } catch (e) {
      result.step_errors[i] = toProtoError(e);
    }
  }
  return result;
}

/** Runs every statement of a script in order; rows are discarded and the first error stops it. */
export async function executeSequence(ctx: ExecContext, sql: string): Promise<void> {
  const statements = splitStatements(sql);
  noteSchemaChange();
  ctx.conn.dirty = true;
  for (const statement of statements) {
    await retryBusy(() => ctx.conn.db.exec(statement), ctx.busyTimeoutMs);
    if (!ctx.conn.inTransaction) notifyLockMaybeReleased();
  }
  noteSchemaChange();
}

const TRANSACTION_KEYWORDS = new Set(['BEGIN', 'COMMIT', 'END', 'ROLLBACK', 'SAVEPOINT', 'RELEASE']);

export function describeStmt(ctx: ExecContext, sql: string) {
  const prep = ctx.conn.prepare(sql);
  // Not executed, so a cached statement could still carry pre-schema-change columns: read a fresh one.
  const fresh = ctx.conn.db.prepare(sql);
  const cols = prep.reader ? fresh.columns().map((c) => ({ name: c.name, decltype: c.type })) : [];
  const isExplain = prep.keyword === 'EXPLAIN';
  let isReadonly = isExplain || TRANSACTION_KEYWORDS.has(prep.keyword);
  if (!isReadonly) {
    // sqlite3_stmt_readonly() is not exposed; a statement writes iff its bytecode opens a write transaction.
    const program = ctx.conn.db.prepare(`EXPLAIN ${sql}`).raw(true).all() as unknown[][];
    isReadonly = !program.some((op) => (op[1] === 'Transaction' && op[3] !== 0) || op[1] === 'OpenWrite');
  }
  return {
    params: prep.params.map((name) => ({ name })),
    cols,
    is_explain: isExplain,
    is_readonly: isReadonly,
  };
}
