import { createClient, LibsqlError } from '@libsql/client/web';
import { startLocalLibsqlServer } from '../../../db/local-server/server.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startTestServer, stmt, type TestServer } from './helpers.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ streamIdleMs: 1500 });
  await t.client().executeMultiple('CREATE TABLE kv (k TEXT PRIMARY KEY, v INTEGER)');
});

afterAll(() => t.stop());

async function pipeline(body: unknown, path?: string) {
  const res = await t.post(body, { path });
  return { status: res.status, body: await res.json() };
}

describe('HTTP surface', () => {
  it('answers the version probes and health checks', async () => {
    for (const path of ['/v2', '/v3', '/health', '/version']) {
      expect((await fetch(t.url + path)).status, path).toBe(200);
    }
    // No protobuf support: a Hrana 3 client probing it falls back to JSON.
    expect((await fetch(t.url + '/v3-protobuf')).status).toBe(404);
    expect((await fetch(t.url + '/nope')).status).toBe(404);
    expect((await t.post({ requests: [] }, { path: '/v1/whatever' })).status).toBe(404);
  });

  it('rejects malformed bodies with 400 HRANA_PROTO_ERROR and keeps serving', async () => {
    const bad = [
      '{not json',
      '[]',
      JSON.stringify({ requests: 'nope' }),
      JSON.stringify({ requests: [{ type: 'explode' }] }),
    ];
    for (const body of bad) {
      const res = await t.post(body);
      expect(res.status, body).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toMatchObject({ code: 'HRANA_PROTO_ERROR', message: expect.any(String) });
    }
    const badValue = await pipeline({ requests: [stmt('SELECT ?', [{ type: 'integer', value: '1e3' }])] });
    expect(badValue.status).toBe(400);
    const ok = await t.client().execute('SELECT 1 AS one');
    expect(ok.rows[0]!.one).toBe(1);
  });
});

describe('streams and batons', () => {
  it('keeps a stream open across requests and rejects used, unknown and closed batons', async () => {
    const first = await pipeline({ baton: null, requests: [stmt('BEGIN'), stmt("INSERT INTO kv VALUES ('tx', 1)")] });
    expect(first.status).toBe(200);
    const baton: string = first.body.baton;
    expect(typeof baton).toBe('string');
    expect(first.body.base_url).toBeNull();

    const second = await pipeline({
      baton,
      requests: [{ type: 'get_autocommit' }, stmt('COMMIT'), { type: 'get_autocommit' }],
    });
    expect(second.body.results.map((r: { response: { is_autocommit?: boolean } }) => r.response.is_autocommit)).toEqual(
      [false, undefined, true],
    );
    expect(second.body.baton).not.toBe(baton);

    const reused = await pipeline({ baton, requests: [stmt('SELECT 1')] });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('BATON_REUSED');

    const unknown = await pipeline({ baton: 'made-up.baton', requests: [stmt('SELECT 1')] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('BATON_INVALID');

    const closed = await pipeline({ baton: second.body.baton, requests: [{ type: 'close' }, stmt('SELECT 1')] });
    expect(closed.body.baton).toBeNull();
    expect(closed.body.results[0]).toEqual({ type: 'ok', response: { type: 'close' } });
    expect(closed.body.results[1]).toMatchObject({ type: 'error', error: { code: 'STREAM_CLOSED' } });
    const afterClose = await pipeline({ baton: second.body.baton, requests: [stmt('SELECT 1')] });
    expect(afterClose.status).toBe(400);
  });

  it('accepts a baton only once even when it is presented concurrently', async () => {
    const { body } = await pipeline({ requests: [stmt('SELECT 1')] });
    const [a, b] = await Promise.all([
      pipeline({ baton: body.baton, requests: [stmt('SELECT 2')] }),
      pipeline({ baton: body.baton, requests: [stmt('SELECT 3')] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 400]);
    const winner = a.status === 200 ? a : b;
    await pipeline({ baton: winner.body.baton, requests: [{ type: 'close' }] });
  });

  it('expires idle streams, rolls their transaction back and stays healthy', async () => {
    const db = t.client();
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO kv VALUES ('expired', 1)");
    await sleep(2500); // streamIdleMs is 1500: long enough for a loaded CI machine between two requests of one stream

    const err = await tx.execute('SELECT 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((err as LibsqlError).code).toBe('STREAM_EXPIRED');
    tx.close();

    // The write lock was released and the insert rolled back.
    const other = t.client();
    await other.execute("INSERT INTO kv VALUES ('after', 2)");
    expect((await other.execute("SELECT k FROM kv WHERE k IN ('expired', 'after')")).rows.map((r) => r.k)).toEqual([
      'after',
    ]);
  });

  it('stores SQL texts per stream and executes them by sql_id', async () => {
    const res = await pipeline({
      requests: [
        { type: 'store_sql', sql_id: 1, sql: 'SELECT ? + 1 AS n' },
        { type: 'execute', stmt: { sql_id: 1, args: [{ type: 'integer', value: '41' }] } },
        { type: 'store_sql', sql_id: 1, sql: 'SELECT 2' },
        { type: 'close_sql', sql_id: 1 },
        { type: 'execute', stmt: { sql_id: 1 } },
        { type: 'sequence', sql: 'SELECT 1; SELECT 2;' },
        { type: 'execute', stmt: { sql: 'SELECT 1', sql_id: 2 } },
        { type: 'close' },
      ],
    });
    const r = res.body.results;
    expect(r[1].response.result.rows[0]).toEqual([{ type: 'integer', value: '42' }]);
    expect(r[1].response.result.cols).toEqual([{ name: 'n', decltype: null }]);
    expect(r[2].error.code).toBe('SQL_EXISTS');
    expect(r[3]).toEqual({ type: 'ok', response: { type: 'close_sql' } });
    expect(r[4].error.code).toBe('SQL_NOT_FOUND');
    expect(r[5]).toEqual({ type: 'ok', response: { type: 'sequence' } });
    expect(r[6].error.code).toBe('HRANA_PROTO_ERROR');
  });

  it('describes statements', async () => {
    const res = await pipeline({
      requests: [
        { type: 'describe', sql: 'SELECT k AS key, v + 1 FROM kv WHERE k = :k AND v > ? AND v < ?5' },
        { type: 'describe', sql: 'INSERT INTO kv VALUES (@k, $v)' },
        { type: 'describe', sql: 'EXPLAIN SELECT 1' },
        { type: 'describe', sql: 'SELEC' },
      ],
    });
    const [select, insert, explain, bad] = res.body.results;
    expect(select.response.result).toEqual({
      params: [{ name: ':k' }, { name: null }, { name: null }, { name: null }, { name: '?5' }],
      cols: [
        { name: 'key', decltype: 'TEXT' },
        { name: 'v + 1', decltype: null },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(insert.response.result).toMatchObject({
      params: [{ name: '@k' }, { name: '$v' }],
      cols: [],
      is_readonly: false,
    });
    expect(explain.response.result).toMatchObject({ is_explain: true, is_readonly: true });
    expect(bad.error.code).toBe('SQLITE_ERROR');
  });
});

describe('batch conditions', () => {
  it('evaluates ok/error/not/and/or/is_autocommit and reports skipped steps as nulls', async () => {
    const res = await pipeline({
      requests: [
        {
          type: 'batch',
          batch: {
            steps: [
              { stmt: { sql: 'SELECT 1' } },
              { stmt: { sql: 'SELEC 2' } },
              { condition: { type: 'ok', step: 1 }, stmt: { sql: 'SELECT 3' } },
              { condition: { type: 'error', step: 1 }, stmt: { sql: 'SELECT 4' } },
              {
                condition: {
                  type: 'and',
                  conds: [
                    { type: 'ok', step: 0 },
                    { type: 'not', cond: { type: 'ok', step: 2 } },
                  ],
                },
                stmt: { sql: 'SELECT 5' },
              },
              {
                condition: {
                  type: 'or',
                  conds: [
                    { type: 'ok', step: 2 },
                    { type: 'error', step: 0 },
                  ],
                },
                stmt: { sql: 'SELECT 6' },
              },
              { condition: { type: 'is_autocommit' }, stmt: { sql: 'SELECT 7', want_rows: false } },
            ],
          },
        },
      ],
    });
    const { step_results: results, step_errors: errors } = res.body.results[0].response.result;
    expect(results.map((r: unknown) => r !== null)).toEqual([true, false, false, true, true, false, true]);
    expect(errors.map((e: unknown) => e !== null)).toEqual([false, true, false, false, false, false, false]);
    expect(errors[1].code).toBe('SQLITE_ERROR');
    expect(results[6].rows).toEqual([]);
  });

  it('rejects conditions that reference missing steps', async () => {
    const res = await pipeline({
      requests: [
        { type: 'batch', batch: { steps: [{ condition: { type: 'ok', step: 5 }, stmt: { sql: 'SELECT 1' } }] } },
      ],
    });
    expect(res.status).toBe(400);
  });

  it('serves Hrana 3 cursors as newline-delimited entries', async () => {
    const res = await t.post(
      {
        baton: null,
        batch: { steps: [{ stmt: { sql: 'SELECT 1 AS a UNION ALL SELECT 2' } }, { stmt: { sql: 'SELEC' } }] },
      },
      { path: '/v3/cursor' },
    );
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toMatchObject({ base_url: null });
    expect(lines.slice(1).map((e: { type: string }) => e.type)).toEqual([
      'step_begin',
      'row',
      'row',
      'step_end',
      'step_error',
    ]);
    expect(lines[2].row).toEqual([{ type: 'integer', value: '1' }]);
  });
});

describe('shutdown', () => {
  it('close() rolls back open transactions and releases the database file', async () => {
    const first = await startTestServer();
    const db = first.client();
    await db.execute('CREATE TABLE t (x)');
    const tx = await db.transaction('write');
    await tx.execute('INSERT INTO t VALUES (1)');
    await first.server.close();

    const second = await startLocalLibsqlServer({ file: first.file, busyTimeoutMs: 100 });
    const again = createClient({ url: second.url });
    await again.execute('INSERT INTO t VALUES (2)'); // would fail with SQLITE_BUSY if the lock survived
    expect((await again.execute('SELECT x FROM t')).rows.map((r) => r.x)).toEqual([2]);
    again.close();
    await second.close();
    await first.stop();
  });
});
