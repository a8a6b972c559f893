import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';
import { MATERIAL_KINDS, MATERIAL_STANDARDS } from '../../../src/domain/quality/raw-materials';

let s: TestServer;
let lab: string;
let admin: string;
const post = (path: string, token: string, body: unknown = {}) => s.call('POST', path, token, { body });
const count = async (table: string, where = sql`true`) =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(s.services.db)).rows[0].n);

beforeAll(async () => {
  s = await startTestServer();
  lab = await s.login('lab');
  admin = await s.login('admin');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const arrival = (code: string, over: Record<string, unknown> = {}) => ({
  testCode: code,
  grade: 'P·O 42.5',
  supplierName: '海螺水泥',
  batchNo: 'B-001',
  carNumber: '浙A12345',
  quantity: '35.50',
  arrivalDate: '2026-11-20',
  appearance: 'ok',
  inspectResult: 'pass',
  inspector: '孙海涛',
  ...over,
});

describe('the seven raw-material tests', () => {
  it('serves the ten calls of every material', async () => {
    for (const k of MATERIAL_KINDS) {
      const P = `/experiment/${MATERIAL_STANDARDS[k].family}`;
      for (const op of ['pageInspect', 'pageAccount', 'reportPage', 'reportCodeList']) {
        const r = await post(`${P}/${op}`, lab);
        expect(r.body.code, `${P}/${op}`).toBe(200);
      }
    }
  });

  it('records a cement arrival, its report against GB 175 and its verdict; each view writes only its own fields', async () => {
    const ins = await post('/experiment/cement-test/insert', lab, arrival('SN-T-001'));
    expect(ins.body.code).toBe(200);
    const id = ins.body.data.id;
    expect(ins.body.data).toMatchObject({ testCode: 'SN-T-001', quantity: '35.50', verdict: 'pending' });

    // the inspect view cannot write the report, the report view cannot change the arrival
    await post('/experiment/cement-test/updateInspect', lab, { id, ...arrival('SN-T-001'), inspectResult: 'pass', compressive28d: '99' });
    const rep = await post('/experiment/cement-test/reportUpdate', lab, {
      id,
      reportCode: 'SN-R-001',
      reportDate: '2026-11-21',
      quantity: '1',
      specificSurface: '350',
      initialSet: '180',
      finalSet: '240',
      soundness: '1',
      flexural3d: '5.2',
      compressive3d: '26.1',
      flexural28d: '8.1',
      compressive28d: '48.6',
    });
    expect(rep.body.code).toBe(200);
    expect(rep.body.data).toMatchObject({ quantity: '35.50', verdict: 'pass', compressive28d: '48.6' });
    expect(rep.body.data.judgement.items).toHaveLength(8);

    // 28-day compressive under 42.5 MPa fails the report, naming the indicator
    const bad = await post('/experiment/cement-test/reportUpdate', lab, { id, reportCode: 'SN-R-001', reportDate: '2026-11-21', compressive28d: '41.9' });
    expect(bad.body.data).toMatchObject({ verdict: 'fail', failedItems: 'compressive28d' });
    const byId = await post('/experiment/cement-test/ById', lab, { id });
    expect(byId.body.data).toMatchObject({ reportCode: 'SN-R-001', verdict: 'fail' });
    const codes = await post('/experiment/cement-test/reportCodeList', lab, { verdict: 'fail' });
    expect(codes.body.data.map((c: any) => c.reportCode)).toContain('SN-R-001');
  });

  it('judges against the limits stored for the grade: the plant may tighten them', async () => {
    const ins = await post('/experiment/fly-ash-test/insert', lab, arrival('FM-T-001', { grade: 'F-II', supplierName: '北仑电厂' }));
    const id = ins.body.data.id;
    const report = {
      id,
      reportCode: 'FM-R-001',
      reportDate: '2026-11-21',
      fineness: '20.0',
      waterDemandRatio: '100',
      lossOnIgnition: '4.0',
      moisture: '0.5',
      so3: '1.2',
      activityIndex28d: '75',
    };
    expect((await post('/experiment/fly-ash-test/reportUpdate', lab, report)).body.data.verdict).toBe('pass');
    const limit = await s.call('POST', '/resource/materialQualityIndicator/page', admin, {
      body: { material: 'fly-ash', grade: 'F-II', indicator: 'fineness' },
    });
    const row = limit.body.data.list.find((l: any) => l.grade === 'F-II');
    expect(row).toMatchObject({ indicator: 'fineness', maxValue: '30.0', standard: 'GB/T 1596-2017' });
    expect((await s.call('POST', '/resource/materialQualityIndicator/update', admin, { body: { ...row, maxValue: '18' } })).body.code).toBe(200);
    const again = await post('/experiment/fly-ash-test/reportUpdate', lab, report);
    expect(again.body.data).toMatchObject({ verdict: 'fail', failedItems: 'fineness' });
  });

  it('keeps a pending verdict until every limited indicator is entered', async () => {
    const ins = await post('/experiment/sand-test/insert', lab, arrival('SA-T-001', { grade: 'II', supplierName: '富阳砂场' }));
    const r = await post('/experiment/sand-test/reportUpdate', lab, {
      id: ins.body.data.id,
      reportCode: 'SA-R-001',
      reportDate: '2026-11-21',
      finenessModulus: '2.6',
    });
    expect(r.body.data.verdict).toBe('pending');
  });

  it('answers 400 naming the field for bad input, and writes nothing', async () => {
    const before = await count('material_tests');
    const r = await post('/experiment/cement-test/insert', lab, arrival('SN-T-BAD', { quantity: 'abc' }));
    expect(r.body.code).toBe(400);
    expect(r.body.data.field).toBe('quantity');
    const g = await post('/experiment/cement-test/insert', lab, arrival('SN-T-BAD', { grade: 'F-II' }));
    expect(g.body).toMatchObject({ code: 400, data: { field: 'grade' } });
    expect(g.body.msg).toContain('品种等级');
    expect(await count('material_tests')).toBe(before);
  });

  it('scopes every view by station and refuses users without the screen', async () => {
    const station = await s.login('station');
    expect((await post('/experiment/cement-test/pageInspect', station)).body.code).toBe(403);
    const sales = await s.login('sales');
    expect((await post('/experiment/cement-test/insert', sales, arrival('SN-T-X'))).body.code).toBe(403);
    await sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m
      where r.role_code = 'station' and m.path = '/quality-management/cement-car-check'`.execute(s.services.db);
    const mine = await post('/experiment/cement-test/pageInspect', station, { org_id: '01' });
    expect(mine.body.code).toBe(200);
    const own = await count('material_tests', sql`org_id = '01' and material = 'cement'`);
    expect(mine.body.data.total).toBe(own);
  });
});

describe('the demo seed', () => {
  it('gives every station tests of every material, reported and judged by the stored limits', async () => {
    const r = await post('/experiment/cement-test/reportPage', lab, { org_id: '01', verdict: 'fail' });
    expect(r.body.data.total).toBe(1);
    expect(r.body.data.list[0].failedItems).toBe('specificSurface');
    expect((await post('/experiment/sand-test/reportPage', lab, { org_id: '01', verdict: 'pass' })).body.data.total).toBe(2);
  });
});

describe('the duplex ledger', () => {
  it('totals every row the search selects, and the totals equal the sum of the rows', async () => {
    for (const [i, q] of ['12.25', '30.00', '7.75'].entries()) {
      const ins = await post('/experiment/mineral-powder-test/insert', lab, arrival(`KF-T-00${i}`, { grade: 'S95', supplierName: '宝钢矿粉', quantity: q }));
      expect(ins.body.code).toBe(200);
      await post('/experiment/mineral-powder-test/updateAccount', lab, { id: ins.body.data.id, usedQuantity: i === 1 ? '29.5' : '5', usedIn: '3#楼 C30' });
    }
    // the supplier's rows only: the demo seed has its own
    const page = await post('/experiment/mineral-powder-test/pageAccount', lab, { limit: 2, supplierName: '宝钢矿粉' });
    const all = await post('/experiment/mineral-powder-test/pageAccount', lab, { limit: 1000, supplierName: '宝钢矿粉' });
    expect(page.body.data.list).toHaveLength(2);
    const sum = (f: string) => all.body.data.list.reduce((a: number, r: any) => a + Math.round(Number(r[f] ?? 0) * 100), 0) / 100;
    const t = page.body.data.totals;
    expect(t.rows).toBe(all.body.data.list.length);
    expect(Number(t.quantity)).toBe(sum('quantity'));
    expect(Number(t.usedQuantity)).toBe(sum('usedQuantity'));
    expect(Number(t.balance)).toBe(sum('balance'));
    expect(Number(t.balance)).toBe(Number(t.quantity) - Number(t.usedQuantity));
    expect(t).toMatchObject({ quantity: '50.00', usedQuantity: '39.50', balance: '10.50' });
  });

  it('refuses to use more than arrived', async () => {
    const ins = await post('/experiment/admixture-test/insert', lab, arrival('WJ-T-001', { grade: 'HPWR-S', supplierName: '科隆', quantity: '10' }));
    const r = await post('/experiment/admixture-test/updateAccount', lab, { id: ins.body.data.id, usedQuantity: '10.01' });
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('使用数量');
    const ok = await post('/experiment/admixture-test/getAccountById', lab, { id: ins.body.data.id });
    expect(ok.body.data.usedQuantity).toBeNull();
  });
});

describe('material sampling', () => {
  it('accumulates arrivals since the last sample against the setting, and a sample closes it', async () => {
    for (const [i, q] of ['120', '100'].entries()) {
      await post(
        '/experiment/swelling-agent-test/insert',
        lab,
        arrival(`PZ-T-00${i}`, { grade: 'II', supplierName: '武汉三源', quantity: q, arrivalDate: `2026-11-1${i}` }),
      );
    }
    const acc = async () =>
      (await post('/experiment/material-accumulate/page', lab, { material: 'swelling-agent' })).body.data.list.find((a: any) => a.supplierName === '武汉三源');
    expect(await acc()).toMatchObject({ accumulated: '220.00', batchQuantity: '200.00', arrivals: 2, due: true });
    expect((await post('/experiment/sample-material/save', lab, { material: 'swelling-agent', batchQuantity: '300', standard: '厂内规定' })).body.code).toBe(
      200,
    );
    expect(await acc()).toMatchObject({ batchQuantity: '300.00', due: false, basis: '厂内规定' });
    const saved = await post('/experiment/material-accumulate/save', lab, {
      sampleNo: 'QY-001',
      material: 'swelling-agent',
      grade: 'II',
      supplierName: '武汉三源',
      sampleDate: '2026-11-11',
      representedQuantity: '220',
    });
    expect(saved.body.code).toBe(200);
    expect(await acc()).toMatchObject({ accumulated: '0.00', arrivals: 0, lastSampleDate: '2026-11-11', due: false });
  });

  it('keeps new material inspection reports', async () => {
    const add = await post('/purchase/new-material-inspection/report-add', lab, {
      reportCode: 'XCL-001',
      material: 'sand',
      grade: 'II',
      supplierName: '新沙场',
      inspectDate: '2026-11-02',
      conclusion: 'pass',
    });
    expect(add.body.code).toBe(200);
    expect(
      (await post('/purchase/new-material-inspection/report-update', lab, { id: add.body.data.id, ...add.body.data, origin: '富春江' })).body.data.origin,
    ).toBe('富春江');
    expect((await post('/purchase/new-material-inspection/report-page', lab, { reportCode: 'XCL-001' })).body.data.total).toBe(1);
    expect((await post('/purchase/new-material-inspection/report-delete', lab, { id: add.body.data.id })).body.code).toBe(200);
  });
});

describe('POST /experiment/upload/uploadImages', () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  it('stores an image and serves it back', async () => {
    const r = await post('/experiment/upload/uploadImages', lab, { data: `data:image/png;base64,${png.toString('base64')}`, fileName: 'r.png' });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toMatchObject({ type: 'image/png', size: png.length });
    const back = await s.call('GET', r.body.data.url, lab);
    expect(back.headers['content-type']).toBe('image/png');
  });
  it('refuses what is no image, and what is too large', async () => {
    const txt = await post('/experiment/upload/uploadImages', lab, { data: Buffer.from('<svg onload=alert(1)>').toString('base64'), fileName: 'x.png' });
    expect(txt.body.code).toBe(400);
    const big = await post('/experiment/upload/uploadImages', lab, { data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]).toString('base64') });
    expect(big.body.code).toBe(400);
  });
});
