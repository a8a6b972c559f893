import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { CMD } from '../../src/domain/events';
import type { Database } from '../db/schema';
import { TableWatchPlugin } from '../db/table-watch';
import { SNAPSHOT_KEPT_MS, SnapshotCache } from './snapshot-cache';

/** A read that answers when told, counting how often it was asked. */
function reader() {
  let reads = 0;
  const pending: Array<{ resolve(v: number): void; reject(e: Error): void }> = [];
  return {
    get reads() {
      return reads;
    },
    read: () =>
      new Promise<number>((resolve, reject) => {
        reads++;
        pending.push({ resolve, reject });
      }),
    answer(v: number) {
      pending.shift()!.resolve(v);
    },
    fail() {
      pending.shift()!.reject(new Error('read failed'));
    },
  };
}

function setup(enabled = true) {
  let now = 0;
  const cache = new SnapshotCache(enabled, () => now);
  return {
    cache,
    tick: (ms: number) => {
      now += ms;
    },
  };
}

describe('SnapshotCache', () => {
  it('serves the boards of a scope from one read until an event of the channel', async () => {
    const { cache } = setup();
    const r = reader();
    const a = cache.read('tasks', ['01'], r.read);
    const b = cache.read('tasks', ['01'], r.read);
    r.answer(1);
    expect([await a, await b]).toEqual([1, 1]);
    expect(await cache.read('tasks', ['01'], r.read)).toBe(1);
    expect(r.reads).toBe(1);

    cache.changed(CMD.ticket);
    const c = cache.read('tasks', ['01'], r.read);
    r.answer(2);
    expect(await c).toBe(2);
    expect(r.reads).toBe(2);
  });

  it('keeps each scope apart, whatever the order its organisations are listed in', async () => {
    const { cache } = setup();
    const r = reader();
    const a = cache.read('queue', ['01', '02'], r.read);
    const b = cache.read('queue', ['02', '01'], r.read);
    const c = cache.read('queue', 'all', r.read);
    r.answer(1);
    r.answer(2);
    expect([await a, await b, await c]).toEqual([1, 1, 2]);
    expect(r.reads).toBe(2);
  });

  it('does not keep a read that an event overtook', async () => {
    const { cache } = setup();
    const r = reader();
    const before = cache.read('park', ['01'], r.read);
    cache.changed(CMD.park);
    const after = cache.read('park', ['01'], r.read);
    r.answer(1);
    r.answer(2);
    expect([await before, await after]).toEqual([1, 2]);
    expect(await cache.read('park', ['01'], r.read)).toBe(2);
    expect(r.reads).toBe(2);
  });

  it('is changed only by the events that change the channel', async () => {
    const { cache } = setup();
    const r = reader();
    const first = cache.read('environment', ['01'], r.read);
    r.answer(1);
    await first;
    cache.changed(CMD.vehiclePositions);
    cache.changed(CMD.batch);
    expect(await cache.read('environment', ['01'], r.read)).toBe(1);
    cache.changed(CMD.environment);
    const next = cache.read('environment', ['01'], r.read);
    r.answer(2);
    expect(await next).toBe(2);
  });

  it("is changed by a write to the tables the channel reads, seen by the process's Kysely", async () => {
    const { cache } = setup();
    const r = reader();
    const db = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new DummyDriver(),
        createIntrospector: (k) => new PostgresIntrospector(k),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
      plugins: [new TableWatchPlugin()],
    });
    const first = cache.read('queue', ['01'], r.read);
    r.answer(1);
    await first;
    await db
      .updateTable('silos')
      .set({ level: 1 } as never)
      .execute();
    expect(await cache.read('queue', ['01'], r.read)).toBe(1);
    // a truck's plate edited on the vehicles screen publishes no event
    await db
      .updateTable('vehicles')
      .set({ plate: '浙A00001' } as never)
      .execute();
    const next = cache.read('queue', ['01'], r.read);
    r.answer(2);
    expect(await next).toBe(2);
  });

  it('reads again once the snapshot is SNAPSHOT_KEPT_MS old, with no event', async () => {
    const { cache, tick } = setup();
    const r = reader();
    const first = cache.read('production', ['01'], r.read);
    r.answer(1);
    await first;
    tick(SNAPSHOT_KEPT_MS - 1);
    expect(await cache.read('production', ['01'], r.read)).toBe(1);
    tick(1);
    const next = cache.read('production', ['01'], r.read);
    r.answer(2);
    expect(await next).toBe(2);
    expect(r.reads).toBe(2);
  });

  it('shares a failure with the calls that waited for it, and keeps none', async () => {
    const { cache } = setup();
    const r = reader();
    const a = cache.read('materials', ['01'], r.read);
    const b = cache.read('materials', ['01'], r.read);
    r.fail();
    await expect(a).rejects.toThrow('read failed');
    await expect(b).rejects.toThrow('read failed');
    const c = cache.read('materials', ['01'], r.read);
    r.answer(3);
    expect(await c).toBe(3);
  });

  it('reads every time when off (a scaled-out server)', async () => {
    const { cache } = setup(false);
    const r = reader();
    const a = cache.read('vehicles', ['01'], r.read);
    const b = cache.read('vehicles', ['01'], r.read);
    r.answer(1);
    r.answer(2);
    expect([await a, await b]).toEqual([1, 2]);
  });
});
