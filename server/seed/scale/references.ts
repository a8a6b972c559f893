import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { MATERIALS } from '../../operations/plant-vocabulary';
import type { StationPlan } from './master-data';

type Tx = Transaction<Database>;

/** How often each strength is ordered: C30 most, C45/C50 rarely (20 slots). */
const STRENGTH_SLOTS = [
  'C15',
  'C20',
  'C20',
  'C25',
  'C25',
  'C25',
  'C30',
  'C30',
  'C30',
  'C30',
  'C30',
  'C35',
  'C35',
  'C35',
  'C35',
  'C40',
  'C40',
  'C40',
  'C45',
  'C50',
];
export const STRENGTH_SLOT_COUNT = STRENGTH_SLOTS.length;

/** Which supplier types deliver which material (the simulator's weigh-ins pick the same way). */
const SUPPLIED_BY: Record<string, { type: string; name?: string }> = {
  [MATERIALS.cement]: { type: 'cement' },
  [MATERIALS.sand]: { type: 'sand' },
  [MATERIALS.gravel]: { type: 'gravel' },
  [MATERIALS.flyAsh]: { type: 'powder', name: '粉煤灰' },
  [MATERIALS.slag]: { type: 'powder', name: '矿' },
  [MATERIALS.admixture]: { type: 'admixture' },
};

/**
 * Lookup tables of the generator, as temporary tables of the seeding transaction: every generated
 * row picks its project, truck, line, silo or supplier by index from them, so the bulk inserts stay
 * INSERT … SELECT in the database.
 */
export async function createReferences(
  tx: Tx,
  stations: StationPlan[],
  travel: Array<{ projectId: number; minutes: number }>,
  days: Array<{ orgId: string; day: string; dayNo: number; factor: number }>,
): Promise<void> {
  const orgs = stations.map((s) => s.orgId);
  const run = (q: string) => sql.raw(q).execute(tx);
  await run(`create temp table scale_station (org_id varchar(16) primary key, org_no int, lines int, mixers int, projects int, pumps int) on commit drop`);
  await sql`insert into scale_station select s.org_id, s.org_no, s.lines, s.mixers,
      (select count(*) from projects p where p.org_id = s.org_id), (select count(*) from vehicles v where v.org_id = s.org_id and v.kind = 'pump')
    from (values ${sql.join(stations.map((s) => sql`(${s.orgId}, ${s.orgNo}::int, ${s.lines}::int, ${s.mixers}::int)`))})
      as s(org_id, org_no, lines, mixers)`.execute(tx);
  await run(`create temp table scale_line on commit drop as
    select h.org_id, (row_number() over (partition by h.org_id order by h.id) - 1)::int as idx, h.id as host_id, m.id as mixer_id, m.batch_capacity as batch_cap
    from hosts h join lateral (select id, batch_capacity from mixers where host_id = h.id order by id limit 1) m on true
    where h.kind = 'line' and h.org_id in (select org_id from scale_station)`);
  await run(`create temp table scale_mixer on commit drop as
    select org_id, (row_number() over (partition by org_id order by id) - 1)::int as idx, id as vehicle_id, driver_id, capacity
    from vehicles where kind = 'mixer' and org_id in (select org_id from scale_station)`);
  await run(`create unique index on scale_mixer (org_id, idx)`);
  await run(`create temp table scale_pump on commit drop as
    select org_id, (row_number() over (partition by org_id order by id) - 1)::int as idx, id as vehicle_id
    from vehicles where kind = 'pump' and org_id in (select org_id from scale_station)`);
  await run(`create temp table scale_travel (project_id int primary key, minutes int) on commit drop`);
  for (let i = 0; i < travel.length; i += 1000) {
    await sql`insert into scale_travel values ${sql.join(travel.slice(i, i + 1000).map((t) => sql`(${t.projectId}::int, ${t.minutes}::int)`))}`.execute(tx);
  }
  await run(`create temp table scale_project on commit drop as
    select p.org_id, (row_number() over (partition by p.org_id order by p.id) - 1)::int as idx, p.id as project_id, p.customer_id,
      (select c.id from contracts c where c.project_id = p.id order by c.id limit 1) as contract_id, t.minutes as travel
    from projects p join scale_travel t on t.project_id = p.id`);
  await run(`create unique index on scale_project (org_id, idx)`);
  // one recipe per station and strength, the station's first: a station may hold later recipes of
  // the same strength (the demo's recipe awaiting approval), and two would give a task twice
  await sql`create temp table scale_recipe on commit drop as
    select distinct on (r.org_id, s.slot) r.org_id, s.slot::int as idx, r.id as recipe_id, r.strength, r.slump
    from unnest(${STRENGTH_SLOTS}::text[]) with ordinality as s(strength, slot) join recipes r on r.strength = s.strength
    where r.org_id in (${sql.join(orgs)}) order by r.org_id, s.slot, r.id`.execute(tx);
  await run(`create temp table scale_recipe_material on commit drop as
    select r.id as recipe_id, m.ord::int as ord, m.item->>'materialName' as material_name, (m.item->>'kgPerM3')::numeric as kg
    from recipes r cross join lateral jsonb_array_elements(r.materials) with ordinality as m(item, ord) where r.org_id in (select org_id from scale_station)`);
  await run(`create temp table scale_silo on commit drop as
    select host_id, material_name, (row_number() over (partition by host_id, material_name order by id) - 1)::int as idx,
      count(*) over (partition by host_id, material_name)::int as n, id as silo_id
    from silos where host_id in (select host_id from scale_line)`);
  await run(`create temp table scale_station_silo on commit drop as
    select org_id, material_name, (row_number() over (partition by org_id, material_name order by id) - 1)::int as idx,
      count(*) over (partition by org_id, material_name)::int as n, id as silo_id
    from silos where org_id in (select org_id from scale_station)`);
  await run(`create temp table scale_supplier (material_name varchar(50), idx int, n int, supplier_id int, supplier_name varchar(100)) on commit drop`);
  for (const [material, by] of Object.entries(SUPPLIED_BY)) {
    await sql`insert into scale_supplier select ${material}, (row_number() over (order by id) - 1)::int, count(*) over ()::int, id, name
      from suppliers where supply_type = ${by.type} and (${by.name ?? ''} = '' or name like ${`%${by.name ?? ''}%`})`.execute(tx);
  }
  await run(`create temp table scale_day (org_id varchar(16), org_no int, day date, day_no int, factor double precision) on commit drop`);
  for (let i = 0; i < days.length; i += 1000) {
    await sql`insert into scale_day values ${sql.join(
      days.slice(i, i + 1000).map((d) => {
        const orgNo = stations.find((s) => s.orgId === d.orgId)!.orgNo;
        return sql`(${d.orgId}, ${orgNo}::int, ${d.day}::date, ${d.dayNo}::int, ${d.factor}::float8)`;
      }),
    )}`.execute(tx);
  }
  await run(`create index on scale_day (day_no)`);
}
