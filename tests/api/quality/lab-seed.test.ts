import { describe, expect, it } from 'vitest';
import { signedInServer } from '../harness';
import { cubeGroupStrength } from '../../../src/domain/quality/cube-strength';
import { checkChloride } from '../../../src/domain/quality/chloride';

/** The lab's records a fresh demo starts with (server/seed/lab-reports.seed.ts), as the lab's screens list them. */
const lab = signedInServer('lab');
type Row = Record<string, string | number | boolean | null>;
const page = (path: string, body: Record<string, unknown> = {}) => lab.list(path, body);
/** The mean of strengths to 0.1 MPa, summed in tenths so no float rounding creeps in. */
const meanOf = (values: readonly string[]) => {
  const tenths = values.reduce((a, v) => a + Math.round(Number(v) * 10), 0);
  return (Math.round(tenths / values.length) / 10).toFixed(1);
};

describe('the lab screens of a fresh demo', () => {
  it.each([
    ['/quality-management/sampling-record', '/experiment/sample-record/page'],
    ['compression-report', '/experiment/crush-resistance-report/page'],
    ['fold-resistance-report', '/experiment/frature-resistance-report/page'],
    ['impermeability-report', '/experiment/imprevious-resistance-report/page'],
    ['unilateral-chloride-ion', '/experiment/chloride-content/page'],
    ['unilateral-alkali', '/experiment/alkali-content/page'],
    ['mix-design-report', '/experiment/mix-ratio-design/page'],
    ['mix-requisition', '/experiment/mix-ratio-application/page'],
    ['open-identification', '/experiment/open-identify/page'],
    ['/quality-management/leave-factory', '/experiment/ex-factory-certificate/page'],
    ['compression-non-statistical', '/experiment/nonstatistical-envaluation/page'],
    ['compression-statistical-two', '/experiment/statistical-envaluation/page'],
    ['compression-statistical-one', '/resource/knownSigmaEvaluation/page'],
    ['/quality-management/set-material-sampling', '/experiment/sample-material/page'],
  ])('%s lists rows for the lab (%s)', async (_screen, path) => {
    expect((await page(path)).length).toBeGreaterThan(0);
  });

  it('compression reports give what the stored loads of their groups give', async () => {
    const reports = await page('/experiment/crush-resistance-report/page');
    const db = lab.s.services.db;
    for (const r of reports) {
      const g = await db
        .selectFrom('concrete_samples')
        .select(['loads', 'size_mm', 'strength', 'strength_mpa'])
        .where('sample_no', '=', String(r.sampleNo))
        .where('age_days', '=', Number(r.ageDays))
        .executeTakeFirstOrThrow();
      const again = cubeGroupStrength({ loadsKn: g.loads!.split(','), sizeMm: g.size_mm, grade: g.strength });
      expect([r.loads, r.result, String(g.strength_mpa)]).toEqual([g.loads, again.strength, again.strength]);
    }
  });

  it('the certificate and the evaluations quote the stored 28-day groups: their count, mean and minimum', async () => {
    const db = lab.s.services.db;
    const [cert] = await page('/experiment/ex-factory-certificate/page');
    const groups = (
      await db
        .selectFrom('concrete_samples')
        .select('strength_mpa')
        .where('task_id', '=', Number(cert.taskId))
        .where('age_days', '=', 28)
        .where('strength_mpa', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((g) => String(g.strength_mpa));
    expect(groups.length).toBeGreaterThan(0);
    expect([cert.groups28, cert.mean28, cert.min28]).toEqual([
      groups.length,
      meanOf(groups),
      groups
        .map(Number)
        .sort((a, b) => a - b)[0]
        .toFixed(1),
    ]);

    for (const path of ['/experiment/nonstatistical-envaluation/page', '/experiment/statistical-envaluation/page', '/resource/knownSigmaEvaluation/page']) {
      const [e] = await page(path);
      const stored = String(e.groups)
        .split(/[\s,]+/)
        .filter(Boolean);
      const all = (
        await db
          .selectFrom('concrete_samples')
          .select('strength_mpa')
          .where('strength', '=', String(e.grade))
          .where('age_days', '=', 28)
          .where('strength_mpa', 'is not', null)
          .execute()
      ).map((g) => Number(g.strength_mpa).toFixed(1));
      for (const v of stored) expect(all).toContain(Number(v).toFixed(1));
      expect([e.n, e.mean]).toEqual([stored.length, meanOf(stored)]);
    }
  });

  it('the chloride report sums its materials against the limit it names', async () => {
    const [r] = await page('/experiment/chloride-content/page');
    const row = await lab.s.services.db
      .selectFrom('concrete_reports')
      .select(['materials', 'limit_key', 'cement_kg', 'binder_kg'])
      .where('id', '=', Number(r.id))
      .executeTakeFirstOrThrow();
    const materials = row
      .materials!.split('\n')
      .map((l) => l.split(':'))
      .map(([name, massKg, chloridePercent]) => ({ name, massKg, chloridePercent }));
    const again = checkChloride({ limitKey: row.limit_key!, cementKg: String(row.cement_kg), binderKg: String(row.binder_kg), materials });
    expect(r.result).toBe(`${again.percent}%`);
  });
});

describe('POST /experiment/ex-factory-certificate/save', () => {
  it("quotes every 28-day group of a task with many (the past period's): no list is cut short", async () => {
    const db = lab.s.services.db;
    const busiest = await db
      .selectFrom('concrete_samples')
      .select(['task_id', db.fn.countAll<string>().as('n')])
      .where('age_days', '=', 28)
      .where('state', '=', 1)
      .where('strength_mpa', 'is not', null)
      .groupBy('task_id')
      .orderBy(db.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(busiest.n)).toBeGreaterThan(12);
    const r = await lab.s.call('POST', '/experiment/ex-factory-certificate/save', lab.token, {
      body: { reportCode: 'HG-MANY-001', taskId: busiest.task_id, testedOn: '2026-11-20' },
    });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    const groups = (
      await db
        .selectFrom('concrete_samples')
        .select('strength_mpa')
        .where('task_id', '=', busiest.task_id)
        .where('age_days', '=', 28)
        .where('state', '=', 1)
        .where('strength_mpa', 'is not', null)
        .orderBy('id')
        .execute()
    ).map((g) => Number(g.strength_mpa).toFixed(1));
    expect(r.body.data.strengths.split(', ')).toEqual(groups);
    expect(r.body.data.strengths.length).toBeGreaterThan(64);
    expect([r.body.data.groups28, r.body.data.mean28]).toEqual([groups.length, meanOf(groups)]);
  });
});

describe('recipe approvals waiting on a fresh demo (server/seed/recipe-approvals.seed.ts)', () => {
  type Waiting = { list: Row[] };
  const waiting = async (token: string, path: string): Promise<Waiting> => {
    const r = await lab.s.call('POST', path, token, { body: {} });
    expect(r.body.code, JSON.stringify(r.body)).toBe(200);
    return r.body.data;
  };

  it('gives the lab and the admin each a recipe and a selection to countersign, and the recipe is agreed when both have', async () => {
    const admin = await lab.s.login('admin');
    const libs = { lab: await waiting(lab.token, '/quality/recipe-lib/approval-list'), admin: await waiting(admin, '/quality/recipe-lib/approval-list') };
    const sels = { lab: await waiting(lab.token, '/quality/recipe-select/approval-list'), admin: await waiting(admin, '/quality/recipe-select/approval-list') };
    for (const w of [libs.lab, libs.admin, sels.lab, sels.admin]) expect(w.list.length).toBeGreaterThan(0);
    // waiting for both: on both lists
    const both = libs.lab.list.map((r) => r.libId).filter((id) => libs.admin.list.some((a) => a.libId === id));
    expect(both.length).toBe(1);
    const libId = both[0];
    const decide = async (token: string) =>
      (await lab.s.call('POST', '/quality/recipe-lib/approval', token, { body: { libId, status: 1, text: '同意' } })).body;
    expect((await decide(lab.token)).data.approveState).toBe(0);
    expect((await decide(admin)).data.approveState).toBe(1);
    // a selection waits on the aggregates' moisture: its batch holds the wet sand and less water
    const sel = sels.lab.list[0];
    const detail = (await lab.s.call('GET', '/quality/recipe-select/detail', lab.token, { query: { id: String(sel.id) } })).body.data;
    expect(detail.producible).toBe(false);
    expect(detail.moisture.length).toBeGreaterThan(0);
  });
});
