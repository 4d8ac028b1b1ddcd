import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { freePort } from '../../scripts/lib/wrangler-dev';

const run = promisify(execFile);

/**
 * Runs the real Worker as production does: the bundle `wrangler deploy` would upload, built with `--dry-run` for the
 * development environment's bindings, served by workerd through Miniflare. Not `wrangler dev`: in front of the Worker
 * it puts a proxy Worker (a second workerd), routes every request past its own Node process (logging, the inspector)
 * and wraps the bundle in development middleware. On the bench's 2 cores that tooling took about 10 ms of CPU per
 * request, twice the Worker's own, competing with the Worker for a core while a sample ran (docs/decisions.md,
 * "Edge speed, session 20"). Resolves when it answers.
 */
export const startBenchWorker = async (libsqlUrl: string, stateDir: string) => {
  const bundleDir = join(stateDir, 'bundle');
  const wrangler = join(process.cwd(), 'node_modules', '.bin', 'wrangler');
  await run(wrangler, ['deploy', '--dry-run', '--env', 'development', '--outdir', bundleDir], {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml', 'development');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const worker = new Miniflare({
    ...workerOptions,
    modules: true,
    scriptPath: join(bundleDir, 'index.js'),
    modulesRoot: bundleDir,
    bindings: {
      ...workerOptions.bindings,
      LIBSQL_URL: libsqlUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      PUBLIC_URL: url,
    },
    host: '127.0.0.1',
    port,
    // Where `wrangler dev --persist-to <stateDir>` keeps R2 and queues, so the seeded media are found.
    defaultPersistRoot: join(stateDir, 'v3'),
  });
  await worker.ready;
  return { url, stop: () => worker.dispose() };
};
