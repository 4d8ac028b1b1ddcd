import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@libsql/client/web';
import { afterAll, describe, expect, it } from 'vitest';
import { startLibsqlProcess } from '../../bench/libsql-process.js';

describe('the benchmarks’ libSQL server in a process of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-libsql-process-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('hands over its statements and request timelines on the bench’s clock, waits the latency asked, and stops on close', async () => {
    const server = await startLibsqlProcess(join(dir, 'db.sqlite'));
    const client = createClient({ url: server.url });
    try {
      await client.execute('CREATE TABLE t (x)');
      await server.take();

      await server.setLatencyMs(30);
      const sent = performance.now();
      await client.execute({ sql: 'INSERT INTO t VALUES (?)', args: [7] });
      const answered = performance.now();
      const seen = await server.take();

      expect(seen.statements.map((s) => [s.sql, s.args])).toEqual([['INSERT INTO t VALUES (?)', [7]]]);
      expect(seen.requests).toHaveLength(1);
      const [request] = seen.requests;
      // Another process: it may note the answer written after this one has read it, but not its statements run.
      expect(request!.received).toBeGreaterThanOrEqual(sent);
      expect(request!.executed).toBeLessThanOrEqual(answered);
      expect(request!.slept - request!.bodyRead).toBeGreaterThanOrEqual(29);
      expect(answered - sent).toBeGreaterThanOrEqual(30);
      // What was taken is not handed over twice.
      expect((await server.take()).requests).toEqual([]);
    } finally {
      client.close();
      await server.close();
    }
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(server.take()).rejects.toThrow(/process/);
  });
});
