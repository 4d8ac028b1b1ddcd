// Hrana-over-HTTP streams: batons, idle expiry and dispatch of pipeline / cursor requests.
import { randomBytes } from 'node:crypto';
import { ConnectionPool, type Conn } from './connection.js';
import { HranaError, parseCursorBody, parsePipelineBody, toProtoError, type StreamRequest } from './proto.js';
import {
  describeStmt,
  executeBatch,
  executeSequence,
  executeStmt,
  retryBusy,
  type ExecContext,
  type StatementObserver,
} from './statements.js';

interface Stream {
  id: string;
  /** Secret part of the baton currently valid for this stream; rotated on every response. */
  token: string;
  conn: Conn | undefined;
  sqls: Map<number, string>;
  timer: NodeJS.Timeout | undefined;
  /** A pipeline is running on the stream; it must neither expire nor accept another baton meanwhile. */
  busy: boolean;
  closed: boolean;
}

export interface HranaOptions {
  streamIdleMs: number;
  busyTimeoutMs: number;
  onStatement?: StatementObserver;
}

export interface PipelineResponse {
  baton: string | null;
  base_url: null;
  results: object[];
}

const EXPIRED_MEMORY = 1024;
const randomId = () => randomBytes(12).toString('base64url');

export class HranaServer {
  readonly #pool: ConnectionPool;
  readonly #streams = new Map<string, Stream>();
  // Recently expired stream ids, so their batons get a "stream expired" error rather than "invalid baton".
  readonly #expired = new Set<string>();
  #closed = false;

  constructor(
    file: string,
    readonly options: HranaOptions,
  ) {
    this.#pool = new ConnectionPool(file);
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  async pipeline(raw: unknown): Promise<PipelineResponse> {
    const { baton, requests } = parsePipelineBody(raw);
    const stream = this.#acquire(baton);
    const results: object[] = [];
    try {
      for (const request of requests) results.push(await this.#handle(stream, request));
    } catch (e) {
      this.#dispose(stream); // unexpected: never leave a stream stuck in the busy state
      throw e;
    }
    return { baton: this.#release(stream), base_url: null, results };
  }

  /** Hrana 3 `cursor`: the batch result serialised as newline-delimited cursor entries. */
  async cursor(raw: unknown): Promise<string> {
    const { baton, steps } = parseCursorBody(raw);
    const stream = this.#acquire(baton);
    const entries: object[] = [];
    try {
      const result = await executeBatch(this.#context(stream), steps);
      steps.forEach((_, step) => {
        const ok = result.step_results[step];
        const error = result.step_errors[step];
        if (error) entries.push({ type: 'step_error', step, error });
        if (!ok) return;
        entries.push({ type: 'step_begin', step, cols: ok.cols });
        for (const row of ok.rows) entries.push({ type: 'row', row });
        entries.push({
          type: 'step_end',
          affected_row_count: ok.affected_row_count,
          last_insert_rowid: ok.last_insert_rowid,
        });
      });
    } catch (e) {
      entries.push({ type: 'error', error: toProtoError(e) });
    }
    const head = { baton: this.#release(stream), base_url: null };
    return [head, ...entries].map((entry) => JSON.stringify(entry) + '\n').join('');
  }

  /** Closes every stream (rolling back open transactions) and all pooled connections. */
  close(): void {
    this.#closed = true;
    for (const stream of this.#streams.values()) {
      clearTimeout(stream.timer);
      if (!stream.busy) this.#dispose(stream);
    }
    this.#pool.close();
  }

  #acquire(baton: string | undefined): Stream {
    if (this.#closed) throw new HranaError('Server is shutting down', 'SERVER_CLOSED', 503);
    if (baton === undefined) {
      // The id is assigned on release: most streams are opened and closed by a single pipeline.
      return { id: '', token: '', conn: undefined, sqls: new Map(), timer: undefined, busy: true, closed: false };
    }
    const dot = baton.indexOf('.');
    const id = dot < 0 ? baton : baton.slice(0, dot);
    const stream = this.#streams.get(id);
    if (stream === undefined) {
      throw this.#expired.has(id)
        ? new HranaError('The stream has expired due to inactivity', 'STREAM_EXPIRED')
        : new HranaError('Received an invalid baton', 'BATON_INVALID');
    }
    // Each baton is single-use, so a second request with the same baton (concurrent or later) is rejected.
    if (stream.busy || baton.slice(dot + 1) !== stream.token) {
      throw new HranaError('Received a baton that has already been used', 'BATON_REUSED');
    }
    stream.busy = true;
    clearTimeout(stream.timer);
    return stream;
  }

  #release(stream: Stream): string | null {
    stream.busy = false;
    if (stream.closed || this.#closed) {
      this.#dispose(stream);
      return null;
    }
    stream.id ||= randomId();
    stream.token = randomId();
    this.#streams.set(stream.id, stream);
    stream.timer = setTimeout(() => this.#expire(stream), this.options.streamIdleMs);
    stream.timer.unref();
    return `${stream.id}.${stream.token}`;
  }

  #expire(stream: Stream): void {
    if (stream.busy || this.#streams.get(stream.id) !== stream) return;
    this.#dispose(stream);
    this.#expired.add(stream.id);
    if (this.#expired.size > EXPIRED_MEMORY) this.#expired.delete(this.#expired.values().next().value!);
  }

  #dispose(stream: Stream): void {
    this.#streams.delete(stream.id);
    stream.closed = true;
    if (stream.conn !== undefined) this.#pool.release(stream.conn);
    stream.conn = undefined;
  }

  #context(stream: Stream): ExecContext {
    stream.conn ??= this.#pool.acquire();
    return {
      conn: stream.conn,
      busyTimeoutMs: this.options.busyTimeoutMs,
      onStatement: this.options.onStatement,
      resolveSql(sql, sqlId) {
        if (sql !== undefined && sqlId !== undefined) {
          throw new HranaError('Either `sql` or `sql_id` are required, but not both', 'HRANA_PROTO_ERROR');
        }
        if (sql !== undefined) return sql;
        if (sqlId === undefined) throw new HranaError('Either `sql` or `sql_id` are required', 'HRANA_PROTO_ERROR');
        const stored = stream.sqls.get(sqlId);
        if (stored === undefined) throw new HranaError(`SQL text ${sqlId} not found`, 'SQL_NOT_FOUND');
        return stored;
      },
    };
  }

  async #handle(stream: Stream, request: StreamRequest): Promise<object> {
    try {
      if (stream.closed && request.type !== 'close') {
        throw new HranaError('The stream has already been closed', 'STREAM_CLOSED');
      }
      return { type: 'ok', response: await this.#respond(stream, request) };
    } catch (e) {
      return { type: 'error', error: toProtoError(e) };
    }
  }

  async #respond(stream: Stream, request: StreamRequest): Promise<object> {
    switch (request.type) {
      case 'close':
        stream.closed = true;
        return { type: 'close' };
      case 'store_sql':
        if (stream.sqls.has(request.sqlId))
          throw new HranaError(`SQL text ${request.sqlId} already exists`, 'SQL_EXISTS');
        stream.sqls.set(request.sqlId, request.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        stream.sqls.delete(request.sqlId);
        return { type: 'close_sql' };
      default:
        break;
    }
    const ctx = this.#context(stream);
    switch (request.type) {
      case 'execute': {
        const result = await retryBusy(() => executeStmt(ctx, request.stmt), ctx.busyTimeoutMs);
        return { type: 'execute', result };
      }
      case 'batch':
        return { type: 'batch', result: await executeBatch(ctx, request.steps) };
      case 'sequence':
        await executeSequence(ctx, ctx.resolveSql(request.sql, request.sqlId));
        return { type: 'sequence' };
      case 'describe':
        return { type: 'describe', result: describeStmt(ctx, ctx.resolveSql(request.sql, request.sqlId)) };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !ctx.conn.inTransaction };
    }
  }
}
