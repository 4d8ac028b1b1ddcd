import { LibsqlError, type Client } from '@libsql/client/web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, stmt, type TestServer } from './helpers.js';

let t: TestServer;
let db: Client;

beforeAll(async () => {
  t = await startTestServer();
  db = t.client({ intMode: 'bigint' });
  await db.executeMultiple(`
    CREATE TABLE vals (id INTEGER PRIMARY KEY, i INTEGER, r REAL, s TEXT, b BLOB, n NUMERIC);
    CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER);
  `);
});

afterAll(() => t.stop());

describe('values', () => {
  it('round-trips null, 64-bit integers, floats, text and blobs', async () => {
    const big = 2n ** 53n + 1n;
    const inserted = await db.execute({
      sql: 'INSERT INTO vals (i, r, s, b, n) VALUES (?, ?, ?, ?, ?)',
      args: [big, 1.0, 'héllo 👋', new Uint8Array([0, 1, 254, 255]), null],
    });
    expect(inserted.rowsAffected).toBe(1);
    expect(inserted.lastInsertRowid).toBe(1n);
    await db.execute({
      sql: 'INSERT INTO vals (i, r, b) VALUES (?, ?, ?)',
      args: [-(2n ** 63n), 3.25, new Uint8Array([7]).buffer],
    });
    await db.execute({ sql: 'INSERT INTO vals (i, r) VALUES (?, ?)', args: [2n ** 63n - 1n, -0.5] });

    const rs = await db.execute('SELECT i, r, s, b, n FROM vals ORDER BY id');
    expect(rs.columns).toEqual(['i', 'r', 's', 'b', 'n']);
    expect(rs.columnTypes).toEqual(['INTEGER', 'REAL', 'TEXT', 'BLOB', 'NUMERIC']);
    const [a, b, c] = rs.rows;
    expect(a!.i).toBe(big);
    expect(a!.r).toBe(1); // REAL 1.0 stays a float (a number even in bigint mode)
    expect(typeof a!.r).toBe('number');
    expect(a!.s).toBe('héllo 👋');
    expect(a!.b).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(a!.b as ArrayBuffer)]).toEqual([0, 1, 254, 255]);
    expect(a!.n).toBeNull();
    expect(b!.i).toBe(-(2n ** 63n));
    expect(b!.r).toBe(3.25);
    expect([...new Uint8Array(b!.b as ArrayBuffer)]).toEqual([7]);
    expect(c!.i).toBe(2n ** 63n - 1n);
    expect(c!.r).toBe(-0.5);
  });

  it('sends exact Hrana value types on the wire', async () => {
    const res = await t.post({
      requests: [stmt("SELECT 1, 1.0, 'x', x'00ff', NULL, 9223372036854775807, CAST(2 AS REAL)"), { type: 'close' }],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    const body = await res.json();
    expect(body.baton).toBeNull();
    expect(body.results[0].response.result.rows[0]).toEqual([
      { type: 'integer', value: '1' },
      { type: 'float', value: 1 },
      { type: 'text', value: 'x' },
      { type: 'blob', base64: 'AP8=' },
      { type: 'null' },
      { type: 'integer', value: '9223372036854775807' },
      { type: 'float', value: 2 },
    ]);
  });

  it('accepts unpadded base64 and integers given as strings on input', async () => {
    const res = await t.post({
      requests: [
        stmt('SELECT ?, length(?), ?', [
          { type: 'blob', base64: 'AAE' },
          { type: 'blob', base64: 'AAE' },
          { type: 'integer', value: '-9007199254740993' },
        ]),
      ],
    });
    const row = (await res.json()).results[0].response.result.rows[0];
    expect(row).toEqual([
      { type: 'blob', base64: 'AAE=' },
      { type: 'integer', value: '2' },
      { type: 'integer', value: '-9007199254740993' },
    ]);
  });

  it('returns numbers in the default intMode', async () => {
    const plain = t.client();
    const rs = await plain.execute('SELECT 42 AS answer, 0.5 AS half');
    expect(rs.rows[0]).toMatchObject({ answer: 42, half: 0.5 });
  });
});

describe('arguments', () => {
  it('binds positional and numbered parameters', async () => {
    const rs = await db.execute({ sql: 'SELECT ? AS a, ? AS b', args: ['x', 2] });
    expect(rs.rows[0]).toMatchObject({ a: 'x', b: 2 });
    const numbered = await db.execute({ sql: 'SELECT ?2 AS second, ?1 AS first', args: ['one', 'two'] });
    expect(numbered.rows[0]).toMatchObject({ second: 'two', first: 'one' });
  });

  it('binds named parameters with and without prefixes', async () => {
    const rs = await db.execute({
      sql: 'SELECT :a AS a, @b AS b, $c AS c, :a || @b AS ab',
      args: { a: 'A', b: 'B', c: 3n },
    });
    expect(rs.rows[0]).toMatchObject({ a: 'A', b: 'B', c: 3n, ab: 'AB' });
    const prefixed = await db.execute({ sql: 'SELECT :name AS name', args: { ':name': 'with-prefix' } });
    expect(prefixed.rows[0]!.name).toBe('with-prefix');
    // `$x` inside string literals and identifiers is not a parameter.
    const literal = await db.execute({ sql: 'SELECT \'$a :b\' AS s, :v AS "odd$name"', args: { v: 1n } });
    expect(literal.rows[0]).toMatchObject({ s: '$a :b', odd$name: 1n });
  });

  it('rejects missing and surplus arguments with ARGS_INVALID', async () => {
    const missing = await db.execute({ sql: 'SELECT :a, :b', args: { a: 1 } }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(LibsqlError);
    expect((missing as LibsqlError).code).toBe('ARGS_INVALID');
    const surplus = await db.execute({ sql: 'SELECT ?', args: [1, 2] }).catch((e: unknown) => e);
    expect((surplus as LibsqlError).code).toBe('ARGS_INVALID');
  });
});

describe('statement results', () => {
  it('reports affected rows and last insert rowid like sqld', async () => {
    await db.execute({ sql: 'INSERT INTO people (name, age) VALUES (?, ?), (?, ?)', args: ['ann', 30, 'bob', 40] });
    const update = await db.execute('UPDATE people SET age = age + 1');
    expect(update.rowsAffected).toBe(2);
    expect(update.lastInsertRowid).toBeUndefined();
    const select = await db.execute('SELECT * FROM people ORDER BY id');
    expect(select.rowsAffected).toBe(0);
    expect(select.rows.map((r) => r.age)).toEqual([31n, 41n]);
    const returning = await db.execute({
      sql: 'INSERT INTO people (name) VALUES (?) RETURNING id, name',
      args: ['cy'],
    });
    expect(returning.rows[0]).toMatchObject({ id: 3n, name: 'cy' });
    expect(returning.rowsAffected).toBe(1);
    expect(returning.lastInsertRowid).toBe(3n);
    const big = await db.execute({ sql: 'INSERT INTO people (id, name) VALUES (?, ?)', args: [2n ** 62n + 1n, 'big'] });
    expect(big.lastInsertRowid).toBe(2n ** 62n + 1n);
  });

  it('re-reads column metadata after the schema changes', async () => {
    await db.execute('CREATE TABLE shape (a TEXT, b TEXT)');
    await db.execute("INSERT INTO shape VALUES ('1', '2')");
    expect((await db.execute('SELECT * FROM shape')).columns).toEqual(['a', 'b']);
    await db.batch(
      ['DROP TABLE shape', 'CREATE TABLE shape (x INTEGER, y INTEGER)', 'INSERT INTO shape VALUES (1, 2)'],
      'write',
    );
    const rs = await db.execute('SELECT * FROM shape');
    expect(rs.columns).toEqual(['x', 'y']);
    expect(rs.rows[0]).toMatchObject({ x: 1n, y: 2n });
  });

  it('rejects empty and multi-statement SQL in execute', async () => {
    const many = await db.execute('SELECT 1; SELECT 2').catch((e: unknown) => e);
    expect((many as LibsqlError).code).toBe('SQL_MANY_STATEMENTS');
    const none = await db.execute('  -- nothing here').catch((e: unknown) => e);
    expect((none as LibsqlError).code).toBe('SQL_NO_STATEMENT');
    const trailing = await db.execute('SELECT 1 AS one; -- trailing comment');
    expect(trailing.rows[0]!.one).toBe(1n);
  });

  it('surfaces SQLite syntax errors as SQLITE_ERROR', async () => {
    const err = await db.execute('SELEC 1').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((err as LibsqlError).code).toBe('SQLITE_ERROR');
    expect((err as LibsqlError).message).toContain('syntax error');
  });
});
