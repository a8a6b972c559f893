import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../harness';
import { runPlant } from '../operations/plant-run';
import { startOfPlantDay } from '../../../server/operations/plant-time';
import { sum3 } from '../../../admin/production-report/production.figures';

let s: TestServer;
let hq: string;
let station: string;
let today: string;

/** The rows a statistic summarises, read straight from the tables: Σ ticket quantity of the plant day, per org. */
async function ticketSum(orgs: string[] | 'all', where = sql`true`) {
  const from = sql`(${today}::date::timestamp at time zone ${s.services.clock.timeZone})`;
  const r = await sql<{ q: string | null; n: number }>`select sum(quantity)::text as q, count(*)::int as n from delivery_tickets
    where created_at >= ${from} and created_at < ${from} + interval '1 day' and ${where}
    ${orgs === 'all' ? sql`` : sql`and org_id in (${sql.join(orgs)})`}`.execute(s.services.db);
  return { quantity: sum3([r.rows[0].q ?? '0']), trips: r.rows[0].n };
}
/** Σ ticket quantity of the plant month so far (the seed's finished pours of earlier days are in it). */
async function monthTicketSum() {
  const from = sql`(${today.slice(0, 8) + '01'}::date::timestamp at time zone ${s.services.clock.timeZone})`;
  const r = await sql<{ q: string | null; n: number }>`select sum(quantity)::text as q, count(*)::int as n from delivery_tickets
    where created_at >= ${from} and ticketed_at is not null`.execute(s.services.db);
  return { quantity: sum3([r.rows[0].q ?? '0']), trips: r.rows[0].n };
}
async function batchSum(orgs: string[] | 'all') {
  const from = sql`(${today}::date::timestamp at time zone ${s.services.clock.timeZone})`;
  const r = await sql<{ q: string | null }>`select sum(quantity)::text as q from batch_records where at >= ${from} and at < ${from} + interval '1 day'
    ${orgs === 'all' ? sql`` : sql`and org_id in (${sql.join(orgs)})`}`.execute(s.services.db);
  return sum3([r.rows[0].q ?? '0']);
}
const get = async (path: string, token: string, query: Record<string, string> = {}) => {
  const r = await s.call('GET', path, token, { query });
  expect(r.body.code, `${path} ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data;
};

beforeAll(async () => {
  s = await startTestServer();
  hq = await s.login('dispatcher');
  station = await s.login('station');
  today = s.services.clock.today();
  await runPlant(s, { orgId: '01', steps: 40, dt: 30 });
  await runPlant(s, { orgId: '02', steps: 30, dt: 30 });
  // a returned load and a diverted one (the delivery desk records them; the short run may have none)
  // today's first loads: the seed's finished pours of earlier days fall outside the day the statistics read
  const todays = (org: string) => sql`(select min(id) from delivery_tickets where org_id = ${org} and created_at >= ${startOfPlantDay(s.services.clock)})`;
  await sql`update delivery_tickets set returned_load_at = now() where id = ${todays('01')}`.execute(s.services.db);
  await sql`update delivery_tickets set diverted_at = now() where id = ${todays('02')}`.execute(s.services.db);
}, 240_000);
afterAll(async () => {
  await s?.close();
});

describe('production statistics equal the sums of their tickets', () => {
  it('has tickets and batches of both stations to summarise', async () => {
    expect((await ticketSum(['01'])).trips).toBeGreaterThan(0);
    expect((await ticketSum(['02'])).trips).toBeGreaterThan(0);
  });

  it('per driver, grade, project and truck', async () => {
    const all = await ticketSum('all');
    for (const path of ['/production/drivertj', '/production/productStatistic', '/production/projectstatistics', '/production/bicyclehesuan']) {
      const d = await get(path, hq);
      expect(d.total, path).toEqual(all);
      expect(sum3(d.list.map((x: { quantity: string }) => x.quantity)), path).toBe(all.quantity);
    }
    const trucks = (await get('/production/bicyclehesuan', hq)).list;
    for (const t of trucks) {
      expect(t).toEqual(expect.objectContaining(await ticketSum('all', sql`vehicle_id = ${t.vehicleId}`)));
    }
  });

  it('per day and station, against the tickets and the batches', async () => {
    const d = await get('/production/produceReport', hq);
    expect(d.total).toEqual(await ticketSum('all'));
    expect(d.batchedQuantity).toBe(await batchSum('all'));
    const row01 = d.list.find((x: { orgId: string }) => x.orgId === '01');
    expect(row01).toEqual(expect.objectContaining({ day: today, ...(await ticketSum(['01'])), batchedQuantity: await batchSum(['01']) }));
    const m = await get('/production/produceMonthReport', hq, { month: today.slice(0, 7) });
    expect(m.list.find((x: { day: string }) => x.day === today)).toEqual(expect.objectContaining(await ticketSum('all')));
    expect(m.total).toEqual(await monthTicketSum());
  });

  it('returns, water, consumption and recipe cost from the batches', async () => {
    const ret = await get('/production/returnStatistic', hq);
    expect(ret.total).toEqual(await ticketSum('all', sql`(returned_load_at is not null or diverted_at is not null)`));
    expect(ret.total.trips).toBeGreaterThanOrEqual(2);
    expect(ret.list.reduce((n: number, x: { returnedTrips: number; divertedTrips: number }) => n + x.returnedTrips + x.divertedTrips, 0)).toBe(ret.total.trips);
    const list = await get('/production/returnStatistic-List', hq, { limit: '1000' });
    expect(list.total).toBe(ret.total.trips);
    expect(sum3(list.list.map((x: { quantity: string }) => x.quantity))).toBe(ret.total.quantity);

    const water = await get('/production/deliverWater', hq);
    expect(water.total.quantity).toBe(await batchSum('all'));
    for (const w of water.list) {
      // the recipes' water per m³ × the task's batched m³
      expect(Number(w.waterKg)).toBeCloseTo(Number(w.waterPerM3) * Number(w.quantity), 3);
    }

    const consume = (await get('/production/material/consume', hq)).list;
    const drawn = await sql<{ m: string; q: string }>`select material_name as m, sum(quantity)::text as q from batch_consumptions
      where batch_id in (select id from batch_records where at >= (${today}::date::timestamp at time zone ${s.services.clock.timeZone})) group by 1`.execute(
      s.services.db,
    );
    expect(consume.length).toBeGreaterThan(0);
    for (const d of drawn.rows) {
      const row = consume.find((c: { materialName: string }) => c.materialName === d.m);
      expect(row.actualQuantity).toBe(sum3([d.q]));
      expect(Number(row.deviation)).toBeCloseTo(Number(row.actualQuantity) - Number(row.setQuantity), 3);
    }
    const perTask = await get('/production/material/consume/task', hq, { limit: '1000' });
    expect(sum3(perTask.list.map((t: { quantity: string }) => t.quantity))).toBe(await batchSum('all'));

    const cost = (await get('/production/recipeCost', hq)).list;
    // the demo seed prices every silo material (system_config material_price.<code>)
    expect(cost.length).toBeGreaterThan(0);
    expect(cost.every((c: { priced: boolean }) => c.priced)).toBe(true);
    expect(sum3(cost.map((c: { quantity: string }) => c.quantity))).toBe(await batchSum('all'));
    for (const c of cost) {
      const priced = c.materials.filter((m: { cost: string }) => m.cost !== '');
      for (const m of priced) expect(Number(m.cost)).toBeCloseTo(Number(m.quantity) * Number(m.price), 1);
      expect(Number(c.cost)).toBeCloseTo(
        priced.reduce((t: number, m: { cost: string }) => t + Number(m.cost), 0),
        2,
      );
    }
  });

  it('a station user sees only its station', async () => {
    const own = await ticketSum(['01']);
    expect((await get('/production/drivertj', station)).total).toEqual(own);
    const report = (await get('/production/produceReport', station)).list;
    expect(report.length).toBeGreaterThan(0);
    expect(report.filter((x: { orgId: string }) => x.orgId !== '01')).toEqual([]);
    // asking for another station gives nothing rather than its figures
    expect((await get('/production/productStatistic', station, { stationId: '02' })).total).toEqual({ trips: 0, quantity: '0.000' });
    // head office narrows to one station
    expect((await get('/production/productStatistic', hq, { stationId: '02' })).total).toEqual(await ticketSum(['02']));
    const stations = await get('/production/report/stations', station);
    expect(stations.map((x: { orgId: string }) => x.orgId)).toEqual(['01']);
  });

  it('refuses bad input naming the field', async () => {
    for (const [path, query, field] of [
      ['/production/drivertj', { beginTime: '2026-02-30' }, 'beginTime'],
      ['/production/produceMonthReport', { month: '2026-13' }, 'month'],
      ['/report/production/day-report', { reportDate: 'x' }, 'reportDate'],
      ['/production/drivertj', { beginTime: '2026-02-02', endTime: '2026-02-01' }, 'endTime'],
    ] as const) {
      const r = await s.call('GET', path, hq, { query });
      expect(r.body.code, JSON.stringify(r.body)).toBe(400);
      expect(r.body.data?.field ?? r.body.field ?? JSON.stringify(r.body)).toContain(field);
    }
  });
});

describe('production day report', () => {
  it('lists the day per task, totals equal to the tickets', async () => {
    const d = await get('/report/production/day-report', hq, { reportDate: today });
    expect(d.total).toEqual(expect.objectContaining(await ticketSum('all')));
    expect(d.total.batchedQuantity).toBe(sum3(d.list.map((x: { batchedQuantity: string }) => x.batchedQuantity)));
  });

  it('downloads the same rows as .xlsx', async () => {
    const d = await get('/report/production/day-report', hq, { reportDate: today });
    const res = await s.app.inject({
      method: 'POST',
      url: `/prod-api/report/production/day-report-download?reportId=${today}&forceReset=true`,
      headers: { access_token: hq, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0];
    const header = (ws.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('任务单号');
    const qCol = header.indexOf('方量(m³)') + 1;
    const taskCol = header.indexOf('任务单号') + 1;
    expect(ws.rowCount).toBe(d.list.length + 2);
    for (let i = 0; i < d.list.length; i++) {
      expect(ws.getRow(i + 2).getCell(taskCol).value).toBe(d.list[i].taskCode);
      expect(ws.getRow(i + 2).getCell(qCol).value).toBe(Number(d.list[i].quantity));
    }
    expect(ws.getRow(d.list.length + 2).getCell(qCol).value).toBe(Number((await ticketSum('all')).quantity));
  });
});

describe('task info list and concrete samples', () => {
  it('lists the tasks that shipped, with what they shipped', async () => {
    const r = await s.call('POST', '/production/concreteOut/getTaskInfoList', station, { body: { limit: 1000 } });
    expect(r.body.code).toBe(200);
    expect(r.body.data.list.length).toBeGreaterThan(0);
    expect(r.body.data.list.every((x: { orgId: string }) => x.orgId === '01')).toBe(true);
    expect(sum3(r.body.data.list.map((x: { quantity: string }) => x.quantity))).toBe((await ticketSum(['01'])).quantity);
  });

  it('gives out sample numbers, stores the samples and cancels them once', async () => {
    const task = (await s.call('POST', '/production/concreteOut/getTaskInfoList', hq, { body: { limit: 1 } })).body.data.list[0];
    const max0 = await get('/production/concreteStrengthApi/maxSampleNo', hq, { taskId: String(task.taskId) });
    const ins = await s.call('POST', '/production/concreteStrengthApi/insert', hq, { body: { taskId: task.taskId, ages: [7, 28], sampleDate: today } });
    expect(ins.body.code, JSON.stringify(ins.body)).toBe(200);
    expect(ins.body.data.sampleNo).toBe(max0.nextSampleNo);
    expect(ins.body.data.sampleNo).toMatch(new RegExp(`^YP${task.orgId}${today.slice(0, 4)}\\d{4}$`));
    expect(ins.body.data.list.map((x: { ageDays: number }) => x.ageDays).sort()).toEqual([28, 7]);
    expect(ins.body.data.list[0]).toEqual(expect.objectContaining({ taskCode: task.taskCode, strength: task.strength, sampleDate: today, state: 1 }));
    const max1 = await get('/production/concreteStrengthApi/maxSampleNo', hq, { taskId: String(task.taskId) });
    expect(max1.maxSampleNo).toBe(ins.body.data.sampleNo);
    // the next sample of the station takes the next number
    const ins2 = await s.call('POST', '/production/concreteStrengthApi/insert', hq, { body: { taskId: task.taskId } });
    expect(ins2.body.data.sampleNo.slice(-4)).toBe(String(Number(ins.body.data.sampleNo.slice(-4)) + 1).padStart(4, '0'));
    expect(ins2.body.data.list.map((x: { ageDays: number }) => x.ageDays)).toEqual([28]);
    const c1 = await s.call('POST', '/production/concreteStrengthApi/cancelSample', hq, { body: { sampleNo: ins.body.data.sampleNo } });
    expect(c1.body).toEqual(expect.objectContaining({ code: 200, data: { cancelled: 2 } }));
    const c2 = await s.call('POST', '/production/concreteStrengthApi/cancelSample', hq, { body: { sampleNo: ins.body.data.sampleNo } });
    expect(c2.body.code).toBe(409);
    const bad = await s.call('POST', '/production/concreteStrengthApi/insert', hq, { body: { taskId: 'x' } });
    expect(bad.body.code).toBe(400);
    const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log where entity = 'concreteSample'`.execute(s.services.db);
    expect(audit.rows[0].n).toBeGreaterThanOrEqual(4);
  });
});

describe('every call of the area holds against junk and refuses roles without the screens', () => {
  const READS = [
    '/production/drivertj',
    '/production/productStatistic',
    '/production/deliverWater',
    '/production/returnStatistic',
    '/production/returnStatistic-List',
    '/production/bicyclehesuan',
    '/production/projectstatistics',
    '/production/produceMonthReport',
    '/production/produceReport',
    '/production/recipeCost',
    '/production/material/consume',
    '/production/material/consume/task',
    '/production/report/stations',
    '/report/production/day-report',
    '/production/concreteOut/getTaskInfoList',
    '/production/concreteStrengthApi/maxSampleNo',
  ];
  const JUNK: Record<string, string> = {
    beginTime: '20x6-01-01',
    endTime: '2026-99-01',
    stationId: '<script>',
    month: '2026-1',
    page: '-1',
    limit: 'all',
    taskId: '1e99',
    reportDate: '2026-02-29',
    reportId: 'x',
    year: '1',
    taskCode: 'x'.repeat(200),
    strength: 'y'.repeat(40),
  };

  it('answers a 400 naming the field for each junk value, never a 5xx', async () => {
    for (const path of READS) {
      for (const [field, value] of Object.entries(JUNK)) {
        const r = await s.call('GET', path, hq, { query: { [field]: value } });
        expect(r.status, `${path} ${field}`).toBeLessThan(500);
        // either the value is not one the call reads (answered) or it is refused naming its field
        const outcome = r.body.code === 200 ? 'answered' : `${r.body.code} ${r.body.data?.field}`;
        expect(['answered', `400 ${field}`], `${path} ${field} ${JSON.stringify(r.body)}`).toContain(outcome);
      }
      const ok = await s.call('POST', path, hq, { body: {} });
      expect(ok.body.code, path).toBe(200);
    }
  });

  it('refuses the statistics to a role without the production screens, and its writes change nothing', async () => {
    const lab = await s.login('lab');
    // the station list also filters the lab's quality statistics (quality-control, CertificationHub): not a production figure
    for (const path of READS.filter((p) => !p.includes('concreteOut') && p !== '/production/report/stations')) {
      const r = await s.call('GET', path, lab);
      expect(r.body.code, path).toBe(403);
    }
    const member = await s.login('member');
    expect((await s.call('GET', '/production/report/stations', member)).body.code).toBe(403);
    const before = await sql<{ n: number }>`select count(*)::int as n from concrete_samples`.execute(s.services.db);
    const w = await s.call('POST', '/production/concreteStrengthApi/insert', member, { body: { taskId: 1 } });
    expect(w.body.code).toBe(403);
    const after = await sql<{ n: number }>`select count(*)::int as n from concrete_samples`.execute(s.services.db);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});
