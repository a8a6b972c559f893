import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { readConfig } from '../../server/config';
import { bootServices } from '../../server/boot';
import type { DB, OpenDatabase } from '../../server/db/database';
import { AlreadySeeded, historyDigest, seedScale } from '../../server/seed/scale/seed-scale';

const UNTIL = '2026-03-04';

/** A fresh PGlite in memory, migrated and empty (the scale seed seeds the demo company itself). */
async function emptyDatabase(): Promise<OpenDatabase> {
  const env = { ...process.env, DATA_DIR: 'memory://', SIMULATOR: 'off', LOG_LEVEL: 'silent', DATABASE_URL: '', DATABASE_SCHEMA: '' };
  return (await bootServices(readConfig(env), { seed: false })).database;
}

async function seeded(seed: number): Promise<OpenDatabase> {
  const database = await emptyDatabase();
  await seedScale(database.db, { scale: 'tiny', seed, until: UNTIL });
  return database;
}

/** Rows a check query returns are the violations: none is the pass. */
async function violations(db: DB, query: string): Promise<unknown[]> {
  return (await sql.raw(query).execute(db)).rows;
}

/** the generated tasks: completed, before the demo's open tasks of today */
const HISTORY = `k.state = 3 and k.open_time < '${UNTIL}'::date + 1`;

describe('npm run seed -- --scale tiny (PGlite)', () => {
  let a: OpenDatabase;
  let b: OpenDatabase;
  // two PGlite boots and seeds: generous on a loaded machine
  beforeAll(async () => {
    [a, b] = [await seeded(7), await seeded(7)];
  }, 300_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('writes a history of tasks, tickets, batches, material consumptions and weigh-ins', async () => {
    const n = async (q: string) => Number((await sql.raw<{ n: string }>(`select count(*) as n from ${q}`).execute(a.db)).rows[0].n);
    expect(await n(`production_tasks k where ${HISTORY}`)).toBeGreaterThan(10);
    expect(await n('delivery_tickets')).toBeGreaterThan(200);
    expect(await n('batch_records')).toBeGreaterThan(await n('delivery_tickets'));
    expect(await n('batch_consumptions')).toBeGreaterThan(await n('batch_records'));
    expect(await n('weighbridge_records')).toBe(await n('material_receipts'));
    expect(await n('weighbridge_records')).toBeGreaterThan(0);
    // the exceptions of the cycle occur, so the checks below see them
    for (const column of ['returned_load_at', 'diverted_at', 'breakdown_at', 'pump_id'])
      expect(await n(`delivery_tickets where ${column} is not null`), column).toBeGreaterThan(0);
  });

  it('leaves no reference pointing at nothing (the bulk load skips the row-by-row key checks)', async () => {
    const fks = await sql<{ child: string; col: string; parent: string; pcol: string }>`
      select c.conrelid::regclass::text as child, a.attname as col, c.confrelid::regclass::text as parent, pa.attname as pcol
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace and array_length(c.conkey, 1) = 1`.execute(a.db);
    expect(fks.rows.map((f) => f.child)).toContain('batch_consumptions');
    for (const f of fks.rows) {
      expect(
        await violations(
          a.db,
          `select x.${f.col} from ${f.child} x where x.${f.col} is not null
        and not exists (select 1 from ${f.parent} p where p.${f.pcol} = x.${f.col}) limit 3`,
        ),
        `${f.child}.${f.col}`,
      ).toEqual([]);
    }
  });

  it("counts a task's loads as its shipped quantity, less the loads sent back", async () => {
    expect(
      await violations(
        a.db,
        `select k.id from production_tasks k
      join lateral (select count(*) as n, sum(t.quantity) as plan, coalesce(sum(t.quantity) filter (where t.returned_load_at is null), 0) as shipped
        from delivery_tickets t where t.task_id = k.id) s on true
      where ${HISTORY} and (s.n <> k.truck_count or s.plan <> k.plan_quantity or s.shipped <> k.shipped_quantity)`,
      ),
    ).toEqual([]);
    expect(await violations(a.db, `select id from production_tasks k where ${HISTORY} and (complete_time is null or complete_time < open_time)`)).toEqual([]);
  });

  it("agrees a ticket with its task's station, customer, project and contract, and its truck and driver", async () => {
    expect(
      await violations(
        a.db,
        `select t.id from delivery_tickets t join production_tasks k on k.id = t.task_id join projects p on p.id = k.project_id
      join vehicles v on v.id = t.vehicle_id left join contracts c on c.id = k.contract_id join hosts h on h.id = k.host_id join recipes r on r.id = k.recipe_id
      where t.org_id <> k.org_id or p.customer_id <> k.customer_id or p.org_id <> k.org_id or v.org_id <> t.org_id or v.kind <> 'mixer'
        or t.driver_id is distinct from v.driver_id or t.quantity > v.capacity or t.quantity <= 0 or h.org_id <> k.org_id or r.org_id <> k.org_id
        or r.strength <> k.strength or (c.id is not null and c.project_id <> k.project_id)
        or t.ticket_code not like k.task_code || '-%'`,
      ),
    ).toEqual([]);
  });

  it('moves every load through the status cycle in order, and ends it back at the plant', async () => {
    expect(
      await violations(
        a.db,
        `select id from delivery_tickets where status <> 0 or back_at is null or created_at <> ticketed_at
      or not (ticketed_at <= loading_at and loading_at <= loaded_at and loaded_at <= to_job_at and to_job_at <= arrived_at and arrived_at <= washing_at
        and washing_at <= back_at)
      or (returned_load_at is null and not (arrived_at <= pouring_at and pouring_at <= end_pour_at and end_pour_at <= washing_at and returning_at <= back_at))
      or (returned_load_at is not null and (pouring_at is not null or returning_at is not null or returned_load_at < to_job_at))
      or (diverted_at is not null and not (diverted_at < arrived_at))
      or (breakdown_at is not null and not (washing_at <= breakdown_at and breakdown_at <= returning_at))`,
      ),
    ).toEqual([]);
  });

  it('never has a truck on two loads, nor a line loading two trucks, at once', async () => {
    expect(
      await violations(
        a.db,
        `select * from (select id, ticketed_at, lag(back_at) over (partition by vehicle_id order by ticketed_at) as prev_back
      from delivery_tickets) x where ticketed_at < prev_back`,
      ),
    ).toEqual([]);
    expect(
      await violations(
        a.db,
        `select * from (select ticket_id, min(at) as first, max(at) as last, host_id from batch_records group by ticket_id, host_id) x
      join lateral (select max(b.at) as other from batch_records b where b.host_id = x.host_id and b.ticket_id <> x.ticket_id
        and b.at between x.first and x.last) o
      on o.other is not null`,
      ),
    ).toEqual([]);
  });

  it("batches a load on its task's line in batches the mixer holds, summing to the load", async () => {
    expect(
      await violations(
        a.db,
        `select t.id from delivery_tickets t join production_tasks k on k.id = t.task_id
      join lateral (select sum(b.quantity) as q, count(*) filter (where b.host_id <> k.host_id or b.task_id <> k.id or b.org_id <> t.org_id
        or b.at < t.loading_at or b.at > t.loaded_at) as wrong, max(b.quantity - m.batch_capacity) as over
        from batch_records b join mixers m on m.id = b.mixer_id where b.ticket_id = t.id) s on true
      where s.q is distinct from t.quantity or s.wrong > 0 or s.over > 0`,
      ),
    ).toEqual([]);
  });

  it("takes the recipe's stored materials out of the line's silos for every batch", async () => {
    expect(
      await violations(
        a.db,
        `select c.id from batch_consumptions c join batch_records b on b.id = c.batch_id join silos s on s.id = c.silo_id
      join production_tasks k on k.id = b.task_id join recipes r on r.id = k.recipe_id
      cross join lateral jsonb_array_elements(r.materials) m
      where m->>'materialName' = c.material_name and (s.host_id <> b.host_id or s.material_name <> c.material_name or c.at <> b.at
        or c.quantity <> round((m->>'kgPerM3')::numeric * b.quantity / 1000, 2))`,
      ),
    ).toEqual([]);
    expect(
      await violations(
        a.db,
        `select b.id from batch_records b join production_tasks k on k.id = b.task_id join recipes r on r.id = k.recipe_id
      where (select count(*) from batch_consumptions c where c.batch_id = b.id)
        <> (select count(*) from jsonb_array_elements(r.materials) m where exists (select 1 from silos s where s.host_id = b.host_id
          and s.material_name = m->>'materialName'))`,
      ),
    ).toEqual([]);
  });

  it('weighs in, per station and material, what the batches consumed, into silos of that material', async () => {
    expect(
      await violations(
        a.db,
        `select c.org_id, c.material_name, c.used, w.net, w.loads from
      (select org_id, material_name, sum(quantity) as used from batch_consumptions group by 1, 2) c
      left join (select org_id, material_name, sum(net) as net, count(*) as loads from weighbridge_records group by 1, 2) w using (org_id, material_name)
      where w.net is null or abs(w.net - c.used) > w.loads * 0.01`,
      ),
    ).toEqual([]);
    expect(
      await violations(
        a.db,
        `select w.id from weighbridge_records w join material_receipts r on r.weighbridge_id = w.id join silos s on s.id = r.silo_id
      where r.quantity <> w.net or w.net <> w.gross - w.tare or w.tare <= 0 or s.org_id <> w.org_id or s.material_name <> w.material_name
        or w.record_code not like 'GB%' or w.supplier_id is null`,
      ),
    ).toEqual([]);
  });

  it('replays the same rows from the same seed, and other rows from another', async () => {
    const digest = await historyDigest(a.db, UNTIL);
    expect(await historyDigest(b.db, UNTIL)).toBe(digest);
    const c = await seeded(8);
    try {
      expect(await historyDigest(c.db, UNTIL)).not.toBe(digest);
    } finally {
      await c.close();
    }
  }, 180_000);

  it('refuses a database that already holds a company', async () => {
    await expect(seedScale(a.db, { scale: 'tiny', seed: 7, until: UNTIL })).rejects.toBeInstanceOf(AlreadySeeded);
  });
});
