import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestServer, type TestServer } from '../harness';
import { okData } from '../calls';
import { MATERIAL_KINDS, MATERIAL_STANDARDS, type IndicatorLimit, type MaterialKind } from '../../../src/domain/quality/raw-materials';

/**
 * The seven inspection report families (unresolved row of spec doc 2 §7, designed in docs/wire.md):
 * `/experiment/<material>-inspect-report/{getPageList, insert, update, delete}` over the reports of
 * the raw-material tests. Each family is checked on its own material, its own limits and its own rows.
 */
let s: TestServer;
let lab: string;
let stationLab: string;
beforeAll(async () => {
  s = await startTestServer();
  await sql`insert into user_roles (user_id, role_id) select u.user_id, r.role_id from users u, roles r
    where u.user_name = 'station' and r.role_code = 'lab' on conflict do nothing`.execute(s.services.db);
  [lab, stationLab] = await Promise.all([s.login('lab'), s.login('station')]);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const post = (path: string, body: Record<string, unknown>, token = lab) => s.call('POST', path, token, { body });
const refused = (r: { body: any }) => [r.body.code, r.body.data?.field];
const rowOf = async (id: number) =>
  (
    await sql<{ report_code: string | null; verdict: string; quantity: string; used_quantity: string | null }>`
  select report_code, verdict, quantity::text, used_quantity::text from material_tests where id = ${id}`.execute(s.services.db)
  ).rows[0];
const filedCount = async (kind: string, org?: string) =>
  Number(
    (
      await sql<{ n: string }>`select count(*) n from material_tests
  where material = ${kind} and report_code is not null and ${org ? sql`org_id = ${org}` : sql`true`}`.execute(s.services.db)
    ).rows[0].n,
  );

/** A value inside a limit (the middle of a range, past a lower bound, under an upper one), and one outside it. */
const meeting = (l: IndicatorLimit) =>
  l.min !== undefined && l.max !== undefined ? (Number(l.min) + Number(l.max)) / 2 : l.min !== undefined ? Math.abs(Number(l.min)) * 1.5 : Number(l.max) * 0.5;
const failing = (l: IndicatorLimit) =>
  l.max !== undefined ? Number(l.max) + Math.max(1, Math.abs(Number(l.max))) : Number(l.min) - Math.max(1, Math.abs(Number(l.min)));

describe.each(MATERIAL_KINDS.map((k) => [k] as [MaterialKind]))('/experiment/%s-inspect-report', (kind) => {
  const m = MATERIAL_STANDARDS[kind];
  const P = `/experiment/${kind}-inspect-report`;
  const [grade, limits] = Object.entries(m.grades)[0];
  const scaleOf = (indicator: string) => Math.max(m.indicators.find((i) => i.name === indicator)!.scale, 1);
  const passing = Object.fromEntries(limits.map((l) => [l.indicator, meeting(l).toFixed(scaleOf(l.indicator))]));
  const code = (n: string) => `IR-${m.prefix}-${n}`;
  let testId: number;
  let bare: number;

  const arrive = async (testCode: string, org = '01') =>
    okData(
      await post(`/experiment/${m.family}/insert`, {
        org_id: org,
        testCode,
        grade,
        supplierName: '检验供应商',
        carNumber: '浙A88888',
        quantity: '30.00',
        arrivalDate: '2026-11-20',
        appearance: 'ok',
        inspectResult: 'pass',
      }),
    ).id as number;

  beforeAll(async () => {
    testId = await arrive(code('T1'));
    bare = await arrive(code('T2'));
  });

  it("insert files the report of an arrival and judges it against the grade's limits", async () => {
    const d = okData(await post(`${P}/insert`, { testId, reportCode: code('R1'), reportDate: '2026-11-22', tester: '孙海涛', ...passing }));
    expect(d).toMatchObject({ id: testId, testCode: code('T1'), reportCode: code('R1'), grade, verdict: 'pass', quantity: '30.00' });
    expect(d.judgement.items.map((i: any) => [i.indicator, i.pass])).toEqual(limits.map((l) => [l.indicator, true]));
    expect(await rowOf(testId)).toMatchObject({ report_code: code('R1'), verdict: 'pass' });
  });

  it('getPageList lists the filed reports of this material only, the arrivals without one left out', async () => {
    const page = okData(await post(`${P}/getPageList`, { limit: 500 }));
    expect(page.total).toBe(await filedCount(kind));
    const ids = page.list.map((r: any) => r.id);
    expect(ids).toContain(testId);
    expect(ids).not.toContain(bare);
    expect(page.list.length).toBe(page.total);
    expect(page.list.filter((r: any) => !r.reportCode)).toEqual([]);
    expect(okData(await post(`${P}/getPageList`, { reportCode: code('R1') })).list.map((r: any) => r.testCode)).toEqual([code('T1')]);
  });

  it('update changes a filed report and judges it again, naming the indicator that fails', async () => {
    const l = limits[0];
    const d = okData(await post(`${P}/update`, { id: testId, [l.indicator]: failing(l).toFixed(scaleOf(l.indicator)) }));
    expect(d).toMatchObject({ verdict: 'fail', failedItems: l.indicator, reportCode: code('R1') });
    expect(okData(await post(`${P}/update`, { id: testId, [l.indicator]: passing[l.indicator] })).verdict).toBe('pass');
  });

  it("refuses a second report, a report on nothing filed, another material's arrival and bad fields, writing nothing", async () => {
    expect(refused(await post(`${P}/insert`, { testId, reportCode: code('R9'), reportDate: '2026-11-22' }))).toEqual([409, 'testId']);
    expect(refused(await post(`${P}/update`, { id: bare, reportCode: code('R9') }))).toEqual([409, 'id']);
    expect(refused(await post(`${P}/insert`, { reportCode: code('R9'), reportDate: '2026-11-22' }))).toEqual([400, 'testId']);
    expect(refused(await post(`${P}/insert`, { testId: bare, reportDate: '2026-11-22' }))).toEqual([400, 'reportCode']);
    expect(refused(await post(`${P}/insert`, { testId: bare, reportCode: code('R9'), reportDate: '2026-11-31' }))).toEqual([400, 'reportDate']);
    expect(refused(await post(`${P}/insert`, { testId: bare, reportCode: code('R9'), reportDate: '2026-11-22', [limits[0].indicator]: 'abc' }))).toEqual([
      400,
      limits[0].indicator,
    ]);
    const other = MATERIAL_KINDS.find((k) => k !== kind)!;
    const foreignMaterial = okData(await post(`/experiment/${MATERIAL_STANDARDS[other].family}/pageInspect`, { limit: 1 })).list[0].id;
    expect(refused(await post(`${P}/insert`, { testId: foreignMaterial, reportCode: code('R9'), reportDate: '2026-11-22' }))).toEqual([400, 'testId']);
    expect((await post(`${P}/update`, { id: foreignMaterial, reportCode: code('R9') })).body.code).toBe(404);
    expect(await rowOf(bare)).toMatchObject({ report_code: null, verdict: 'pending' });
  });

  it("keeps to the caller's stations", async () => {
    const foreign = await arrive(code('T3'), '02');
    expect(refused(await post(`${P}/insert`, { testId: foreign, reportCode: code('R3'), reportDate: '2026-11-22' }, stationLab))).toEqual([400, 'testId']);
    const page = okData(await post(`${P}/getPageList`, { limit: 500 }, stationLab));
    expect(page.total).toBe(await filedCount(kind, '01'));
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.map((r: any) => r.id)).not.toContain(foreign);
    expect(await rowOf(foreign)).toMatchObject({ report_code: null });
  });

  it('delete withdraws the report: the arrival and its ledger stay, the test is pending again', async () => {
    okData(await post(`/experiment/${m.family}/updateAccount`, { id: testId, usedQuantity: '12.00' }));
    expect(okData(await s.call('GET', `${P}/delete`, lab, { query: { id: String(testId) } }))).toEqual({ id: testId, withdrawn: true });
    expect(await rowOf(testId)).toEqual({ report_code: null, verdict: 'pending', quantity: '30.00', used_quantity: '12.00' });
    expect(okData(await post(`${P}/getPageList`, { reportCode: code('R1') })).list).toEqual([]);
    expect(okData(await post(`/experiment/${m.family}/pageInspect`, { testCode: code('T1') })).list.map((r: any) => r.id)).toEqual([testId]);
    expect(refused(await s.call('GET', `${P}/delete`, lab, { query: { id: String(testId) } }))).toEqual([409, 'id']);
  });
});
