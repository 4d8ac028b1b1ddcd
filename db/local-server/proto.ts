// Hrana JSON structures: validation of incoming requests and value encoding.

export type SqlValue = null | bigint | number | string | Uint8Array;

export interface ProtoStmt {
  sql: string | undefined;
  sqlId: number | undefined;
  args: SqlValue[];
  namedArgs: [string, SqlValue][];
  wantRows: boolean;
}

export type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

export interface BatchStep {
  condition: BatchCond | undefined;
  stmt: ProtoStmt;
}

export type StreamRequest =
  | { type: 'close' | 'get_autocommit' }
  | { type: 'execute'; stmt: ProtoStmt }
  | { type: 'batch'; steps: BatchStep[] }
  | { type: 'sequence' | 'describe'; sql: string | undefined; sqlId: number | undefined }
  | { type: 'store_sql'; sqlId: number; sql: string }
  | { type: 'close_sql'; sqlId: number };

export interface ProtoError {
  message: string;
  code: string;
}

/** An error reported to the client inside a result (`{type: 'error', error}`) or as an HTTP error body. */
export class HranaError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly httpStatus = 400,
  ) {
    super(message);
  }
}

const protoError = (message: string) => new HranaError(message, 'HRANA_PROTO_ERROR');

type Json = Record<string, unknown>;

function obj(value: unknown, what: string): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw protoError(`Expected ${what} to be an object`);
  return value as Json;
}

function arr(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw protoError(`Expected ${what} to be an array`);
  return value;
}

function optString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw protoError(`Expected ${what} to be a string`);
  return value;
}

function int32(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > 2 ** 31) {
    throw protoError(`Expected ${what} to be a 32-bit integer`);
  }
  return value;
}

function optInt32(value: unknown, what: string): number | undefined {
  return value === undefined || value === null ? undefined : int32(value, what);
}

const INTEGER_RE = /^-?\d{1,19}$/;
const BASE64_RE = /^[A-Za-z0-9+/_-]*={0,2}$/;
const MIN_I64 = -(2n ** 63n);
const MAX_I64 = 2n ** 63n - 1n;

function parseValue(raw: unknown): SqlValue {
  const v = obj(raw, 'value');
  switch (v.type) {
    case 'null':
      return null;
    case 'integer': {
      const x = v.value;
      if (typeof x === 'string' && INTEGER_RE.test(x)) {
        const big = BigInt(x);
        if (big >= MIN_I64 && big <= MAX_I64) return big;
      } else if (typeof x === 'number' && Number.isSafeInteger(x)) {
        return BigInt(x);
      }
      throw protoError('Integer value must be a decimal string within the 64-bit range');
    }
    case 'float':
      if (typeof v.value !== 'number') throw protoError('Float value must be a number');
      return v.value;
    case 'text':
      if (typeof v.value !== 'string') throw protoError('Text value must be a string');
      return v.value;
    case 'blob':
      if (typeof v.base64 !== 'string' || !BASE64_RE.test(v.base64)) throw protoError('Blob value must carry base64');
      return Buffer.from(v.base64, 'base64');
    default:
      throw protoError(`Unknown value type ${JSON.stringify(v.type)}`);
  }
}

const NULL_VALUE = Object.freeze({ type: 'null' });

/** Converts a value read by libsql (safe-integer mode) into its Hrana JSON form. */
export function encodeValue(v: unknown): object {
  switch (typeof v) {
    case 'bigint':
      return { type: 'integer', value: v.toString() };
    case 'number':
      return { type: 'float', value: v };
    case 'string':
      return { type: 'text', value: v };
    default:
      if (v instanceof Uint8Array)
        return { type: 'blob', base64: Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('base64') };
      return NULL_VALUE;
  }
}

function parseStmt(raw: unknown): ProtoStmt {
  const s = obj(raw, 'stmt');
  const sql = optString(s.sql, 'stmt.sql');
  const sqlId = optInt32(s.sql_id, 'stmt.sql_id');
  const args = s.args === undefined || s.args === null ? [] : arr(s.args, 'stmt.args').map(parseValue);
  const namedArgs: [string, SqlValue][] = [];
  if (s.named_args !== undefined && s.named_args !== null) {
    for (const a of arr(s.named_args, 'stmt.named_args')) {
      const named = obj(a, 'named argument');
      if (typeof named.name !== 'string') throw protoError('Named argument needs a string name');
      namedArgs.push([named.name, parseValue(named.value)]);
    }
  }
  if (s.want_rows !== undefined && s.want_rows !== null && typeof s.want_rows !== 'boolean') {
    throw protoError('Expected stmt.want_rows to be a boolean');
  }
  return { sql, sqlId, args, namedArgs, wantRows: s.want_rows !== false };
}

function parseCond(raw: unknown, stepCount: number): BatchCond {
  const c = obj(raw, 'batch condition');
  switch (c.type) {
    case 'ok':
    case 'error': {
      const step = c.step;
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= stepCount) {
        throw protoError('Invalid reference to step in a batch condition');
      }
      return { type: c.type, step };
    }
    case 'not':
      return { type: 'not', cond: parseCond(c.cond, stepCount) };
    case 'and':
    case 'or':
      return { type: c.type, conds: arr(c.conds, 'condition.conds').map((x) => parseCond(x, stepCount)) };
    case 'is_autocommit':
      return { type: 'is_autocommit' };
    default:
      throw protoError(`Unknown batch condition type ${JSON.stringify(c.type)}`);
  }
}

function parseBatch(raw: unknown): BatchStep[] {
  const steps = arr(obj(raw, 'batch').steps, 'batch.steps');
  return steps.map((rawStep) => {
    const step = obj(rawStep, 'batch step');
    const condition =
      step.condition === undefined || step.condition === null ? undefined : parseCond(step.condition, steps.length);
    return { condition, stmt: parseStmt(step.stmt) };
  });
}

function parseRequest(raw: unknown): StreamRequest {
  const r = obj(raw, 'request');
  switch (r.type) {
    case 'close':
    case 'get_autocommit':
      return { type: r.type };
    case 'execute':
      return { type: 'execute', stmt: parseStmt(r.stmt) };
    case 'batch':
      return { type: 'batch', steps: parseBatch(r.batch) };
    case 'sequence':
    case 'describe':
      return { type: r.type, sql: optString(r.sql, 'sql'), sqlId: optInt32(r.sql_id, 'sql_id') };
    case 'store_sql': {
      const sql = optString(r.sql, 'sql');
      if (sql === undefined) throw protoError('store_sql needs sql');
      return { type: 'store_sql', sqlId: int32(r.sql_id, 'sql_id'), sql };
    }
    case 'close_sql':
      return { type: 'close_sql', sqlId: int32(r.sql_id, 'sql_id') };
    default:
      throw protoError(`Unknown request type ${JSON.stringify(r.type)}`);
  }
}

/** Parses a whole pipeline body up front, so a malformed pipeline is rejected before anything runs. */
export function parsePipelineBody(raw: unknown): { baton: string | undefined; requests: StreamRequest[] } {
  const body = obj(raw, 'request body');
  return { baton: optString(body.baton, 'baton'), requests: arr(body.requests, 'requests').map(parseRequest) };
}

export function parseCursorBody(raw: unknown): { baton: string | undefined; steps: BatchStep[] } {
  const body = obj(raw, 'request body');
  return { baton: optString(body.baton, 'baton'), steps: parseBatch(body.batch) };
}

/** Maps anything thrown while serving a request to a Hrana error object. */
export function toProtoError(e: unknown): ProtoError {
  if (e instanceof HranaError) return { message: e.message, code: e.code };
  const err = e as { message?: unknown; code?: unknown };
  const message = typeof err?.message === 'string' ? err.message : String(e);
  if (typeof err?.code === 'string' && err.code.startsWith('SQLITE_')) {
    return { message: `SQLite error: ${message}`, code: err.code };
  }
  if (message === 'The database connection is not open') return { message: 'Stream is closed', code: 'STREAM_CLOSED' };
  return { message, code: 'UNKNOWN' };
}
