import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, LibsqlError } from '@libsql/client/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.js';

describe('bearer auth', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ authToken: 's3cret' });
  });
  afterAll(() => t.stop());

  it('rejects missing or wrong tokens and accepts the right one', async () => {
    for (const authToken of [undefined, 'wrong']) {
      const err = await t
        .client({ authToken })
        .execute('SELECT 1')
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LibsqlError);
      expect((err as LibsqlError).message).toContain('401');
    }
    const raw = await t.post({ requests: [] }, { headers: { authorization: 'Bearer wrong' } });
    expect(raw.status).toBe(401);

    const rs = await t.client({ authToken: 's3cret' }).execute('SELECT 7 AS seven');
    expect(rs.rows[0]!.seven).toBe(7);
    expect((await fetch(t.url + '/health')).status).toBe(200);
  });
});

describe('cli', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-libsql-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints LIBSQL_URL once, serves with the env token and exits cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'db/local-server/cli.ts', '--file', join(dir, 'nested', 'db.sqlite'), '--port', '0'],
      {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        env: { ...process.env, LIBSQL_AUTH_TOKEN: 'from-env' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d;
        if (stdout.includes('\n')) resolve(stdout.split('\n')[0]!);
      });
      child.on('exit', () => reject(new Error(`cli exited early: ${stderr}`)));
    });
    expect(url).toMatch(/^LIBSQL_URL=http:\/\/127\.0\.0\.1:\d+$/);

    const client = createClient({ url: url.slice('LIBSQL_URL='.length), authToken: 'from-env' });
    await client.execute('CREATE TABLE t (x)');
    await client.execute({ sql: 'INSERT INTO t VALUES (?)', args: [1] });
    expect((await client.execute('SELECT count(*) AS n FROM t')).rows[0]!.n).toBe(1);
    const tx = await client.transaction('write');
    await tx.execute({ sql: 'INSERT INTO t VALUES (?)', args: [2] });
    client.close();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.trim().split('\n')).toEqual([url]);
    expect(stderr).toBe('');
  });
});
