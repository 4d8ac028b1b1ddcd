import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Runs the real Worker with `wrangler dev` against a libSQL URL, as `npm start` does; resolves when it answers. */
export const startBenchWorker = async (libsqlUrl: string, stateDir: string) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    join(process.cwd(), 'node_modules', '.bin', 'wrangler'),
    [
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
      stateDir,
      '--show-interactive-dev-session=false',
      '--var',
      `LIBSQL_URL:${libsqlUrl}`,
      '--var',
      'JWT_SECRET:bench-secret-bench-secret-bench-secret-00',
      '--var',
      `PUBLIC_URL:${url}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  );
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('wrangler dev exited before it was ready');
    try {
      if ((await fetch(`${url}/api/common/locations/`)).ok) return { url, stop: () => child.kill('SIGTERM') };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('the Worker did not start within 150 s');
};
