import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

let s: TestServer;
let lab: string;
beforeAll(async () => {
  s = await startTestServer();
  lab = await s.login('lab');
});
afterAll(async () => {
  await s.close();
});

const repeat = (v: number, n: number) => Array.from({ length: n }, () => v).join(',');

describe('POST /experiment/nonstatistical-envaluation/getStrengthBehalfValue', () => {
  it('answers the worked example: 940 / 1010 / 1180 kN give 44.9 MPa by the middle value', async () => {
    const r = await s.call('POST', '/experiment/nonstatistical-envaluation/getStrengthBehalfValue', lab, {
      body: { loadsKn: [940, 1010, 1180], sizeMm: 150, grade: 'C30' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.specimens.map((x: { strength: string }) => x.strength)).toEqual(['41.8', '44.9', '52.4']);
    expect(r.body.data).toMatchObject({ rule: 'middle', strength: '44.9', maxDeviation: { percent: '16.7', exceeds: true } });
  });

  it('answers 400 naming the field for two loads, an odd size or a C60 cube without its tested factor', async () => {
    const call = (body: unknown) => s.call('POST', '/experiment/nonstatistical-envaluation/getStrengthBehalfValue', lab, { body });
    expect((await call({ loadsKn: [940, 1010], sizeMm: 150, grade: 'C30' })).body.data?.field).toBe('loadsKn');
    expect((await call({ loadsKn: [940, 1010, 1180], sizeMm: 120, grade: 'C30' })).body.data?.field).toBe('sizeMm');
    const c60 = await call({ loadsKn: [650, 660, 670], sizeMm: 100, grade: 'C60' });
    expect([c60.body.code, c60.body.data?.field]).toEqual([400, 'highGradeFactor']);
    const tested = await call({ loadsKn: [650, 660, 670], sizeMm: 100, grade: 'C60', highGradeFactor: '0.93' });
    expect(tested.body.data).toMatchObject({ sizeFactor: '0.93', factorSource: 'setting', strength: '61.4' });
  });
});

describe('/experiment/{nonstatistical,statistical}-envaluation', () => {
  it('stores the worked C60 example with λ3, λ4, the limits and the verdict', async () => {
    const r = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, {
      body: { reportCode: 'PD-001', grade: 'C60', groups: '67.5, 66.2, 68.9, 65.0' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      n: 4,
      mean: '66.9',
      minimum: '65.0',
      lambda3: '1.10',
      lambda4: '0.95',
      meanLimit: '66.0000',
      minLimit: '57.0000',
      pass: true,
    });
    expect(r.body.data.evaluation.criteria).toHaveLength(2);
    const page = await s.call('POST', '/experiment/nonstatistical-envaluation/page', lab, { body: { reportCode: 'PD-001' } });
    expect(page.body.data.list).toEqual([expect.objectContaining({ reportCode: 'PD-001', pass: true })]);
    // the statistical list does not show a non-statistical evaluation
    const other = await s.call('POST', '/experiment/statistical-envaluation/page', lab, { body: { reportCode: 'PD-001' } });
    expect(other.body.data.list).toEqual([]);
  });

  it('evaluates with S and λ1, λ2, and with a known σ0 from the previous period', async () => {
    const st = await s.call('POST', '/experiment/statistical-envaluation/save', lab, {
      body: { reportCode: 'PD-002', grade: 'C30', method: 'statistical', groups: '30 32 34 36 38 40 42 44 46 48' },
    });
    expect(st.body.code, JSON.stringify(st.body)).toBe(200);
    expect(st.body.data).toMatchObject({
      n: 10,
      mean: '39.0',
      sigmaComputed: '6.06',
      sigma: '6.06',
      lambda1: '1.15',
      lambda2: '0.90',
      meanLimit: '36.9690',
      pass: true,
    });
    const known = await s.call('POST', '/experiment/statistical-envaluation/save', lab, {
      body: {
        reportCode: 'PD-003',
        grade: 'C30',
        method: 'known-sigma',
        groups: '34.0,33.0,32.0',
        previousGroups: `${repeat(31, 23)},${repeat(39, 22)}`,
      },
    });
    expect(known.body.data).toMatchObject({ n: 3, sigmaComputed: '4.04', meanLimit: '32.8280', minLimit: '27.1720', gradeMinLimit: '27.0000', pass: true });
  });

  it('answers 400 naming the field by its label and stores nothing', async () => {
    const few = await s.call('POST', '/experiment/statistical-envaluation/save', lab, {
      body: { reportCode: 'PD-004', grade: 'C30', method: 'statistical', groups: '35,36' },
    });
    expect([few.body.code, few.body.data?.field]).toEqual([400, 'groups']);
    expect(few.body.msg).toContain('各组强度代表值');
    const bad = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, { body: { reportCode: 'PD-005', grade: 'C30', groups: '35,abc' } });
    expect([bad.body.code, bad.body.data?.field]).toEqual([400, 'groups']);
    const grade = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, { body: { reportCode: 'PD-006', grade: 'CX', groups: '35' } });
    expect([grade.body.code, grade.body.data?.field]).toEqual([400, 'grade']);
    const rows = await s.services.db.selectFrom('strength_evaluations').select('id').where('report_code', 'in', ['PD-004', 'PD-005', 'PD-006']).execute();
    expect(rows).toEqual([]);
  });

  it('re-evaluates a stored evaluation and keeps other organisations out', async () => {
    const r = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, {
      body: { reportCode: 'PD-007', grade: 'C30', groups: '34.4,34.4,34.4' },
    });
    expect(r.body.data.pass).toBe(false);
    const id = r.body.data.id;
    const again = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, { body: { id, groups: '34.5,34.5,34.5' } });
    expect(again.body.data).toMatchObject({ mean: '34.5', meanLimit: '34.5000', pass: true });
    const elsewhere = await s.call('POST', '/experiment/nonstatistical-envaluation/save', lab, { body: { id, groups: '40', org_id: '01' } });
    expect(elsewhere.body.code).toBe(404);
    expect((await s.call('POST', '/experiment/nonstatistical-envaluation/page', await s.login('station'), { body: {} })).body.code).toBe(403);
  });
});
