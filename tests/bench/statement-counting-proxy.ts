import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

type Captured = { sql: string; args: unknown[] };
type HranaStmt = { sql?: string; sql_id?: number; args?: { type: string; value?: string; base64?: string }[] };
type HranaRequest = { type: string; sql_id?: number; sql?: string; stmt?: HranaStmt; batch?: { steps: { stmt: HranaStmt }[] } };

/** BEGIN / COMMIT / ROLLBACK that the client wraps around a batch are not statements of the request. */
const TRANSACTION_CONTROL = /^\s*(BEGIN|COMMIT|ROLLBACK|END)\b/i;

/** Hrana values → plain JS values, for replaying a statement directly against the database. */
const plain = (v: { type: string; value?: string }) => (v.type === 'null' ? null : v.type === 'integer' ? Number(v.value) : v.type === 'float' ? Number(v.value) : v.value);

/**
 * A pass-through HTTP proxy in front of the local libSQL server that counts the SQL statements the Worker sends
 * (every `execute`, every step of a `batch`) and keeps their text, so a benchmark can report statements per
 * request and replay the very same SQL directly.
 */
export const startStatementCountingProxy = async (target: string) => {
  const upstream = new URL(target);
  let statements = 0;
  let captured: Captured[] = [];
  // The client sends repeated SQL once (`store_sql`) and then refers to it by id.
  const stored = new Map<number, string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && body.length) {
        try {
          const { requests = [] } = JSON.parse(body.toString('utf8')) as { requests?: HranaRequest[] };
          for (const r of requests) {
            if (r.type === 'store_sql' && r.sql_id !== undefined) stored.set(r.sql_id, r.sql ?? '');
            const stmts = r.type === 'execute' && r.stmt ? [r.stmt] : r.type === 'batch' && r.batch ? r.batch.steps.map((s) => s.stmt) : [];
            for (const s of stmts) {
              const text = s.sql ?? (s.sql_id !== undefined ? stored.get(s.sql_id) : undefined) ?? '';
              if (TRANSACTION_CONTROL.test(text)) continue;
              statements++;
              captured.push({ sql: text, args: (s.args ?? []).map(plain) });
            }
          }
        } catch {
          /* not a pipeline body */
        }
      }
      const proxied = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers }, (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      });
      proxied.on('error', () => res.writeHead(502).end());
      proxied.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Statements and their SQL since the last call. */
    take: () => {
      const out = { statements, captured };
      statements = 0;
      captured = [];
      return out;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
