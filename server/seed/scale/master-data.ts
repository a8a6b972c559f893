import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { createRandom, type Random } from '../../sim/random';
import { distanceM, offset, type Point } from '../../sim/geo';
import { mixersFor, type ScaleProfile } from './profiles';

type Tx = Transaction<Database>;

export interface StationPlan {
  orgId: string;
  orgNo: number;
  point: Point;
  lines: number;
  mixers: number;
  customers: number;
}

const REGIONS = ['杭州', '浙江', '余杭', '萧山', '富阳', '临平', '钱塘', '临安'];
const NAMES = [
  '宏远',
  '华景',
  '恒业',
  '中兴',
  '天成',
  '金桥',
  '东方',
  '新城',
  '盛达',
  '永盛',
  '瑞丰',
  '广厦',
  '国泰',
  '明珠',
  '泰和',
  '鼎诚',
  '安居',
  '汇通',
  '荣华',
  '嘉禾',
  '同济',
  '力拓',
  '时代',
  '中鼎',
  '华润',
  '银河',
  '锦程',
  '鸿基',
  '信达',
  '博远',
  '德信',
  '建业',
  '长青',
  '昌隆',
  '润泽',
  '顺通',
  '宝华',
  '晨光',
  '立诚',
  '凯达',
];
const KINDS = [
  '建设有限公司',
  '建筑工程有限公司',
  '市政工程有限公司',
  '置业有限公司',
  '路桥工程有限公司',
  '建工集团有限公司',
  '房地产开发有限公司',
  '基础工程有限公司',
  '交通建设有限公司',
  '园林建设有限公司',
];
const SITES = ['安置房', '住宅小区', '地铁站', '商业综合体', '学校', '医院', '标准厂房', '综合管廊', '桥梁', '未来社区', '物流园', '道路改造'];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程';
const GIVEN = ['建国', '志强', '伟', '军', '勇', '杰', '磊', '强', '明', '超', '海峰', '国平', '春生', '小龙', '永刚', '德华', '文斌', '建华', '立新', '红军'];
/** round trip speed on city roads: 30 km/h, in metres a minute */
const METRES_PER_MINUTE = 500;
const CAPACITIES = [10, 12, 12, 14];

/** The n-th generated customer name: region × name × kind gives 3,200 distinct names. */
function customerName(n: number): string {
  const region = REGIONS[Math.floor(n / (NAMES.length * KINDS.length)) % REGIONS.length];
  return `${region}${NAMES[n % NAMES.length]}${KINDS[Math.floor(n / NAMES.length) % KINDS.length]}`;
}

async function count(tx: Tx, table: string): Promise<number> {
  const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(tx);
  return Number(r.rows[0].n);
}

/** The stations of the profile with their lines, the trucks they need and their share of the customers. */
export async function planStations(tx: Tx, profile: ScaleProfile): Promise<StationPlan[]> {
  const r = await sql<{ org_id: string; lat: number; lng: number; lines: string }>`
    select o.org_id, o.lat, o.lng, (select count(*) from hosts h where h.org_id = o.org_id and h.kind = 'line') as lines
    from orgs o where o.org_type = 'station' and o.org_id in (${sql.join(profile.stations)}) order by o.org_id`.execute(tx);
  const stations = r.rows.filter((s) => Number(s.lines) > 0);
  if (stations.length !== profile.stations.length) throw new Error(`scale ${profile.name}: stations ${profile.stations.join(', ')} need production lines`);
  const lines = stations.reduce((n, s) => n + Number(s.lines), 0);
  return stations.map((s) => ({
    orgId: s.org_id,
    orgNo: Number(s.org_id),
    point: { lat: Number(s.lat), lng: Number(s.lng) },
    lines: Number(s.lines),
    mixers: mixersFor(Number(s.lines)),
    customers: Math.round((profile.customers * Number(s.lines)) / lines),
  }));
}

async function addCustomers(tx: Tx, rnd: Random, station: StationPlan, wanted: number, signDate: string): Promise<number[]> {
  const have = await sql<{ id: number }>`select id from customers where org_id = ${station.orgId} order by id`.execute(tx);
  const start = await count(tx, 'customers');
  const rows = Array.from({ length: Math.max(0, wanted - have.rows.length) }, (_, i) => start + i);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const part = rows.slice(i, i + 500).map((n) => {
      const credit = `${rnd.int(10, 200) * 10000}.00`;
      return sql`(${`KH${String(n + 1).padStart(5, '0')}`}, ${customerName(n)},
        ${NAMES[n % NAMES.length] + KINDS[Math.floor(n / NAMES.length) % KINDS.length].slice(0, 2)},
        'company', ${rnd.pick([...SURNAMES]) + rnd.pick(GIVEN)}, ${`139${String(57100000 + n).padStart(8, '0')}`},
        ${credit}, ${station.orgId}, '浙江省杭州市', ${signDate})`;
    });
    const r = await sql<{ id: number; credit_amount: string }>`insert into customers (customer_code, customer_name, short_name, customer_type, contact, phone,
      credit_amount, org_id, address, sign_date) values ${sql.join(part)} returning id, credit_amount`.execute(tx);
    await sql`insert into customer_credits (customer_id, credit_amount, org_id)
      values ${sql.join(r.rows.map((c) => sql`(${c.id}, ${c.credit_amount}, ${station.orgId})`))}`.execute(tx);
    ids.push(...r.rows.map((c) => c.id));
  }
  return [...have.rows.map((c) => c.id), ...ids];
}

/** One to three projects for each customer that has none at the station, each with its contract. */
async function addProjects(tx: Tx, rnd: Random, station: StationPlan, customers: number[], signTime: Date): Promise<void> {
  const withProjects = new Set((await tx.selectFrom('projects').select('customer_id').where('org_id', '=', station.orgId).execute()).map((p) => p.customer_id));
  let seq = await tx
    .selectFrom('projects')
    .select(sql<string>`count(*)`.as('n'))
    .where('org_id', '=', station.orgId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
  const rows = customers
    .filter((c) => !withProjects.has(c))
    .flatMap((customerId) =>
      Array.from({ length: rnd.int(1, 3) }, () => {
        seq += 1;
        const p = offset(station.point, rnd.between(3000, 15000), rnd.between(0, 360));
        const place = rnd.pick(SITES);
        return {
          org_id: station.orgId,
          customer_id: customerId,
          project_code: `XM${station.orgId}${String(seq).padStart(4, '0')}`,
          project_name: `${rnd.pick(NAMES)}${place}${rnd.int(1, 9)}期工程`,
          address: `杭州市${place}`,
          lat: round6(p.lat),
          lng: round6(p.lng),
          radius_m: 300,
        };
      }),
    );
  for (let i = 0; i < rows.length; i += 500) {
    const projects = await tx
      .insertInto('projects')
      .values(rows.slice(i, i + 500))
      .returning(['id', 'customer_id', 'project_code'])
      .execute();
    await tx
      .insertInto('contracts')
      .values(
        projects.map((p) => ({
          org_id: station.orgId,
          customer_id: p.customer_id,
          project_id: p.id,
          contract_code: `HT${p.project_code.slice(2)}`,
          sign_time: signTime,
          state: 1,
        })),
      )
      .execute();
  }
}

/** Mixers (with their drivers) up to what the station's busiest days need. */
async function addMixers(tx: Tx, rnd: Random, station: StationPlan, stationIndex: number): Promise<void> {
  const have = await tx
    .selectFrom('vehicles')
    .select(sql<string>`count(*)`.as('n'))
    .where('org_id', '=', station.orgId)
    .where('kind', '=', 'mixer')
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
  const extra = station.mixers - have;
  if (extra <= 0) return;
  const drivers = await tx
    .insertInto('drivers')
    .values(
      Array.from({ length: extra }, (_, i) => ({
        org_id: station.orgId,
        driver_name: rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
        phone: `136${String(stationIndex * 1000 + i).padStart(8, '0')}`,
        license_no: `3302${String(stationIndex * 1000 + i).padStart(6, '0')}`,
      })),
    )
    .returning('id')
    .execute();
  const letter = { '01': 'Y', '02': 'X', '03': 'F', '04': 'L' }[station.orgId] ?? 'S';
  await tx
    .insertInto('vehicles')
    .values(
      drivers.map((d, i) => ({
        org_id: station.orgId,
        kind: 'mixer',
        driver_id: d.id,
        status: 0,
        plate: `浙A${'CDFGHJKM'[stationIndex]}${String(((1000 + i) * 7919) % 10000).padStart(4, '0')}`,
        inner_number: `${letter}${String(have + i + 1).padStart(3, '0')}`,
        capacity: rnd.pick(CAPACITIES),
        lat: station.point.lat,
        lng: station.point.lng,
      })),
    )
    .execute();
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Customers, projects, contracts and trucks the history needs, added to the demo company's. */
export async function seedMasterData(tx: Tx, seed: number, stations: StationPlan[], firstDay: string): Promise<void> {
  const rnd = createRandom(seed ^ 0x5ca1e);
  const signTime = new Date(`${firstDay}T00:00:00Z`);
  signTime.setUTCDate(signTime.getUTCDate() - 30);
  for (const [i, s] of stations.entries()) {
    const customers = await addCustomers(tx, rnd, s, s.customers, signTime.toISOString().slice(0, 10));
    await addProjects(tx, rnd, s, customers, signTime);
    await addMixers(tx, rnd, s, i);
  }
}

/** Minutes from the station to a project site at city speed (the tickets' travel legs). */
export async function projectTravel(tx: Tx, stations: StationPlan[]): Promise<Array<{ orgId: string; projectId: number; minutes: number }>> {
  const rows = await tx
    .selectFrom('projects')
    .select(['id', 'org_id', 'lat', 'lng'])
    .where(
      'org_id',
      'in',
      stations.map((s) => s.orgId),
    )
    .orderBy('id')
    .execute();
  return rows.map((p) => {
    const home = stations.find((s) => s.orgId === p.org_id)!.point;
    return { orgId: p.org_id, projectId: p.id, minutes: Math.max(6, Math.round(distanceM(home, { lat: p.lat, lng: p.lng }) / METRES_PER_MINUTE)) };
  });
}
