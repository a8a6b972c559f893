import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../harness';
import { deliveryServer, runningTasks, ticketOn, type DeliveryFixture } from '../delivery/delivery-fixture';
import { pdfText } from '../print/pdf-text';
import { rawCall } from '../print/print-support';

let f: DeliveryFixture;
let lab: string;
let taskId: number;
let grade: string;
let sampleNo: string;
beforeAll(async () => {
  f = await deliveryServer();
  lab = await f.s.login('lab');
  [{ id: taskId }] = await runningTasks(f.s, '01', 1);
  grade = (await f.s.services.db.selectFrom('production_tasks').select('strength').where('id', '=', taskId).executeTakeFirstOrThrow()).strength;
  const ticketId = await ticketOn(f, taskId, '8');
  const reg = await f.s.call('POST', '/production/sample/addSampleRecordSany', lab, { body: { taskId, ticketId, sampleDate: '2026-10-01', ages: [7, 28] } });
  sampleNo = reg.body.data.sampleNo;
  const at28 = reg.body.data.list.find((x: { ageDays: number }) => x.ageDays === 28).id;
  expect((await f.s.call('POST', '/experiment/strengthRecord/updateById', lab, { body: { id: at28, loadsKn: [940, 1010, 1180] } })).body.code).toBe(200);
}, 120_000);
afterAll(async () => {
  await f.s.close();
});

const post = (path: string, body: Record<string, unknown>) => f.s.call('POST', path, lab, { body });
const pdfOf = async (resource: string, id: number) => {
  const r = await rawCall(f.s, `/resource/${resource}/print`, lab, { id: String(id) });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (await pdfText(r.bytes)).join('\n');
};

describe('sample record and compression report of a registered sample', () => {
  it('records the sampling with the ticket, project and ages read from the registration, and prints it', async () => {
    const r = await post('/experiment/sample-record/save', {
      reportCode: 'QY-001',
      sampleNo,
      testedOn: '2026-10-01',
      sampledAt: '2026-10-01 09:30:00',
      slumpMm: 180,
      temperature: '18.5',
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ taskId, grade, ages: '7,28', ticketCode: expect.any(String), projectName: expect.any(String) });
    const text = await pdfOf('sampleRecordReport', r.body.data.id);
    expect(text).toContain('QY-001');
    expect(text).toContain('180');
    expect(text).toContain(sampleNo);
  });

  it('reports the worked group of GB/T 50081 with each value behind it, in the list and in the PDF', async () => {
    const r = await post('/experiment/crush-resistance-report/save', { reportCode: 'KY-001', sampleNo, ageDays: 28, testedOn: '2026-10-29' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const fcuk = Number(/\d+/.exec(grade)![0]);
    expect(r.body.data).toMatchObject({
      loads: '940,1010,1180',
      strengths: '41.8, 44.9, 52.4',
      deviations: '7.5 (16.7%) / 3.1 (6.9%)',
      rule: 'middle',
      sizeFactor: '1.00',
      result: '44.9',
      percentOfGrade: (Math.round((44.9 * 1000) / fcuk) / 10).toFixed(1),
      pass: 44.9 >= fcuk,
    });
    const page = await post('/experiment/crush-resistance-report/page', { reportCode: 'KY-001' });
    expect(page.body.data.list).toEqual([expect.objectContaining({ result: '44.9', rule: 'middle' })]);
    const text = await pdfOf('crushReport', r.body.data.id);
    for (const figure of ['KY-001', '41.8, 44.9, 52.4', '16.7%', '44.9']) expect(text).toContain(figure);
    const codes = await post('/experiment/crush-resistance-report/codeList', { taskId });
    expect(codes.body.data.map((c: { reportCode: string }) => c.reportCode)).toContain('KY-001');
  });

  it('refuses a report of an untested age or an unknown sample, naming the field and writing nothing', async () => {
    const before = await countRows(f.s, 'concrete_reports');
    const untested = await post('/experiment/crush-resistance-report/save', { reportCode: 'KY-002', sampleNo, ageDays: 7, testedOn: '2026-10-08' });
    expect([untested.body.code, untested.body.data?.field]).toEqual([400, 'sampleNo']);
    const unknown = await post('/experiment/sample-record/save', {
      reportCode: 'QY-002',
      sampleNo: 'YP-NONE',
      testedOn: '2026-10-01',
      sampledAt: '2026-10-01 09:30:00',
    });
    expect([unknown.body.code, unknown.body.data?.field]).toEqual([400, 'sampleNo']);
    expect(await countRows(f.s, 'concrete_reports')).toBe(before);
  });
});

describe('flexural and impermeability reports', () => {
  it('computes F·l/(b·h²) per beam, the 15 % rule, and the pair when one beam broke outside', async () => {
    const three = await post('/experiment/frature-resistance-report/save', {
      reportCode: 'KZ-001',
      grade: 'C30',
      ageDays: 28,
      sizeMm: 150,
      loads: '30, 31, 32',
      testedOn: '2026-10-29',
    });
    expect(three.body.code, JSON.stringify(three.body)).toBe(200);
    // 30 000 N × 450 mm / 150³ mm³ = 4.00; 31 → 4.13; 32 → 4.27; mean 4.13
    expect(three.body.data).toMatchObject({ spanMm: 450, strengths: '4.00, 4.13, 4.27', rule: 'mean', result: '4.13', pass: true });
    const pair = await post('/experiment/frature-resistance-report/save', {
      reportCode: 'KZ-002',
      grade: 'C30',
      ageDays: 28,
      sizeMm: 100,
      loads: '15, 16, 17',
      brokeOutside: 1,
      testedOn: '2026-10-29',
    });
    // 100 mm beams span 300 mm: 16 000 × 300 / 100³ = 4.80, 17 → 5.10; mean 4.95 × 0.85 = 4.21
    expect(pair.body.data).toMatchObject({ spanMm: 300, rule: 'pair', sizeFactor: '0.85', result: '4.21' });
    expect(await pdfOf('flexuralReport', pair.body.data.id)).toContain('4.21');
    const two = await post('/experiment/frature-resistance-report/save', {
      reportCode: 'KZ-003',
      grade: 'C30',
      ageDays: 28,
      sizeMm: 150,
      loads: '30, 31',
      testedOn: '2026-10-29',
    });
    expect([two.body.code, two.body.data?.field]).toEqual([400, 'loads']);
  });

  it('grades impermeability by the third leak, P = 10H − 1, against the design grade', async () => {
    const r = await post('/experiment/imprevious-resistance-report/save', {
      reportCode: 'KS-001',
      grade: 'C30P8',
      designP: 8,
      leakPressures: '-, -, 0.9, 1.0, 1.0, -',
      finalPressure: '1.0',
      testedOn: '2026-10-29',
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ leaked: 3, thirdLeak: '1.0', result: 'P9', hours: 80, pass: true });
    const held = await post('/experiment/imprevious-resistance-report/save', {
      reportCode: 'KS-002',
      grade: 'C30P8',
      designP: 10,
      leakPressures: '-,-,-,-,0.9,-',
      finalPressure: '0.9',
      testedOn: '2026-10-29',
    });
    expect(held.body.data).toMatchObject({ leaked: 1, thirdLeak: null, result: '>P8', pass: false });
    expect(await pdfOf('impermeabilityReport', r.body.data.id)).toContain('P9');
    const five = await post('/experiment/imprevious-resistance-report/save', {
      reportCode: 'KS-003',
      designP: 8,
      leakPressures: '-,-,0.9,1.0,1.0',
      finalPressure: '1.0',
      testedOn: '2026-10-29',
    });
    expect([five.body.code, five.body.data?.field]).toEqual([400, 'leakPressures']);
  });

  it("lists each kind's report codes with their results (the designed code lists), and prints either by its id alone", async () => {
    const flexural = await post('/experiment/frature-resistance-report/codeList', { reportCode: 'KZ-00' });
    expect(flexural.body.data.map((c: any) => [c.reportCode, c.result, c.pass])).toEqual([
      ['KZ-002', '4.21', true],
      ['KZ-001', '4.13', true],
    ]);
    const imperm = await post('/experiment/imprevious-resistance-report/codeList', {});
    expect(imperm.body.data.map((c: any) => [c.reportCode, c.result, c.pass])).toEqual(
      expect.arrayContaining([
        ['KS-001', 'P9', true],
        ['KS-002', '>P8', false],
      ]),
    );
    // each list holds its own kind only: a crush code never shows among the flexural ones
    expect(imperm.body.data.length).toBeGreaterThanOrEqual(2);
    expect(imperm.body.data.filter((c: any) => !c.reportCode.startsWith('KS-'))).toEqual([]);
    expect((await post('/experiment/frature-resistance-report/codeList', { reportCode: 'KY-' })).body.data).toEqual([]);
    expect([(await post('/experiment/imprevious-resistance-report/codeList', { taskId: 'x' })).body.data?.field]).toEqual(['taskId']);
    expect((await f.s.call('POST', '/experiment/imprevious-resistance-report/codeList', f.station, { body: {} })).body.code).toBe(403);
    const ks = imperm.body.data.find((c: any) => c.reportCode === 'KS-001').id;
    const res = await f.s.app.inject({ method: 'POST', url: `/prod-api/experiment/report-print/printRecord?id=${ks}`, headers: { access_token: lab } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.rawPayload)).join('\n')).toContain('P9');
    expect((await f.s.call('POST', '/experiment/report-print/printList', lab, { query: { id: String(ks) } })).body.data).toMatchObject({
      kind: 'impermeability',
      resource: 'impermeabilityReport',
    });
  });
});

describe('chloride and alkali', () => {
  it('sums the chloride of the materials and compares it on the basis of the chosen limit', async () => {
    const materials = 'cement:300:0.02; sand:750:0.02; admixture:6:0.1';
    const jgj = await post('/experiment/chloride-content/save', {
      reportCode: 'LL-001',
      taskId,
      limitKey: 'jgj55.reinforced-dry',
      cementKg: 300,
      binderKg: 400,
      materials,
      testedOn: '2026-10-01',
    });
    expect(jgj.body.code, JSON.stringify(jgj.body)).toBe(200);
    const parts = (jgj.body.data.contributions as string).split('; ').map((c) => Number(c.split(' ')[1]));
    expect(parts).toEqual([0.06, 0.15, 0.006]);
    expect(Number(jgj.body.data.chlorideKg)).toBeCloseTo(
      parts.reduce((a, b) => a + b, 0),
      10,
    );
    // 0.216 kg of 300 kg cement = 0.072 %, limit 0.30 % of cement
    expect(jgj.body.data).toMatchObject({ basisKg: '300.00', result: '0.072%', pass: true, limitValue: '≤ 0.30% (JGJ 55-2011)' });
    const gb = await post('/experiment/chloride-content/save', {
      reportCode: 'LL-002',
      taskId,
      limitKey: 'gb50010.3b',
      cementKg: 300,
      binderKg: 400,
      chlorideKg: '0.5',
      testedOn: '2026-10-02',
    });
    // 0.5 kg of 400 kg binder = 0.125 % > 0.10 %
    expect(gb.body.data).toMatchObject({ basisKg: '400.00', result: '0.125%', pass: false });
    const latest = await f.s.call('GET', '/experiment/chloride-content/getLatestChlorideContent', lab, { query: { taskId: String(taskId) } });
    expect(latest.body.data.reportCode).toBe('LL-002');
    const text = await pdfOf('chlorideReport', jgj.body.data.id);
    for (const figure of ['0.072%', '0.30%', 'sand 0.1500']) expect(text).toContain(figure);
  });

  it('counts fly ash at 1/6 and slag at 1/2 against 3.0 kg/m³', async () => {
    const materials = 'cement:P.O 42.5:300:0.6\nflyAsh:FA:80:1.2\nslag:S95:60:0.8\nadmixture:PCE:6:5';
    const r = await post('/experiment/alkali-content/save', { reportCode: 'JH-001', taskId, materials, testedOn: '2026-10-01' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    // 1.800 + 0.160 + 0.240 + 0.300 = 2.50
    const kg = (r.body.data.contributions as string).split('; ').map((c) => Number(c.split(' = ')[1]));
    expect(kg).toEqual([1.8, 0.16, 0.24, 0.3]);
    expect(r.body.data).toMatchObject({ result: '2.50 kg/m³', limitValue: '≤ 3.0 kg/m³', pass: true });
    expect(Number(r.body.data.result.split(' ')[0])).toBeCloseTo(
      kg.reduce((a, b) => a + b, 0),
      10,
    );
    expect((await f.s.call('GET', '/experiment/alkali-content/getLatestAlkaliContent', lab, { query: { taskId: String(taskId) } })).body.data.reportCode).toBe(
      'JH-001',
    );
    expect(await pdfOf('alkaliReport', r.body.data.id)).toContain('2.50 kg/m³');
    const bad = await post('/experiment/alkali-content/save', { reportCode: 'JH-002', materials: 'sugar:x:1:1', testedOn: '2026-10-01' });
    expect([bad.body.code, bad.body.data?.field]).toEqual([400, 'materials']);
  });

  it('keeps other roles and stations out', async () => {
    const station = f.station;
    expect((await f.s.call('POST', '/experiment/alkali-content/page', station, { body: {} })).body.code).toBe(403);
    const r = await post('/experiment/alkali-content/page', { reportCode: 'JH-001' });
    expect(r.body.data.list).toHaveLength(1);
  });
});

describe('across report kinds', () => {
  it('lists the kinds with the counts of their rows, the test codes, and prints any report by its id', async () => {
    const kinds = await f.s.call('GET', '/experiment/allReport/selectList', lab);
    expect(kinds.body.code, JSON.stringify(kinds.body)).toBe(200);
    const counted = await f.s.services.db.selectFrom('concrete_reports').select(['kind']).execute();
    for (const k of kinds.body.data as Array<{ kind: string; count: number }>) expect(k.count).toBe(counted.filter((r) => r.kind === k.kind).length);
    const codes = await f.s.call('GET', '/experiment/common/listTestCode', lab, { query: { kind: 'crush', keyword: 'KY-001' } });
    expect(codes.body.data.map((c: { reportCode: string }) => c.reportCode)).toEqual(['KY-001']);
    const id = codes.body.data[0].id as number;
    const before = (await f.s.call('POST', '/experiment/report-print/printList', lab, { query: { id: String(id) } })).body.data;
    expect(before).toMatchObject({ resource: 'crushReport', documents: [{ doc: 'report' }] });
    const res = await f.s.app.inject({ method: 'POST', url: `/prod-api/experiment/report-print/printRecord?id=${id}`, headers: { access_token: lab } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await pdfText(res.rawPayload)).join('\n')).toContain('41.8, 44.9, 52.4');
    const after = (await f.s.call('POST', '/experiment/report-print/printList', lab, { query: { id: String(id) } })).body.data;
    expect(after.printed.length).toBe(before.printed.length + 1);
    expect((await f.s.call('POST', '/experiment/report-print/printList', lab, { query: { id: '999999' } })).body.code).toBe(404);
  });
});

describe('mix design, mix request, first-batch check and ex-factory certificate', () => {
  it("states the recipe per m³ with its sum, and the task's request", async () => {
    const recipe = await f.s.services.db
      .selectFrom('production_tasks as k')
      .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
      .select(['r.recipe_code', 'r.materials', 'k.plan_quantity'])
      .where('k.id', '=', taskId)
      .executeTakeFirstOrThrow();
    const design = await post('/experiment/mix-ratio-design/save', { reportCode: 'PB-001', recipeCode: recipe.recipe_code, testedOn: '2026-10-01' });
    expect(design.body.code, JSON.stringify(design.body)).toBe(200);
    const total = recipe.materials.reduce((a, m) => a + Number(m.kgPerM3), 0);
    expect(Number(design.body.data.result.split(' ')[0])).toBeCloseTo(total, 6);
    expect(design.body.data.materials.split('; ')).toHaveLength(recipe.materials.length);
    const info = await f.s.call('GET', '/experiment/mix-ratio-design/getInfoById', lab, { query: { id: String(design.body.data.id) } });
    expect(info.body.data.reportCode).toBe('PB-001');
    const unknown = await post('/experiment/mix-ratio-design/save', { reportCode: 'PB-002', recipeCode: 'NO-SUCH', testedOn: '2026-10-01' });
    expect([unknown.body.code, unknown.body.data?.field]).toEqual([400, 'recipeCode']);

    const request = await post('/experiment/mix-ratio-application/save', { reportCode: 'SQ-001', taskId, testedOn: '2026-10-01' });
    expect(request.body.code, JSON.stringify(request.body)).toBe(200);
    expect(Number(request.body.data.planQuantity)).toBe(Number(recipe.plan_quantity));
    expect(request.body.data.recipeCode).toBe(recipe.recipe_code);
    const del = await f.s.call('GET', '/experiment/mix-ratio-application/delete', lab, { query: { id: String(request.body.data.id) } });
    expect(del.body.code, JSON.stringify(del.body)).toBe(200);
    expect((await f.s.call('GET', '/experiment/mix-ratio-application/getInfoById', lab, { query: { id: String(request.body.data.id) } })).body.code).toBe(404);
  });

  it('checks the first batch against the design slump and its tolerance', async () => {
    const slump = (await f.s.services.db.selectFrom('production_tasks').select('slump').where('id', '=', taskId).executeTakeFirstOrThrow()).slump;
    const design = Number(/\d+/.exec(slump)![0]);
    const tol = design < 50 ? 10 : design < 100 ? 20 : 30;
    const ok = await post('/experiment/open-identify/save', { reportCode: 'KP-001', taskId, measuredSlump: design + tol, testedOn: '2026-10-01' });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toMatchObject({ designSlump: design, slumpTolerance: tol, slumpRange: `${design - tol}–${design + tol}`, pass: true });
    const off = await post('/experiment/open-identify/save', { reportCode: 'KP-002', taskId, measuredSlump: design + tol + 10, testedOn: '2026-10-01' });
    expect(off.body.data.pass).toBe(false);
    const noTask = await post('/experiment/open-identify/save', { reportCode: 'KP-003', measuredSlump: 180, testedOn: '2026-10-01' });
    expect([noTask.body.code, noTask.body.data?.field]).toEqual([400, 'taskId']);
  });

  it('certifies the task from its 28-day groups and its latest chloride and alkali results, in the PDF too', async () => {
    const r = await post('/experiment/ex-factory-certificate/save', { reportCode: 'HG-001', taskId, testedOn: '2026-10-30' });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const groups = await f.s.services.db
      .selectFrom('concrete_samples')
      .select('strength_mpa')
      .where('task_id', '=', taskId)
      .where('age_days', '=', 28)
      .where('strength_mpa', 'is not', null)
      .execute();
    const values = groups.map((g) => Number(g.strength_mpa));
    expect(r.body.data.groups28).toBe(values.length);
    expect(r.body.data.mean28).toBe((values.reduce((a, b) => a + b, 0) / values.length).toFixed(1));
    expect(r.body.data.min28).toBe(Math.min(...values).toFixed(1));
    expect(r.body.data).toMatchObject({ chlorideResult: '0.125% ✗', alkaliResult: '2.50 kg/m³ ✓' });
    const text = await pdfOf('exFactoryReport', r.body.data.id);
    for (const figure of ['HG-001', r.body.data.mean28, '0.125%', '2.50 kg/m³']) expect(text).toContain(figure);
  });
});
