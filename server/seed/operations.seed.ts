import { sql } from 'kysely';
import type { DB } from '../db/database';
import { createClock } from '../clock';
import { createRandom, type Random } from '../sim/random';
import { offset, type Point } from '../sim/geo';
import { fromPlant } from '../operations/plant-time';
import { DEMO_POUR_METHODS, DEMO_POUR_SITES, MATERIALS } from '../operations/plant-vocabulary';

/**
 * The plant of the demo company (issue 4 §1): lines, mixers, silos, recipes, customers, projects,
 * contracts, a fleet with its drivers and today's tasks, for the four stations around Hangzhou.
 * Deterministic: one fixed seed, batch inserts only (the first start stays fast).
 */
export const OPERATIONS_SEED = 20260401;

/** kg per m³: cement, fly ash, slag, sand, gravel, water, admixture. */
const RECIPES: Array<[string, number[]]> = [
  ['C15', [200, 80, 50, 820, 1080, 180, 4.0]],
  ['C20', [230, 80, 60, 800, 1060, 175, 4.5]],
  ['C25', [260, 80, 70, 780, 1050, 170, 5.2]],
  ['C30', [290, 80, 80, 760, 1040, 165, 6.0]],
  ['C35', [320, 80, 90, 740, 1040, 160, 6.8]],
  ['C40', [360, 70, 100, 700, 1050, 155, 7.6]],
  ['C45', [400, 60, 100, 680, 1050, 150, 8.4]],
  ['C50', [430, 60, 110, 660, 1050, 145, 9.2]],
];
const RECIPE_MATERIALS = [MATERIALS.cement, MATERIALS.flyAsh, MATERIALS.slag, MATERIALS.sand, MATERIALS.gravel, '水', MATERIALS.admixture];

/** Silos of one production line: name, code, material, capacity in tonnes. */
const LINE_SILOS: Array<[string, string, string, number]> = [
  ['水泥仓1#', 'WL0001', MATERIALS.cement, 300],
  ['水泥仓2#', 'WL0001', MATERIALS.cement, 300],
  ['粉煤灰仓', 'WL0004', MATERIALS.flyAsh, 200],
  ['矿粉仓', 'WL0005', MATERIALS.slag, 200],
  ['砂仓', 'WL0002', MATERIALS.sand, 400],
  ['石子仓', 'WL0003', MATERIALS.gravel, 500],
  ['外加剂罐', 'WL0006', MATERIALS.admixture, 20],
];

const STATIONS: Record<string, { letter: string; lines: number; places: string[] }> = {
  '01': { letter: 'Y', lines: 3, places: ['良渚文化村', '未来科技城', '仓前', '闲林', '五常', '瓶窑', '勾庄', '仁和', '径山', '中泰'] },
  '02': { letter: 'X', lines: 3, places: ['钱江世纪城', '宁围', '瓜沥', '义桥', '闻堰', '新塘', '北干', '所前', '临浦', '益农'] },
  '03': { letter: 'F', lines: 2, places: ['银湖', '东洲', '春江', '富春湾新城', '新登', '场口', '受降', '鹿山', '灵桥', '大源'] },
  '04': { letter: 'L', lines: 2, places: ['临平新城', '乔司', '塘栖', '崇贤', '运河', '星桥', '东湖', '南苑', '仁和先进制造业基地', '超山'] },
};
const PROJECT_KINDS = [
  '安置房项目',
  '住宅小区二期',
  '地铁站主体工程',
  '商业综合体',
  '学校新建工程',
  '人民医院迁建工程',
  '产业园标准厂房',
  '综合管廊工程',
  '大桥引桥工程',
  '未来社区项目',
];
const SLUMPS = ['120±30', '160±30', '180±30', '200±30'];
const MORE_CUSTOMERS: Array<[string, string, string]> = [
  ['杭州余杭城建发展有限公司', '余杭城建', '01'],
  ['浙江宝业建设集团有限公司', '宝业建设', '01'],
  ['中天建设集团有限公司', '中天建设', '01'],
  ['杭州钱江新城建设开发有限公司', '钱江新城建设', '02'],
  ['浙江中成建工集团有限公司', '中成建工', '02'],
  ['萧山交通工程建设有限公司', '萧山交建', '02'],
  ['杭州富阳城市建设发展集团', '富阳城建', '03'],
  ['浙江恒力建设有限公司', '恒力建设', '03'],
  ['中铁十六局集团杭州工程公司', '中铁十六局', '03'],
  ['杭州临平城市发展集团有限公司', '临平城发', '04'],
  ['浙江大东吴集团建设有限公司', '大东吴建设', '04'],
  ['华东勘测设计院工程公司', '华东院工程', '04'],
  ['杭州市城市基础设施开发总公司', '杭州城投', '04'],
  ['宏润建设集团股份有限公司', '宏润建设', '04'],
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程';
const GIVEN = ['建国', '志强', '伟', '军', '勇', '杰', '磊', '强', '明', '超', '海峰', '国平', '春生', '小龙', '永刚', '德华', '文斌', '建华', '立新', '红军'];
const MIXERS_PER_STATION = 40;
const PUMPS_PER_STATION = 4;
const TASKS_PER_STATION = 8;

const round2 = (n: number) => Math.round(n * 100) / 100;

function plate(i: number): string {
  return `浙A${'BCDFGHJK'[Math.floor(i / 1000) % 8]}${String((i * 7919) % 10000).padStart(4, '0')}`;
}

async function plantClock(db: DB) {
  const tz = await db.selectFrom('settings').select('value').where('type', '=', 'plant_time_zone').executeTakeFirst();
  return createClock(tz?.value || process.env.PLANT_TZ || 'Asia/Shanghai');
}

async function seedCustomers(db: DB, orgIds: string[]): Promise<Map<string, number[]>> {
  const start = Number(
    (
      await db
        .selectFrom('customers')
        .select(sql<string>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const rows = await db
    .insertInto('customers')
    .values(
      MORE_CUSTOMERS.map(([name, short, org], i) => ({
        customer_code: `KH${String(start + i + 1).padStart(5, '0')}`,
        customer_name: name,
        short_name: short,
        customer_type: 'company',
        contact: SURNAMES[i] + GIVEN[i % GIVEN.length],
        phone: `139057100${String(start + i + 1).padStart(2, '0')}`,
        credit_amount: '500000.00',
        org_id: org,
        address: '浙江省杭州市',
        sign_date: '2026-01-15',
      })),
    )
    .returning(['id', 'credit_amount', 'org_id'])
    .execute();
  await db
    .insertInto('customer_credits')
    .values(rows.map((r) => ({ customer_id: r.id, credit_amount: r.credit_amount ?? '0', org_id: r.org_id })))
    .execute();
  const all = await db.selectFrom('customers').select(['id', 'org_id']).orderBy('id').execute();
  const byOrg = new Map<string, number[]>(orgIds.map((o) => [o, []]));
  for (const c of all) byOrg.get(c.org_id)?.push(c.id);
  return byOrg;
}

async function seedPlant(db: DB, org: string, letter: string, lineCount: number) {
  const lines = await db
    .insertInto('hosts')
    .values(
      Array.from({ length: lineCount }, (_, i) => ({
        host_name: `${i + 1}#生产线`,
        ip: `10.1.${Number(org)}.${31 + i}`,
        port: 502,
        kind: 'line',
        org_id: org,
        line_no: i + 1,
        capacity_per_hour: '180.00',
        remark: `HZS180 ${letter}${i + 1}`,
      })),
    )
    .returning(['id'])
    .execute();
  await db
    .insertInto('mixers')
    .values(lines.map((l, i) => ({ org_id: org, host_id: l.id, name: `${i + 1}#主机`, batch_capacity: '3.00' })))
    .execute();
  await db
    .insertInto('silos')
    .values(
      lines.flatMap((l, li) =>
        LINE_SILOS.map(([name, code, material, cap], si) => ({
          org_id: org,
          host_id: l.id,
          name: `${li + 1}#线${name}`,
          material_code: code,
          material_name: material,
          capacity: cap,
          // from a fifth to nine tenths full, so the wall shows silos to watch from the first minute
          level: round2(cap * (0.2 + ((li * 7 + si * 3) % 15) / 20)),
          alarm_low: round2(cap * 0.15),
          alarm_high: round2(cap * 0.95),
        })),
      ),
    )
    .execute();
  await db
    .insertInto('recipes')
    .values(
      RECIPES.map(([strength, kg], i) => ({
        org_id: org,
        recipe_code: `PB${org}-${strength}`,
        strength,
        slump: SLUMPS[i % SLUMPS.length],
        materials: JSON.stringify(kg.map((kgPerM3, m) => ({ materialName: RECIPE_MATERIALS[m], kgPerM3 }))),
      })),
    )
    .execute();
}

async function seedProjects(db: DB, rnd: Random, org: string, station: Point, customers: number[]) {
  const s = STATIONS[org];
  const projects = await db
    .insertInto('projects')
    .values(
      s.places.map((place, i) => {
        const p = offset(station, rnd.between(3000, 22000), rnd.between(0, 360));
        return {
          org_id: org,
          customer_id: customers[i % customers.length],
          project_code: `XM${org}${String(i + 1).padStart(3, '0')}`,
          project_name: `${place}${PROJECT_KINDS[(i + Number(org)) % PROJECT_KINDS.length]}`,
          address: `杭州市${place}`,
          lat: round6(p.lat),
          lng: round6(p.lng),
          radius_m: 300,
        };
      }),
    )
    .returning(['id', 'customer_id'])
    .execute();
  await db
    .insertInto('contracts')
    .values(
      projects.map((p, i) => ({
        org_id: org,
        customer_id: p.customer_id,
        project_id: p.id,
        contract_code: `HT2026${org}${String(i + 1).padStart(3, '0')}`,
        state: 1,
      })),
    )
    .execute();
  return projects as Array<{ id: number; customer_id: number }>;
}
const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

async function seedFleet(db: DB, rnd: Random, org: string, station: Point, stationIndex: number) {
  const count = MIXERS_PER_STATION + PUMPS_PER_STATION;
  const drivers = await db
    .insertInto('drivers')
    .values(
      Array.from({ length: count }, (_, i) => ({
        org_id: org,
        driver_name: rnd.pick([...SURNAMES]) + rnd.pick(GIVEN),
        phone: `137${String(stationIndex * 1000 + i).padStart(8, '0')}`,
        license_no: `3301${String(stationIndex * 1000 + i).padStart(6, '0')}`,
      })),
    )
    .returning(['id'])
    .execute();
  const letter = STATIONS[org].letter;
  await db
    .insertInto('vehicles')
    .values(
      drivers.map((d, i) => {
        const pump = i >= MIXERS_PER_STATION;
        const yard = offset(station, rnd.between(20, 120), rnd.between(0, 360));
        return {
          org_id: org,
          kind: pump ? 'pump' : 'mixer',
          plate: plate(stationIndex * 100 + i + 1),
          inner_number: pump ? `${letter}B${String(i - MIXERS_PER_STATION + 1).padStart(2, '0')}` : `${letter}${String(i + 1).padStart(3, '0')}`,
          capacity: pump ? (i % 2 ? 56 : 48) : rnd.pick([10, 12, 12, 14]),
          driver_id: d.id,
          status: 0,
          lat: round6(yard.lat),
          lng: round6(yard.lng),
        };
      }),
    )
    .execute();
}

async function seedTasks(db: DB, rnd: Random, org: string, projects: Array<{ id: number; customer_id: number }>, openAt: (hhmm: string) => Date, day: string) {
  const recipes = await db.selectFrom('recipes').select(['id', 'strength', 'slump']).where('org_id', '=', org).orderBy('id').execute();
  const contracts = await db.selectFrom('contracts').select(['id', 'project_id']).where('org_id', '=', org).execute();
  const contractOf = new Map(contracts.map((c) => [c.project_id, c.id]));
  await db
    .insertInto('production_tasks')
    .values(
      Array.from({ length: TASKS_PER_STATION }, (_, i) => {
        const project = projects[(i * 3) % projects.length];
        const recipe = rnd.pick(recipes);
        const minutes = 6 * 60 + i * 50;
        return {
          org_id: org,
          customer_id: project.customer_id,
          project_id: project.id,
          contract_id: contractOf.get(project.id) ?? null,
          recipe_id: recipe.id,
          task_code: `RW${day.replaceAll('-', '')}${org}${String(i + 1).padStart(3, '0')}`,
          pouring_site: rnd.pick(DEMO_POUR_SITES),
          strength: recipe.strength,
          slump: recipe.slump,
          pour_method: rnd.pick(DEMO_POUR_METHODS),
          plan_quantity: rnd.int(6, 60) * 10,
          shipped_quantity: 0,
          open_time: openAt(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`),
          state: 1,
        };
      }),
    )
    .execute();
}

export async function seedOperations(dbIn: DB): Promise<void> {
  const db = dbIn;
  const rnd = createRandom(OPERATIONS_SEED);
  const clock = await plantClock(dbIn);
  const day = clock.today();
  const stations = await db.selectFrom('orgs').select(['org_id', 'lat', 'lng']).where('org_type', '=', 'station').orderBy('sort').execute();
  const known = stations.filter((s) => STATIONS[s.org_id] && s.lat !== null);
  const customers = await seedCustomers(
    db,
    known.map((s) => s.org_id),
  );
  for (const [i, s] of known.entries()) {
    const station = { lat: Number(s.lat), lng: Number(s.lng) };
    await seedPlant(db, s.org_id, STATIONS[s.org_id].letter, STATIONS[s.org_id].lines);
    const projects = await seedProjects(db, rnd, s.org_id, station, customers.get(s.org_id) ?? []);
    await seedFleet(db, rnd, s.org_id, station, i);
    await seedTasks(db, rnd, s.org_id, projects, (hhmm) => fromPlant(clock, `${day} ${hhmm}`), day);
  }
}
