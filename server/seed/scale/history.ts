import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { DEMO_POUR_METHODS, DEMO_POUR_SITES, MATERIALS, PUMPED } from '../../operations/plant-vocabulary';
import { BATCH_SECONDS, LINE_SLOT_MIN, TICKETS_PER_TASK, WORKING_MINUTES } from './profiles';
import { STRENGTH_SLOT_COUNT } from './references';

type Tx = Transaction<Database>;

/**
 * The bulk of a scale seed, one chunk of days at a time, entirely in the database
 * (INSERT … SELECT over generate_series). Every random choice is a hash of the seed, a stream
 * number and the row's logical key (station, day, line, task, load), never of a generated id, so
 * the same seed and end day give the same rows on PGlite and on PostgreSQL.
 */
export interface HistoryContext {
  seed: number;
  timeZone: string;
  tasksPerLineDay: number;
}

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const arr = (xs: readonly string[]) => `array[${xs.map(lit).join(', ')}]`;
const PUMPED_SLOTS = DEMO_POUR_METHODS.map((m, i) => (m === PUMPED ? i + 1 : 0))
  .filter(Boolean)
  .join(', ');
/** tonnes a supplier's truck brings: admixture tankers are small */
const LOAD_T = `case when material_name = ${lit(MATERIALS.admixture)} then 9 else 34 end`;

function helpers(c: HistoryContext) {
  /** uniform in [0, 1) from the seed, a stream number and an integer key */
  const u = (stream: number, key: string) => `((hashint8extended((${key})::bigint, ${c.seed * 100 + stream}) & 4294967295)::float8 / 4294967296)`;
  /** the instant `minutes` after 05:00 plant time on `day` */
  const at = (day: string, minutes: string) =>
    `((${day} + interval '5 hours' + make_interval(secs => round((${minutes}) * 60))) at time zone ${lit(c.timeZone)})`;
  return { u, at };
}

/** Seconds spent per statement kind over the whole seed (SEED_PROFILE=1 prints them): where a slow seed spends its time. */
export const statementSeconds = new Map<string, number>();

async function exec(tx: Tx, q: string): Promise<number> {
  const t = performance.now();
  const r = await sql.raw(q).execute(tx);
  const kind = q.trim().split(/\s+/).slice(0, 3).join(' ');
  statementSeconds.set(kind, (statementSeconds.get(kind) ?? 0) + (performance.now() - t) / 1000);
  return Number(r.numAffectedRows ?? 0);
}

export async function createStaging(tx: Tx): Promise<void> {
  await exec(
    tx,
    `create temp table scale_task (org_id varchar(16), org_no int, day date, day_no int, line_idx int, host_id int, tkey bigint, n_tickets int,
    start_min int, interval_min int, project_idx int, recipe_slot int, pour_idx int, site_idx int, seq int, task_code varchar(32)) on commit drop`,
  );
  await exec(
    tx,
    `create temp table scale_ticket (tkey bigint, j int, org_id varchar(16), day date, task_code varchar(32), host_id int, vehicle_id int,
    driver_id int, pump_id int, quantity numeric(12, 2), m_ticketed float8, m_loading float8, m_loaded float8, m_to_job float8, m_arrived float8,
    m_diverted float8, m_returned float8, m_pouring float8, m_end_pour float8,
    m_washing float8, m_returning float8, m_breakdown float8, m_back float8) on commit drop`,
  );
}

/** The tasks of days [from, to] of every station: how many per line and day, each with its loads, project, recipe and pour. */
function tasksSql(c: HistoryContext, from: number, to: number): string {
  const { u } = helpers(c);
  const dayKey = '(d.day_no * 10 + d.org_no)';
  return `insert into scale_task
    select y.*, 'RW' || to_char(y.day, 'YYYYMMDD') || y.org_id || lpad(y.seq::text, 3, '0') from (
      select x.*, row_number() over (partition by x.org_id, x.day order by x.start_min, x.line_idx, x.tkey)::int as seq from (
        select d.org_id, d.org_no, d.day, d.day_no, l.idx, l.host_id, k.tkey,
          ${TICKETS_PER_TASK.min} + floor(${TICKETS_PER_TASK.spread} * ${u(1, 'k.tkey')})::int,
          floor(840 * ${u(2, 'k.tkey')})::int, 6 + floor(15 * ${u(3, 'k.tkey')})::int,
          floor(st.projects * power(${u(4, 'k.tkey')}, 1.8))::int, 1 + floor(${STRENGTH_SLOT_COUNT} * ${u(5, 'k.tkey')})::int,
          1 + floor(${DEMO_POUR_METHODS.length} * ${u(6, 'k.tkey')})::int, 1 + floor(${DEMO_POUR_SITES.length} * ${u(7, 'k.tkey')})::int
        from scale_day d join scale_station st on st.org_id = d.org_id join scale_line l on l.org_id = d.org_id
        cross join lateral (select ${dayKey} * 1000 + l.idx * 100 + g as tkey
          from generate_series(1, greatest(1, round(${c.tasksPerLineDay} * d.factor * (0.8 + 0.4 * ${u(8, `${dayKey} * 10 + l.idx`)}))::int)) g) k
        where d.day_no between ${from} and ${to}
      ) x(org_id, org_no, day, day_no, line_idx, host_id, tkey, n_tickets, start_min, interval_min, project_idx, recipe_slot, pour_idx, site_idx)
    ) y`;
}

/**
 * The loads of the staged tasks. A line takes its loads in the order the sites want them, spread
 * evenly over the working day (never closer than a loading takes); trucks are taken in turn in
 * the order of tickets, and a station has enough of them that a truck is back before its next
 * turn. The times of each load follow the simulator's cycle, exceptions included: 2 % sent back
 * full (not shipped), 2 % diverted to another site, 1 % broken down on the way back.
 */
function ticketsSql(c: HistoryContext): string {
  const { u } = helpers(c);
  const k = 's.key';
  return `insert into scale_ticket
    select s.tkey, s.j, s.org_id, s.day, s.task_code, s.host_id, s.vehicle_id, s.driver_id, s.pump_id, q.quantity,
      s.t_min, s.t_min + 0.5, l1.loaded, lo.to_job, x2.arrived, x1.diverted, x1.returned, p1.pouring, p1.pouring + q.quantity * (1 + 0.6 * ${u(18, k)}),
      p3.washing, r3.returning, r2.breakdown, r4.back
    from (
      select s3.*, m.vehicle_id, m.driver_id, m.capacity::float8 as capacity, l.batch_cap::float8 as batch_cap, p.travel, pu.vehicle_id as pump_id
      from (
        select s2.*, st.pumps, (row_number() over (partition by s2.org_id, s2.day order by s2.t_min, s2.host_id) - 1) % st.mixers as truck_idx
        from (
          select s1.*, s1.i_line * s1.spacing + ${u(10, 's1.key')} * (s1.spacing - ${LINE_SLOT_MIN}) as t_min
          from (
            select t.tkey, j, t.tkey * 64 + j as key, t.org_id, t.day, t.task_code, t.host_id, t.n_tickets, t.project_idx, t.pour_idx,
              row_number() over (partition by t.org_id, t.day, t.host_id
                order by t.start_min + (j - 1) * t.interval_min + 3 * ${u(9, 't.tkey * 64 + j')}, t.tkey, j) - 1 as i_line,
              greatest(${LINE_SLOT_MIN}, ${WORKING_MINUTES}.0 / count(*) over (partition by t.org_id, t.day, t.host_id)) as spacing
            from scale_task t cross join lateral generate_series(1, t.n_tickets) j
          ) s1
        ) s2 join scale_station st on st.org_id = s2.org_id
      ) s3 join scale_mixer m on m.org_id = s3.org_id and m.idx = s3.truck_idx
      join scale_line l on l.host_id = s3.host_id join scale_project p on p.org_id = s3.org_id and p.idx = s3.project_idx
      left join scale_pump pu on s3.pour_idx in (${PUMPED_SLOTS}) and pu.org_id = s3.org_id and pu.idx = s3.tkey % greatest(s3.pumps, 1)
    ) s
    -- offset 0 keeps each step a step: pulled up, every later step would repeat the earlier expressions (and their hashes) inline
    cross join lateral (select (case when s.j = s.n_tickets then greatest(1, round(s.capacity * (0.3 + 0.7 * ${u(11, k)}) * 2) / 2)
      else s.capacity end)::numeric(12, 2) as quantity offset 0) q
    cross join lateral (select s.t_min + 0.7 + (ceil(q.quantity::float8 / s.batch_cap) - 1) * ${BATCH_SECONDS} / 60.0 as loaded offset 0) l1
    cross join lateral (select l1.loaded + 1 + 2 * ${u(12, k)} as to_job, s.travel * (0.9 + 0.2 * ${u(13, k)}) as tr,
      ${u(14, k)} as e, 5 + 10 * ${u(15, k)} as wait1 offset 0) lo
    cross join lateral (select case when lo.e >= 0.02 and lo.e < 0.04 then lo.to_job + lo.tr + lo.wait1 end as diverted,
      case when lo.e < 0.02 then lo.to_job + lo.tr + lo.wait1 end as returned offset 0) x1
    cross join lateral (select coalesce(x1.diverted + 5 + 10 * ${u(16, k)}, lo.to_job + lo.tr) as arrived offset 0) x2
    cross join lateral (select case when x1.returned is null then x2.arrived + 5 + 15 * ${u(17, k)} end as pouring offset 0) p1
    cross join lateral (select coalesce(x1.returned + lo.tr, p1.pouring + q.quantity * (1 + 0.6 * ${u(18, k)}) + 2 + 2 * ${u(19, k)}) as washing offset 0) p3
    cross join lateral (select case when x1.returned is null then p3.washing + 5 + 5 * ${u(20, k)} end as ret_start,
      case when lo.e >= 0.04 and lo.e < 0.05 then ${u(21, k)} end as f offset 0) r1
    cross join lateral (select r1.ret_start + lo.tr * r1.f as breakdown offset 0) r2
    cross join lateral (select coalesce(r2.breakdown + 20 + 10 * ${u(22, k)}, r1.ret_start) as returning offset 0) r3
    cross join lateral (select case when x1.returned is not null then p3.washing + 5 + 5 * ${u(23, k)}
      else r3.returning + lo.tr * (1 - coalesce(r1.f, 0)) end as back offset 0) r4`;
}

/** Completed tasks: plan = every load, shipped = the loads not sent back (as the ticket service counts). */
function insertTasksSql(c: HistoryContext): string {
  const { u, at } = helpers(c);
  return `insert into production_tasks (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump, pour_method,
      plan_quantity, shipped_quantity, open_time, truck_count, host_id, state, complete_time)
    select t.org_id, p.customer_id, p.project_id, p.contract_id, r.recipe_id, t.task_code, (${arr(DEMO_POUR_SITES)})[t.site_idx], r.strength, r.slump,
      (${arr(DEMO_POUR_METHODS)})[t.pour_idx], a.plan, a.shipped, ${at('t.day', `a.first - 10 - 50 * ${u(24, 't.tkey')}`)}, t.n_tickets, t.host_id, 3,
      ${at('t.day', 'a.last_loaded + 1')}
    from scale_task t
    join (select tkey, sum(quantity) as plan, coalesce(sum(quantity) filter (where m_returned is null), 0) as shipped, min(m_ticketed) as first,
      max(m_loaded) as last_loaded from scale_ticket group by tkey) a on a.tkey = t.tkey
    join scale_project p on p.org_id = t.org_id and p.idx = t.project_idx
    join scale_recipe r on r.org_id = t.org_id and r.idx = t.recipe_slot
    order by t.day, t.org_id, t.seq`;
}

function insertTicketsSql(c: HistoryContext): string {
  const { at } = helpers(c);
  const cols = [
    'ticketed',
    'loading',
    'loaded',
    'to_job',
    'arrived',
    'pouring',
    'end_pour',
    'washing',
    'returning',
    'back',
    'diverted',
    'returned',
    'breakdown',
  ];
  return `insert into delivery_tickets (org_id, task_id, vehicle_id, driver_id, pump_id, ticket_code, quantity, created_at, status,
      ${cols.map((x) => (x === 'returned' ? 'returned_load_at' : `${x}_at`)).join(', ')})
    select s.org_id, k.id, s.vehicle_id, s.driver_id, s.pump_id, s.task_code || '-' || lpad(s.j::text, 3, '0'), s.quantity, ${at('s.day', 's.m_ticketed')}, 0,
      ${cols.map((x) => at('s.day', `s.m_${x}`)).join(', ')}
    from scale_ticket s join production_tasks k on k.task_code = s.task_code
    order by s.day, s.m_ticketed, s.org_id, s.host_id`;
}

/** Batches of at most the mixer's capacity, 50 s apart from the start of loading: they sum to the load. */
const batchesSql = (lastTicket: number) => `insert into batch_records (org_id, host_id, mixer_id, task_id, ticket_id, quantity, at)
  select t.org_id, l.host_id, l.mixer_id, t.task_id, t.id, least(l.batch_cap, t.quantity - l.batch_cap * (b - 1)),
    t.loading_at + (b - 1) * interval '${BATCH_SECONDS} seconds'
  from delivery_tickets t join production_tasks k on k.id = t.task_id join scale_line l on l.host_id = k.host_id
  cross join lateral generate_series(1, ceil(t.quantity / l.batch_cap)::int) b
  where t.id > ${lastTicket} order by t.id, b`;

/** The recipe's materials out of the line's silos (water is metered, not stored, as in the production service). */
const consumptionsSql = (lastBatch: number) => `insert into batch_consumptions (org_id, batch_id, silo_id, material_name, quantity, at)
  select b.org_id, b.id, s.silo_id, m.material_name, round(m.kg * b.quantity / 1000, 2), b.at
  from batch_records b join production_tasks k on k.id = b.task_id join scale_recipe_material m on m.recipe_id = k.recipe_id
  join scale_silo s on s.host_id = b.host_id and s.material_name = m.material_name and s.idx = b.id % s.n
  where b.id > ${lastBatch} order by b.id, m.ord`;

/** Each day's weigh-ins bring what the day's batches took out of the silos, in trucks of about 34 t (admixture 9 t). */
function weighingsSql(c: HistoryContext, lastConsumption: number): string {
  const { u } = helpers(c);
  const key = "((w.day - date '2000-01-01') * 100 + w.org_no * 10 + w.mat) * 1000 + w.k";
  return `insert into weighbridge_records (org_id, supplier_id, record_code, plate, material_name, supplier_name, gross, tare, net, at)
    select w.org_id, sp.supplier_id, '', '浙' || (array['A', 'B', 'F', 'G'])[1 + floor(4 * ${u(30, key)})::int] || (10000 + floor(90000 * ${u(31, key)})::int),
      w.material_name, coalesce(sp.supplier_name, ''), w.net + w.tare, w.tare, w.net, w.at
    from (
      select n.*, g.k, round((n.total / n.loads)::numeric, 2) as net,
        round((14 + 4 * ${u(32, "((n.day - date '2000-01-01') * 100 + n.org_no * 10 + n.mat) * 1000 + g.k")})::numeric, 2) as tare,
        ((n.day + interval '6 hours' + make_interval(secs => round(((g.k - 0.5) * 960.0 / n.loads) * 60))) at time zone ${lit(c.timeZone)}) as at
      from (
        select x.*, st.org_no, dense_rank() over (order by x.material_name)::int as mat, ceil(x.total / (${LOAD_T}))::int as loads
        from (select org_id, (at at time zone ${lit(c.timeZone)})::date as day, material_name, sum(quantity) as total
          from batch_consumptions where id > ${lastConsumption} group by 1, 2, 3) x join scale_station st on st.org_id = x.org_id
      ) n cross join lateral generate_series(1, n.loads) g(k)
    ) w left join scale_supplier sp on sp.material_name = w.material_name and sp.idx = w.k % sp.n
    order by w.at, w.org_id, w.material_name`;
}

const receiptsSql = (c: HistoryContext, lastWeighing: number) => [
  `update weighbridge_records set record_code = 'GB' || to_char(at at time zone ${lit(c.timeZone)}, 'YYYYMMDD') || org_id
    || lpad(id::text, greatest(6, length(id::text)), '0') where id > ${lastWeighing}`,
  `insert into material_receipts (org_id, weighbridge_id, silo_id, material_name, quantity, at)
    select w.org_id, w.id, s.silo_id, w.material_name, w.net, w.at from weighbridge_records w
    join scale_station_silo s on s.org_id = w.org_id and s.material_name = w.material_name and s.idx = w.id % s.n
    where w.id > ${lastWeighing} order by w.id`,
];

async function maxId(tx: Tx, table: string): Promise<number> {
  const r = await sql<{ m: string | null }>`select max(id) as m from ${sql.table(table)}`.execute(tx);
  return Number(r.rows[0].m ?? 0);
}

export interface ChunkRows {
  tasks: number;
  tickets: number;
  batches: number;
  consumptions: number;
  weighings: number;
}

/** Generates days [from, to] (day numbers) of every station of the plan. */
export async function generateChunk(tx: Tx, c: HistoryContext, from: number, to: number): Promise<ChunkRows> {
  await exec(tx, 'truncate scale_task, scale_ticket');
  await exec(tx, tasksSql(c, from, to));
  await exec(tx, 'analyze scale_task');
  await exec(tx, ticketsSql(c));
  await exec(tx, 'analyze scale_ticket');
  const lastTicket = await maxId(tx, 'delivery_tickets');
  const lastBatch = await maxId(tx, 'batch_records');
  const lastConsumption = await maxId(tx, 'batch_consumptions');
  const lastWeighing = await maxId(tx, 'weighbridge_records');
  const tasks = await exec(tx, insertTasksSql(c));
  const tickets = await exec(tx, insertTicketsSql(c));
  const batches = await exec(tx, batchesSql(lastTicket));
  const consumptions = await exec(tx, consumptionsSql(lastBatch));
  const weighings = await exec(tx, weighingsSql(c, lastConsumption));
  const [codes, receipts] = receiptsSql(c, lastWeighing);
  await exec(tx, codes);
  await exec(tx, receipts);
  return { tasks, tickets, batches, consumptions, weighings: weighings * 2 };
}
