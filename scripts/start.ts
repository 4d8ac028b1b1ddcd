/**
 * `npm start`: build the web app, migrate and seed the local database (only when empty), start the local
 * libSQL server and `wrangler dev`, then print the URL and the demo logins. `--dev` adds Vite with hot reload.
 * The Worker's scheduled handler runs on the cron schedule of wrangler.toml (scripts/lib/local-cron.ts).
 * Honours PORT (default 8787) and DATA_DIR (default .data). Ctrl-C stops everything it started.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { latencyFromEnv, startLocalLibsqlServer } from '../db/local-server/server';
import { dataDir, databaseFile } from '../db/node-client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-accounts';
import { seedDatabase } from '../db/seed';
import { cronsOfWranglerToml } from './lib/cron-schedule';
import { startLocalCron } from './lib/local-cron';
import { spawnWranglerDev, waitForApi } from './lib/wrangler-dev';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 8787);
const dir = dataDir();
const children: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
let stopping = false;

const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  for (const cleanup of cleanups) await cleanup().catch(() => {});
  process.exit(code);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`)),
    );
  });

/** A JWT secret kept in DATA_DIR, so sessions survive a restart of the same instance. */
const localSecret = () => {
  const file = join(dir, 'jwt-secret');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

const main = async () => {
  mkdirSync(dir, { recursive: true });
  if (!dev) await run(bin('vite'), ['build', '--logLevel', 'warn'], { KEEP_OLD_ASSETS: '1' });
  else mkdirSync('dist/web', { recursive: true });

  const file = databaseFile(dir);
  await seedDatabase({ file });
  const latencyMs = latencyFromEnv();
  const libsql = await startLocalLibsqlServer({ file, latencyMs });
  cleanups.push(() => libsql.close());
  console.log(
    `Local libSQL server: ${libsql.url} (${file})${latencyMs ? `, ${latencyMs} ms added per round trip` : ''}`,
  );

  const { url, child: wrangler } = await spawnWranglerDev({
    port,
    persistTo: join(dir, 'wrangler'),
    libsqlUrl: libsql.url,
    jwtSecret: localSecret(),
    more: ['--test-scheduled'],
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(wrangler);
  wrangler.on('exit', (code) => {
    if (!stopping) {
      console.error(`wrangler dev stopped (${code}).`);
      void stop(1);
    }
  });
  await waitForApi(url, wrangler);
  const stopCron = startLocalCron({ url, crons: cronsOfWranglerToml(readFileSync('wrangler.toml', 'utf8')) });
  cleanups.unshift(async () => stopCron());
  if (dev)
    children.push(
      spawn(bin('vite'), ['--port', '5173', '--strictPort'], {
        stdio: 'inherit',
        env: { ...process.env, API_PORT: String(port) },
      }),
    );

  console.log(
    `\n  Social Loop is running at ${dev ? 'http://127.0.0.1:5173 (Vite, hot reload) — API at ' : ''}${url}\n`,
  );
  console.log(`  Demo logins (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`    ${a.email.padEnd(24)} ${a.role}`);
  console.log(
    `\n  Dev mailbox: ${url}/dev/mailbox   API docs: ${url}/api/docs/   Data: ${dir}\n  Press Ctrl-C to stop.\n`,
  );
};

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  void stop(1);
});
