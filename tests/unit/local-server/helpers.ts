import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client, type Config } from '@libsql/client/web';
import {
  startLocalLibsqlServer,
  type LocalLibsqlServer,
  type LocalLibsqlServerOptions,
} from '../../../db/local-server/server.js';

export interface TestServer {
  server: LocalLibsqlServer;
  url: string;
  file: string;
  /** A `@libsql/client/web` client for this server; closed by stop(). */
  client(config?: Partial<Config>): Client;
  /** Raw POST to /v2/pipeline (or another path); objects are JSON-encoded. */
  post(body: unknown, init?: { path?: string; headers?: Record<string, string> }): Promise<Response>;
  stop(): Promise<void>;
}

export async function startTestServer(options: Partial<LocalLibsqlServerOptions> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'local-libsql-'));
  const file = join(dir, 'db.sqlite');
  const server = await startLocalLibsqlServer({ file, port: 0, ...options });
  const clients: Client[] = [];
  return {
    server,
    url: server.url,
    file,
    client(config = {}) {
      const client = createClient({ url: server.url, ...config });
      clients.push(client);
      return client;
    },
    post(body, init = {}) {
      return fetch(server.url + (init.path ?? '/v2/pipeline'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...init.headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
    },
    async stop() {
      for (const client of clients) client.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Hrana statement helper for raw pipeline bodies. */
export function stmt(sql: string, args: unknown[] = []): { type: 'execute'; stmt: { sql: string; args: unknown[] } } {
  return { type: 'execute', stmt: { sql, args } };
}
