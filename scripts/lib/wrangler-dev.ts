/**
 * The local Worker under `wrangler dev`, as `npm start` runs it (the benchmarks run the deploy bundle instead:
 * tests/bench/bench-worker.ts).
 */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A TCP port nobody listens on right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

type WranglerDev = {
  port: number;
  /** Where wrangler keeps its local state (R2, queues). */
  persistTo: string;
  libsqlUrl: string;
  jwtSecret: string;
  /** Arguments after the common ones (for example `--test-scheduled`). */
  more?: string[];
  stdio: StdioOptions;
};

/** Starts `wrangler dev` (development environment) on 127.0.0.1:`port`, its public URL being that address. */
export const spawnWranglerDev = async ({ port, persistTo, libsqlUrl, jwtSecret, more = [], stdio }: WranglerDev) => {
  const url = `http://127.0.0.1:${port}`;
  const args = [
    'dev',
    '--env',
    'development',
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(await freePort()),
    '--persist-to',
    persistTo,
    '--show-interactive-dev-session=false',
    ...more,
    '--var',
    `LIBSQL_URL:${libsqlUrl}`,
    '--var',
    `JWT_SECRET:${jwtSecret}`,
    '--var',
    `PUBLIC_URL:${url}`,
  ];
  const child = spawn(join(process.cwd(), 'node_modules', '.bin', 'wrangler'), args, {
    stdio,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  return { url, child };
};

/** Resolves once the Worker at `url` answers its API; rejects if `child` exits first or after 150 s. */
export const waitForApi = async (url: string, child: ChildProcess) => {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited before it was ready');
    try {
      if ((await fetch(`${url}/api/common/locations/`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 150 s`);
};
