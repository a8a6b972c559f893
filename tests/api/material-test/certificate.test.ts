import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';
import { pdfText } from '../print/pdf-text';

let s: TestServer;
let lab: string;
const post = (path: string, body: unknown = {}, token = lab) => s.call('POST', path, token, { body });
const P = '/production/certificateManage';

/** A task of station 01 with tickets, and the plant-local days of its first and last ticket. */
async function taskWithTickets() {
  const r = await sql<{ task_id: number; first: string; last: string; n: string; total: string }>`
    select t.task_id, min((t.created_at at time zone 'Asia/Shanghai')::date)::text as first,
      max((t.created_at at time zone 'Asia/Shanghai')::date)::text as last,
      count(*)::text as n, sum(t.quantity)::text as total
    from delivery_tickets t join production_tasks k on k.id = t.task_id where k.org_id = '01' group by t.task_id order by count(*) desc limit 1`.execute(
    s.services.db,
  );
  return r.rows[0];
}

async function pdfOf(resource: string, id: number) {
  const res = await s.app.inject({
    method: 'GET',
    url: `/prod-api/resource/${resource}/print`,
    query: { id: String(id), doc: 'certificate', org_id: '01' },
    headers: { access_token: lab },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return (await pdfText(res.rawPayload)).join('\n');
}

beforeAll(async () => {
  s = await startTestServer();
  lab = await s.login('lab');
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('certificates', () => {
  let certId = 0;
  let task: Awaited<ReturnType<typeof taskWithTickets>>;

  it('the demo seed gives station 01 a certificate over its busiest task, with its producer data', async () => {
    const r = await post(`${P}/getList`, { org_id: '01', certificateNo: 'HGZ01000001' });
    expect(r.body.data.list).toHaveLength(1);
    expect(r.body.data.list[0].ticketCount).toBeGreaterThan(0);
  });

  it("keeps the producer's base data and presets", async () => {
    const d = await post('/system/certificateData/insert', {
      org_id: '01',
      companyName: '杭州混凝土有限公司余杭站',
      licenseNo: 'XK-2026-001',
      standard: 'GB/T 14902-2012',
    });
    expect(d.body.code).toBe(200);
    expect((await post('/system/certificateData/update', { org_id: '01', ...d.body.data, phone: '0571-88888888' })).body.data.phone).toBe('0571-88888888');
    expect((await post('/system/certificateData/getList', { org_id: '01', companyName: '余杭站' })).body.data.list.map((r: any) => r.licenseNo)).toContain(
      'XK-2026-001',
    );
    const p = await s.call('POST', '/resource/certificatePreset/add', lab, {
      body: { org_id: '01', presetName: 'C30 钢筋混凝土', strength: 'C30', chlorideLimit: '0.06', chlorideBasis: 'GB 50010 预应力' },
    });
    expect(p.body.code).toBe(200);
  });

  it("issues a certificate over a task's tickets: order copied from the task, loads and volume summed from the tickets", async () => {
    task = await taskWithTickets();
    const pre = await post(`${P}/insertPreOrderInfo`, { org_id: '01', taskId: task.task_id, orderDate: task.first, orderQuantity: '500' });
    expect(pre.body.code).toBe(200);
    expect(pre.body.data.projectName).not.toBe('');
    const list = await post(`${P}/selectPreOrderInfoList`, { org_id: '01' });
    expect(list.body.data.list.map((r: any) => r.id)).toContain(pre.body.data.id);
    expect((await post(`${P}/updatePreOrderInfo`, { org_id: '01', ...pre.body.data, orderQuantity: '520' })).body.data.orderQuantity).toBe('520.00');

    const c = await post(`${P}/insert`, {
      org_id: '01',
      certificateNo: 'HGZ-T-001',
      taskId: task.task_id,
      preOrderId: pre.body.data.id,
      dateFrom: task.first,
      dateTo: task.last,
      issueDate: task.last,
    });
    expect(c.body.code).toBe(200);
    certId = c.body.data.id;
    expect(c.body.data).toMatchObject({ ticketCount: Number(task.n), quantity: Number(task.total).toFixed(2), projectName: pre.body.data.projectName });
    expect((await post(`${P}/getList`, { org_id: '01', certificateNo: 'HGZ-T-001' })).body.data.list).toHaveLength(1);
    const last = await s.call('GET', `${P}/selectLastList`, lab, { query: { org_id: '01' } });
    expect(last.body.data.map((c: any) => c.certificateNo)).toContain('HGZ-T-001');
  });

  it('refuses a period that ends before it starts, naming the field, and writes nothing', async () => {
    const before = (await post(`${P}/getList`, { org_id: '01' })).body.data.total;
    const r = await post(`${P}/insert`, {
      org_id: '01',
      certificateNo: 'HGZ-T-BAD',
      taskId: task.task_id,
      dateFrom: '2026-11-20',
      dateTo: '2026-11-01',
      issueDate: '2026-11-20',
    });
    expect(r.body).toMatchObject({ code: 400, data: { field: 'dateTo' } });
    expect((await post(`${P}/getList`, { org_id: '01' })).body.data.total).toBe(before);
  });

  it('judges chloride tests against their limit, lists and deletes them', async () => {
    const ok = await post(`${P}/saveAndUpdChloride`, {
      org_id: '01',
      certificateId: certId,
      testNo: 'CL-001',
      testDate: task.last,
      chlorideContent: '0.045',
      chlorideLimit: '0.06',
    });
    expect(ok.body.data).toMatchObject({ result: 'pass', chlorideLimit: '0.060' });
    const bad = await post(`${P}/saveAndUpdChloride`, {
      org_id: '01',
      certificateId: certId,
      testNo: 'CL-002',
      testDate: task.last,
      chlorideContent: '0.081',
      chlorideLimit: '0.06',
    });
    expect(bad.body.data.result).toBe('fail');
    const list = await s.call('GET', `${P}/selectChlorideTestList`, lab, { query: { org_id: '01', certificateId: String(certId) } });
    expect(list.body.data.map((t: any) => t.testNo).sort()).toEqual(['CL-001', 'CL-002']);
    expect((await s.call('POST', `${P}/delChlorideTest`, lab, { query: { id: String(bad.body.data.id), org_id: '01' }, body: {} })).body.code).toBe(200);
  });

  it("prints the certificate from the real test results: the cement report's figures, the tickets' volume, the chloride test", async () => {
    const ins = await post('/experiment/cement-test/insert', {
      org_id: '01',
      testCode: 'SN-C-001',
      grade: 'P·O 42.5',
      supplierName: '海螺水泥',
      carNumber: '浙A00001',
      quantity: '34',
      arrivalDate: task.first,
      appearance: 'ok',
      inspectResult: 'pass',
    });
    await post('/experiment/cement-test/reportUpdate', {
      org_id: '01',
      id: ins.body.data.id,
      reportCode: 'SN-R-C01',
      reportDate: task.first,
      specificSurface: '352',
      initialSet: '175',
      finalSet: '236',
      soundness: '1',
      flexural3d: '5.3',
      compressive3d: '27.4',
      flexural28d: '8.2',
      compressive28d: '49.7',
    });
    const text = await pdfOf('certificateManage', certId);
    for (const figure of ['HGZ-T-001', 'SN-R-C01', '49.7', '27.4', 'XK-2026-001', 'CL-001', Number(task.total).toFixed(2)]) expect(text).toContain(figure);
    expect(text).not.toContain('CL-002');
  });

  it("keeps certificates within the caller's station", async () => {
    const station = await s.login('station');
    await sql`insert into role_menus (role_id, menu_id) select r.role_id, m.id from roles r, menus m
      where r.role_code = 'station' and m.path = '/quality-management/product-certification/CertificationManager'`.execute(s.services.db);
    const own = await s.call('POST', `${P}/getList`, station, { body: { org_id: '01' } });
    const inDb = Number((await sql<{ n: string }>`select count(*) as n from certificates where org_id = '01'`.execute(s.services.db)).rows[0].n);
    expect(own.body.data.total).toBe(inDb);
    expect(own.body.data.list.map((c: any) => c.certificateNo)).toContain('HGZ-T-001');
    expect((await s.call('POST', `${P}/getList`, station, { body: { org_id: '02' } })).body.code).toBe(403);
  });
});
