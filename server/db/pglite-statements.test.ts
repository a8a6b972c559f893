import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.mjs';
import { PGliteThread } from './pglite-thread';

const TYPED = `select $1::int as i, $2::bigint as big, $3::numeric as num, $4::timestamptz as at, $5::date as day,
  $6::bytea as bin, $7::jsonb as doc, $8::text[] as tags, $9::boolean as yes, $10::text as nothing, $11::real as r`;
const VALUES = [
  7,
  9007199254740993n,
  '12.345',
  new Date('2026-03-04T05:06:07.089Z'),
  '2026-03-04',
  new Uint8Array([1, 2, 255]),
  { a: [1, 'b'] },
  ['x', 'y'],
  true,
  null,
  1.5,
];

describe('statements prepared once on PGlite', () => {
  let db: PGlite;
  let statements: PreparedStatements;

  beforeAll(async () => {
    db = await PGlite.create();
    statements = new PreparedStatements(db);
    await statements.open();
    await db.exec('create table items (id int primary key, name text)');
    await db.exec(`insert into items values (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await db.close();
  });

  it("answers with the values and types of PGlite's own query, first and again", async () => {
    const expected = await db.query(TYPED, VALUES);
    for (let i = 0; i < 2; i++) {
      const got = await statements.query(TYPED, VALUES);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
  });

  it('counts the rows a write touched', async () => {
    const res = await statements.query('update items set name = name where id > $1', [0]);
    expect(res.affectedRows).toBe(2);
  });

  it('sees the columns DDL added, whether it came through here or not', async () => {
    const all = 'select * from items where id = $1';
    expect((await statements.query(all, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
    await statements.query('alter table items add column colour text', []);
    expect((await statements.query(all, [1])).rows).toEqual([{ id: 1, name: 'one', colour: null }]);
    await db.exec('alter table items add column size int');
    expect((await statements.query(all, [1])).rows).toEqual([{ id: 1, name: 'one', colour: null, size: null }]);
  });

  it('rejects a statement with its PostgreSQL error and runs the next one', async () => {
    await expect(statements.query('insert into items (id) values ($1)', [1])).rejects.toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect((await statements.query('select name from items where id = $1', [2])).rows).toEqual([{ name: 'two' }]);
  });

  it('keeps answering once more distinct statements were run than it keeps', async () => {
    for (let i = 0; i < 520; i++) await statements.query(`select $1::int + ${i} as n`, [1]);
    expect((await statements.query('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
  });
});

describe('rows handed over from the database thread', () => {
  let thread: PGliteThread;
  let local: PGlite;
  beforeAll(async () => {
    [thread, local] = await Promise.all([PGliteThread.start(undefined), PGlite.create()]);
  });
  afterAll(async () => {
    await Promise.all([thread?.close(), local?.close()]);
  });

  it('keep the types PGlite gives in process (Date, bigint, Uint8Array, json)', async () => {
    expect((await thread.query(TYPED, VALUES)).rows).toEqual((await local.query(TYPED, VALUES)).rows);
  });
});
