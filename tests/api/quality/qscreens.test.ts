import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signedInServer } from '../harness';
import { okData } from '../calls';

/**
 * The quality screens issue 11 found unbuilt (docs/decisions.md, QSCREENS): each served with the
 * fresh demo's rows to the lab, and what each computes checked against the rows it stands on.
 */
const lab = signedInServer('lab', 500);

type Row = Record<string, string | number | boolean | null>;
const ok = async (path: string, body: Record<string, unknown> = {}) => okData(await lab.s.call('POST', path, lab.token, { body }));
const list = (path: string, body: Record<string, unknown> = {}): Promise<Row[]> => lab.list(path, body);
const repeat = (v: number, n: number) => Array.from({ length: n }, () => v).join(',');

describe('compression-statistical-one: GB/T 50107 with σ0 known', () => {
  it('evaluates with the previous period, lists only known-σ rows, and they show on statistical-two too', async () => {
    const saved = await ok('/resource/knownSigmaEvaluation/save', {
      reportCode: 'QS-σ0-1',
      grade: 'C30',
      groups: '34.0,33.0,32.0',
      previousGroups: `${repeat(31, 23)},${repeat(39, 22)}`,
    });
    // the worked example of tests/api/lab/strength-evaluation.test.ts, entered on the other screen with method known-sigma
    expect(saved).toMatchObject({
      method: 'known-sigma',
      n: 3,
      sigmaComputed: '4.04',
      meanLimit: '32.8280',
      minLimit: '27.1720',
      gradeMinLimit: '27.0000',
      pass: true,
    });
    await ok('/experiment/statistical-envaluation/save', {
      reportCode: 'QS-S-1',
      grade: 'C30',
      method: 'statistical',
      groups: '30 32 34 36 38 40 42 44 46 48',
    });
    const one = await list('/resource/knownSigmaEvaluation/page');
    expect(one.map((r) => r.reportCode)).toContain('QS-σ0-1');
    expect(one.length).toBeGreaterThan(0);
    expect(one.filter((r) => r.method !== 'known-sigma')).toEqual([]);
    expect(one.map((r) => r.reportCode)).not.toContain('QS-S-1');
    expect((await list('/experiment/statistical-envaluation/page', { reportCode: 'QS-σ0-1' })).map((r) => r.reportCode)).toEqual(['QS-σ0-1']);
  });

  it('refuses an evaluation without the previous period, naming the field', async () => {
    const r = await lab.s.call('POST', '/resource/knownSigmaEvaluation/save', lab.token, { body: { reportCode: 'QS-σ0-2', grade: 'C30', groups: '34,33,32' } });
    expect([r.body.code, r.body.data?.field]).toEqual([400, 'previousGroups']);
  });
});

describe('certificate-workmanship, -openAppaisal, -stressReport: the issued reports, read only', () => {
  it.each([
    ['workmanshipCertificate', '/experiment/mix-ratio-application/page'],
    ['openAppraisalCertificate', '/experiment/open-identify/page'],
    ['stressReportCertificate', '/experiment/crush-resistance-report/page'],
  ])('%s lists the rows of %s', async (view, reports) => {
    const rows = await list(`/resource/${view}/page`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.reportCode).sort()).toEqual((await list(reports)).map((r) => r.reportCode).sort());
    expect((await lab.s.call('POST', `/resource/${view}/save`, lab.token, { body: { reportCode: 'X' } })).status).toBe(404);
  });
});

describe('CertificationHub: the shipped tasks behind the documents', () => {
  it('lists every task that shipped, its trips summed from its tickets', async () => {
    const db = lab.s.services.db;
    const t = (
      await sql<{ first: string; last: string; n: number }>`select to_char(min(created_at) - interval '1 day', 'YYYY-MM-DD') as first,
      to_char(max(created_at) + interval '1 day', 'YYYY-MM-DD') as last, count(*)::int as n from delivery_tickets`.execute(db)
    ).rows[0];
    const data = await ok('/production/concreteOut/getTaskInfoList', { beginTime: t.first, endTime: t.last, limit: 1000 });
    expect(data.list.length).toBeGreaterThan(0);
    expect(data.total).toBe(data.list.length);
    expect(data.list.reduce((a: number, r: Row) => a + Number(r.trips), 0)).toBe(t.n);
  });
});

describe('quality-control: the strength control level of a month (GB 50164-2011)', () => {
  it('counts, averages and judges each grade from the 28-day results obtained in the month, judging none under 30 groups', async () => {
    const db = lab.s.services.db;
    const tested = (
      await sql<{ strength: string; mpa: string; month: string }>`select strength, strength_mpa::text as mpa,
      to_char(tested_at at time zone 'Asia/Shanghai', 'YYYY-MM') as month
      from concrete_samples where age_days = 28 and state = 1 and strength_mpa is not null order by tested_at`.execute(db)
    ).rows;
    const months = [...new Set(tested.map((x) => x.month))].slice(-2);
    expect(months.length).toBeGreaterThan(0);
    let spreads = 0;
    for (const month of months) {
      const inMonth = tested.filter((x) => x.month === month);
      const data = await ok('/quality/strength-control', { month });
      expect(data.month).toBe(month);
      expect(data.list.map((r: Row) => r.strength).sort()).toEqual([...new Set(inMonth.map((x) => x.strength))].sort());
      expect(data.list.length).toBeGreaterThan(0);
      for (const r of data.list as Row[]) {
        const mine = inMonth.filter((x) => x.strength === r.strength).map((x) => Math.round(Number(x.mpa) * 10));
        const n = mine.length;
        expect(r.groups).toBe(n);
        expect(r.mean).toBe((Math.round(mine.reduce((a, v) => a + v, 0) / n) / 10).toFixed(1));
        const fcuk = Number(/C(\d+)/.exec(String(r.strength))![1]);
        const reached = mine.filter((v) => v >= fcuk * 10).length;
        expect(r.reached).toBe(reached);
        expect(r.percent).toBe((Math.round((reached * 1000) / n) / 10).toFixed(1));
        // the standard deviation of the groups; one group alone has none
        const m = mine.reduce((a, v) => a + v, 0) / n / 10;
        const sigma = n > 1 ? Math.sqrt(mine.reduce((a, v) => a + (v / 10 - m) ** 2, 0) / (n - 1)) : null;
        expect(r.sigma === null ? null : Number(r.sigma), `${r.strength} σ`).toEqual(sigma === null ? null : expect.closeTo(sigma, 2));
        if (sigma !== null) spreads++;
        const met = r.sigma !== null && Number(r.sigma) <= Number(r.sigmaLimit) && reached * 100 >= 95 * n;
        expect(r.verdict).toBe(n < 30 ? 'few' : met ? 'pass' : 'fail');
      }
    }
    expect(spreads, 'some grade has a standard deviation to check').toBeGreaterThan(0);
    const none = await ok('/quality/strength-control', { month: '2001-01' });
    expect(none.list).toEqual([]);
    // the screen's station filter, for the lab as for production
    expect((await ok('/production/report/stations')).length).toBeGreaterThan(0);
  });
});

describe('visualization-record: the press tests with their photos', () => {
  it('lists the same groups as the detect screen, with the photo column', async () => {
    const visual = await ok('/resource/visualRecord/page', { pageNum: 1, pageSize: 10 });
    const detect = await ok('/experiment/strengthRecord/page', { pageNum: 1, pageSize: 10 });
    expect(visual.total).toBeGreaterThan(0);
    expect(visual.total).toBe(detect.total);
    expect(visual.list[0]).toHaveProperty('imageName');
  });
});

describe('the lab and /product/material-quality-indicator', () => {
  it('grants the lab the screen (and its hidden group) but not the rest of /product', async () => {
    const r = await lab.s.call('GET', '/user/menu/findbycode', lab.token, { query: { organization_code: '0001' } });
    const product = (r.body.data as Array<{ path: string; children: Array<{ path: string }> }>).find((n) => n.path === '/product');
    expect(product?.children.map((c) => c.path)).toEqual(['/product/material-quality-indicator']);
  });
});
