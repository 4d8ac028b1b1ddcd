// Local stand-in for sqld/Turso: serves Hrana over HTTP (JSON) on top of a libSQL database file.
/** `LIBSQL_LATENCY_MS` as the server's per-request latency (simulated edge distance; DESIGN §11). */
export const latencyFromEnv = (value = process.env.LIBSQL_LATENCY_MS) => {
  const ms = Number(value || 0);
  if (!Number.isFinite(ms) || ms < 0)
    throw new Error(`LIBSQL_LATENCY_MS must be a number of milliseconds ≥ 0, got ${value}`);
  return ms;
};
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { HranaServer } from './hrana.js';
import { HranaError } from './proto.js';
import type { StatementObserver } from './statements.js';

export interface LocalLibsqlServerOptions {
  /** Path of the database file; created (with its directory) when missing. */
  file: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** When set, pipeline requests need `Authorization: Bearer <authToken>`. */
  authToken?: string;
  /** Streams (and their open transactions) are closed after this long without a request. */
  streamIdleMs?: number;
  /** How long a statement waits for a lock held by another stream before failing with SQLITE_BUSY. */
  busyTimeoutMs?: number;
  /** Sees every statement after it ran (for benchmarks). */
  onStatement?: StatementObserver;
  /**
   * Added to every pipeline and cursor request before it runs, on the server side, so each database round trip
   * pays it like a Worker far from its database would (`LIBSQL_LATENCY_MS`; 0 = none).
   */
  latencyMs?: number;
  /** Sees the timeline of every pipeline and cursor request once its answer is handed to the socket (benchmarks). */
  onRequest?: RequestObserver;
}

/**
 * When a request's phases ended, on this process's `performance.now()` clock: its headers arrived, its body was read,
 * the added latency was waited, its statements ran, its answer was written. And whether it opened its connection.
 */
export interface RequestTimeline {
  received: number;
  bodyRead: number;
  slept: number;
  executed: number;
  written: number;
  newConnection: boolean;
}
type RequestObserver = (timeline: RequestTimeline) => void;

export interface LocalLibsqlServer {
  /** Value for LIBSQL_URL, e.g. `http://127.0.0.1:54321`. */
  url: string;
  port: number;
  /** Changes the added latency per request (benchmarks run the same endpoints at several distances). */
  setLatencyMs(ms: number): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 64 * 1024 * 1024;
const POST_ROUTES: Record<string, 'pipeline' | 'cursor' | undefined> = {
  '/v2/pipeline': 'pipeline',
  '/v3/pipeline': 'pipeline',
  '/v3/cursor': 'cursor',
};
// Deliberately no `/v3-protobuf`: clients probing it fall back to JSON.
const GET_ROUTES: Record<string, string | undefined> = {
  '/v2': 'Hello, this is HTTP API v2 (Hrana over HTTP)',
  '/v3': 'Hello, this is HTTP API v3 (Hrana over HTTP)',
  '/health': '',
  '/version': 'social-loop local libsql server (libsql npm package)',
};

export async function startLocalLibsqlServer(options: LocalLibsqlServerOptions): Promise<LocalLibsqlServer> {
  const {
    port = 0,
    host = '127.0.0.1',
    authToken,
    streamIdleMs = 10_000,
    busyTimeoutMs = 5_000,
    onStatement,
    onRequest,
  } = options;
  let latencyMs = options.latencyMs ?? 0;
  if (!options.file || options.file === ':memory:') {
    throw new Error('startLocalLibsqlServer needs a database file path (each stream opens its own connection)');
  }
  const file = resolve(options.file);
  mkdirSync(dirname(file), { recursive: true });
  const hrana = new HranaServer(file, { streamIdleMs, busyTimeoutMs, onStatement });
  const expectedAuth = authToken ? `bearer ${authToken}` : undefined;

  const seenSockets = new WeakSet<object>();
  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) =>
      sendJson(res, 500, { message: String((e as Error)?.message ?? e), code: 'INTERNAL_ERROR' }),
    );
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?', 1)[0]!;
    if (req.method === 'GET' || req.method === 'HEAD') {
      const text = GET_ROUTES[path];
      return text === undefined ? sendText(res, 404, 'Not found') : sendText(res, 200, text);
    }
    const endpoint = POST_ROUTES[path];
    if (req.method !== 'POST' || endpoint === undefined) return sendText(res, 404, 'Not found');
    if (expectedAuth !== undefined && !isAuthorized(req.headers.authorization, expectedAuth)) {
      req.resume();
      // Same shape as sqld: the client turns it into a SERVER_ERROR mentioning HTTP status 401.
      return sendJson(res, 401, { error: 'Authentication failed: missing or invalid bearer token' });
    }
    const received = performance.now();
    const newConnection = !seenSockets.has(req.socket);
    seenSockets.add(req.socket);
    try {
      const raw = await readJson(req);
      const bodyRead = performance.now();
      if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));
      const slept = performance.now();
      const answer = endpoint === 'pipeline' ? JSON.stringify(await hrana.pipeline(raw)) : await hrana.cursor(raw);
      const executed = performance.now();
      send(res, 200, endpoint === 'pipeline' ? 'application/json' : 'text/plain', answer);
      onRequest?.({ received, bodyRead, slept, executed, written: performance.now(), newConnection });
    } catch (e) {
      if (!(e instanceof HranaError)) throw e;
      sendJson(res, e.httpStatus, { message: e.message, code: e.code });
    }
  }

  try {
    await new Promise<void>((resolveListen, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolveListen();
      });
    });
  } catch (e) {
    hrana.close();
    throw e;
  }

  const actualPort = (server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${urlHost(host)}:${actualPort}`,
    port: actualPort,
    setLatencyMs(ms: number) {
      latencyMs = ms;
    },
    close() {
      closing ??= new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
        hrana.close();
      });
      return closing;
    },
  };
}

function isAuthorized(header: string | undefined, expected: string): boolean {
  // The scheme is case-insensitive; the token is not.
  return (
    header !== undefined &&
    header.length === expected.length &&
    header.slice(0, 7).toLowerCase() + header.slice(7) === expected
  );
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1';
  if (host === '::') return '[::1]';
  return host.includes(':') ? `[${host}]` : host;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('error', reject);
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return reject(new HranaError('Request body is too large', 'HRANA_PROTO_ERROR', 413));
      try {
        resolveBody(JSON.parse(Buffer.concat(chunks).toString('utf8')));
      } catch (e) {
        reject(
          new HranaError(`Cannot deserialize client message from JSON: ${(e as Error).message}`, 'HRANA_PROTO_ERROR'),
        );
      }
    });
  });
}

function send(res: ServerResponse, status: number, contentType: string, body: string): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

// The client only parses error bodies whose content-type is exactly `application/json`.
const sendJson = (res: ServerResponse, status: number, body: object) =>
  send(res, status, 'application/json', JSON.stringify(body));
const sendText = (res: ServerResponse, status: number, body: string) => send(res, status, 'text/plain', body);
