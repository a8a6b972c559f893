import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, sql } from 'kysely';
import { SerialPGliteDialect } from './pglite-dialect';
import { PGliteThread } from './pglite-thread';

type Db = Kysely<{ marks: { id: number } }>;

describe('PGlite through the gated dialect, on its thread', () => {
  let client: PGliteThread;
  let db: Db;

  beforeAll(async () => {
    client = await PGliteThread.start(undefined);
    db = new Kysely({ dialect: new SerialPGliteDialect(client) });
    await sql`create table marks (id int primary key)`.execute(db);
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('rejects only the caller whose pipelined statement failed', async () => {
    const [a, bad, b] = await Promise.allSettled([
      sql<{ n: number }>`select 1 as n`.execute(db),
      sql`select 1 / 0`.execute(db),
      sql<{ n: number }>`select 2 as n`.execute(db),
    ]);
    expect(a.status === 'fulfilled' && a.value.rows).toEqual([{ n: 1 }]);
    expect(bad.status === 'rejected' && (bad.reason as { code?: string }).code).toBe('22012');
    expect(b.status === 'fulfilled' && b.value.rows).toEqual([{ n: 2 }]);
  });

  it('keeps other callers out of a transaction from its BEGIN to its end', async () => {
    const seen: Array<Promise<number>> = [];
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('marks')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await expect(
      db.transaction().execute(async (tx) => {
        await tx.insertInto('marks').values({ id: 1 }).execute();
        // callers outside the transaction, asking while it holds an uncommitted row
        for (let i = 0; i < 5; i++) seen.push(count());
        await tx.insertInto('marks').values({ id: 2 }).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await Promise.all(seen)).toEqual([0, 0, 0, 0, 0]);
  });

  it('lets nobody else in between the statements of a session that starts with a SET', async () => {
    const others: Array<Promise<unknown>> = [];
    const shown = await db.connection().execute(async (c) => {
      await sql`set application_name = 'mine'`.execute(c);
      for (let i = 0; i < 3; i++) others.push(sql`select set_config('application_name', 'theirs', false)`.execute(db));
      await new Promise((r) => setImmediate(r)); // they reach the gate first
      return (await sql<{ application_name: string }>`show application_name`.execute(c)).rows[0].application_name;
    });
    await Promise.all(others);
    expect(shown).toBe('mine');
  });
});
