import { LibsqlError, type Client } from '@libsql/client/web';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sleep, startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
let db: Client;

const count = async (client: Client, table = 'items') =>
  (await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n;

beforeAll(async () => {
  t = await startTestServer();
  db = t.client();
});

afterAll(() => t.stop());

beforeEach(async () => {
  await db.executeMultiple(`
    DROP TABLE IF EXISTS items;
    DROP TABLE IF EXISTS counter;
    CREATE TABLE items (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
    CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL, log TEXT NOT NULL DEFAULT '');
    INSERT INTO counter (id, n) VALUES (1, 0);
  `);
});

describe('errors', () => {
  it('surfaces a UNIQUE violation as SQLITE_CONSTRAINT_UNIQUE on the LibsqlError', async () => {
    await db.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] });
    const err = await db.execute({ sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((err as LibsqlError).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect((err as LibsqlError).message).toContain('UNIQUE constraint failed: items.name');
  });
});

describe('batch', () => {
  it('returns one result set per statement for a write batch', async () => {
    const results = await db.batch(
      [
        { sql: 'INSERT INTO items (name) VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO items (name) VALUES (:name)', args: { name: 'b' } },
        'SELECT name FROM items ORDER BY name',
      ],
      'write',
    );
    expect(results).toHaveLength(3);
    expect(results[0]!.rowsAffected).toBe(1);
    expect(results[1]!.lastInsertRowid).toBe(2n);
    expect(results[2]!.rows.map((r) => r.name)).toEqual(['a', 'b']);
  });

  it('rolls back earlier writes when a step fails', async () => {
    const err = await db
      .batch(
        [
          "INSERT INTO items (name) VALUES ('x')",
          "INSERT INTO items (name) VALUES ('y')",
          "INSERT INTO items (name) VALUES ('x')",
        ],
        'write',
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LibsqlError);
    expect((err as LibsqlError).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect(await count(db)).toBe(0);
    // The connection went back to autocommit: a plain write works and stays.
    await db.execute("INSERT INTO items (name) VALUES ('z')");
    expect(await count(db)).toBe(1);
  });

  it('supports migrate() without leaking its PRAGMA into later streams', async () => {
    const foreignKeys = async () => (await db.execute('PRAGMA foreign_keys')).rows[0]![0];
    const initial = await foreignKeys();
    await db.migrate([
      'CREATE TABLE IF NOT EXISTS migrated (id INTEGER PRIMARY KEY)',
      'INSERT INTO migrated DEFAULT VALUES',
    ]);
    expect(await count(db, 'migrated')).toBe(1);
    expect(await foreignKeys()).toBe(initial);
    // Each execute() is its own stream; a PRAGMA set in one must not show up in the next.
    await db.execute(`PRAGMA foreign_keys = ${initial ? 'OFF' : 'ON'}`);
    expect(await foreignKeys()).toBe(initial);
  });
});

describe('executeMultiple (sequence)', () => {
  it('runs scripts including triggers whose bodies contain semicolons', async () => {
    await db.executeMultiple(`
      -- a comment with a ; in it
      CREATE TRIGGER items_log AFTER INSERT ON items BEGIN
        UPDATE counter SET n = n + 1 WHERE id = 1;
        UPDATE counter SET log = log || NEW.name || ';' WHERE id = 1;
      END;
      INSERT INTO items (name) VALUES ('p');
      INSERT INTO items (name) VALUES ('q')
    `);
    const rs = await db.execute('SELECT n, log FROM counter');
    expect(rs.rows[0]).toMatchObject({ n: 2, log: 'p;q;' });
  });

  it('stops at the first failing statement', async () => {
    const err = await db
      .executeMultiple(
        "INSERT INTO items (name) VALUES ('1'); INSERT INTO items (name) VALUES ('1'); INSERT INTO items (name) VALUES ('2');",
      )
      .catch((e: unknown) => e);
    expect((err as LibsqlError).code).toBe('SQLITE_CONSTRAINT_UNIQUE');
    expect((await db.execute('SELECT name FROM items')).rows.map((r) => r.name)).toEqual(['1']);
  });
});

describe('interactive transactions', () => {
  it('commits, and other streams only see the writes afterwards', async () => {
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('in-tx')");
    expect((await tx.execute('SELECT count(*) AS n FROM items')).rows[0]!.n).toBe(1);
    expect(await count(db)).toBe(0); // another stream reads the last committed snapshot (WAL)
    await tx.commit();
    expect(await count(db)).toBe(1);
  });

  it('rolls back', async () => {
    const tx = await db.transaction('write');
    await tx.batch(["INSERT INTO items (name) VALUES ('r1')", "INSERT INTO items (name) VALUES ('r2')"]);
    await tx.rollback();
    expect(await count(db)).toBe(0);
  });

  it('keeps the transaction usable after a failing statement', async () => {
    const tx = await db.transaction('write');
    await tx.execute("INSERT INTO items (name) VALUES ('dup')");
    await expect(tx.execute("INSERT INTO items (name) VALUES ('dup')")).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    await tx.execute("INSERT INTO items (name) VALUES ('other')");
    await tx.commit();
    expect(await count(db)).toBe(2);
  });

  it('serialises two concurrent write transactions on two clients', async () => {
    const a = t.client();
    const b = t.client();
    const txA = await a.transaction('write');
    await txA.execute("UPDATE counter SET n = n + 1, log = log || 'a' WHERE id = 1");

    // B's BEGIN IMMEDIATE has to wait for A's lock; it must not fail and must not block A.
    const bDone = (async () => {
      const txB = await b.transaction('write');
      const rs = await txB.execute('SELECT n FROM counter WHERE id = 1');
      await txB.execute({
        sql: "UPDATE counter SET n = ?, log = log || 'b' WHERE id = 1",
        args: [Number(rs.rows[0]!.n) + 1],
      });
      await txB.commit();
    })();
    await sleep(100);
    await txA.execute("UPDATE counter SET log = log || 'A' WHERE id = 1");
    await txA.commit();
    await bDone;

    const rs = await db.execute('SELECT n, log FROM counter');
    expect(rs.rows[0]).toMatchObject({ n: 2, log: 'aAb' });
  });

  it('handles many concurrent autocommit writes', async () => {
    const clients = [t.client(), t.client(), t.client()];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        clients[i % 3]!.batch(
          [
            { sql: 'INSERT INTO items (name) VALUES (?)', args: [`n${i}`] },
            'UPDATE counter SET n = n + 1 WHERE id = 1',
          ],
          'write',
        ),
      ),
    );
    expect(await count(db)).toBe(30);
    expect((await db.execute('SELECT n FROM counter')).rows[0]!.n).toBe(30);
  });
});
