/**
 * `npm run size` (part of `npm test`, so of CI): builds the production Worker exactly as `wrangler deploy --env
 * production` would upload it (`--dry-run`, so offline and without a Cloudflare login), prints its raw and gzipped
 * size and fails when either passes its budget. The budgets and why: docs/decisions.md, "Worker size budget".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KIB = 1024;
const MIB = 1024 * KIB;
/** Cloudflare measures the limit on the gzipped upload (3 MiB on the free plan, 10 MiB paid): stay at a third of the free one. */
const GZIP_BUDGET = 1 * MIB;
/** The uncompressed script is what workerd parses at every cold start. */
const RAW_BUDGET = 5 * MIB;

const format = (bytes: number) =>
  bytes >= MIB ? `${(bytes / MIB).toFixed(2)} MiB` : `${(bytes / KIB).toFixed(0)} KiB`;

// The assets directory must exist for wrangler to read the configuration; the SPA's files are not part of the Worker.
mkdirSync('dist/web', { recursive: true });
const outdir = mkdtempSync(join(tmpdir(), 'social-loop-worker-size-'));
try {
  const build = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: process.env.CI ?? '1' },
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}\n`);
    throw new Error(`wrangler deploy --dry-run failed (exit ${build.status})`);
  }
  const scripts = readdirSync(outdir).filter((f) => f.endsWith('.js') || f.endsWith('.mjs'));
  const code = Buffer.concat(scripts.map((f) => readFileSync(join(outdir, f))));
  const raw = code.byteLength;
  const gzipped = gzipSync(code, { level: 9 }).byteLength;
  console.log(
    `Production Worker: ${format(raw)} raw (budget ${format(RAW_BUDGET)}), ${format(gzipped)} gzipped (budget ${format(GZIP_BUDGET)})`,
  );
  const over = [
    raw > RAW_BUDGET && `raw ${format(raw)} > ${format(RAW_BUDGET)}`,
    gzipped > GZIP_BUDGET && `gzipped ${format(gzipped)} > ${format(GZIP_BUDGET)}`,
  ].filter(Boolean);
  // esbuild's keep_names wraps every function in a `__name` call, run on every closure a request creates (wrangler.toml).
  const keptNames = code.toString('utf8').split('__name(').length - 1;
  if (keptNames > 0) over.push(`${keptNames} \`__name\` calls (keep_names is back on in wrangler.toml)`);
  if (over.length) {
    console.error(
      `The production Worker is over its budget: ${over.join(', ')}. See docs/decisions.md, "Worker size budget".`,
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
