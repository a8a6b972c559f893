import { describe, expect, it } from 'vitest';
import { designMix, type MixDesignInput } from './mix-design';
import { runningSigma } from './running-sigma';
import { sigmaChoice, sigmaLine } from './sigma-choice';

const day = (offset: number) => new Date(Date.UTC(2026, 10, 24) - offset * 86_400_000).toISOString().slice(0, 10);
/** n groups of the last n days, alternating between two strengths. */
const history = (n: number, a: string, b: string) =>
  runningSigma(
    Array.from({ length: n }, (_, i) => ({ date: day(i), strength: i % 2 ? a : b })),
    '2026-11-24',
  );

const c30: MixDesignInput = {
  grade: 'C30',
  cementClass: '42.5',
  aggregate: 'crushed',
  flyAshPercent: 20,
  flyAshGradeIorII: true,
  slumpMm: 180,
  waterReductionPercent: 20,
  admixturePercent: 1.8,
  sandRatioPercent: 42,
  assumedDensity: 2400,
};

// the lines as admin/lab/quality-loop.labels.ts words them in zh
const zh: Record<string, string> = {
  'qualityLoop.lineHistory': 'σ = {{value}} MPa（近期 {{n}} 组统计值）',
  'qualityLoop.lineFloor': 'σ = {{value}} MPa（近期 {{n}} 组统计值 {{computed}} 低于下限 {{floor}}，取下限）',
  'qualityLoop.lineDefault': 'σ = {{value}} MPa（规程默认值：近期试件不足 {{min}} 组，仅 {{n}} 组）',
  'qualityLoop.lineHighGrade': 'σ 不参与计算：C60 及以上 fcu,0 = 1.15·fcu,k',
  'qualityLoop.lineSigma0': 'σ0 = {{value}} MPa（近期 {{n}} 组统计值）',
  'qualityLoop.lineSigma0Floor': 'σ0 = {{value}} MPa（近期 {{n}} 组统计值 {{computed}} 低于 {{floor}}，取 {{floor}}）',
  'qualityLoop.lineSigma0Few': '不能作 σ0：近期试件不足 {{min}} 组，仅 {{n}} 组',
};
const t = (key: string, vars: Record<string, string | number> = {}) => (zh[key] ?? `?${key}`).replace(/\{\{(\w+)\}\}/g, (_, v: string) => String(vars[v]));

/** What the design computes with the σ the card's button puts into its form (none when the history may not serve). */
const designed = (grade: string, r: ReturnType<typeof history>) => designMix({ ...c30, grade, sigma: r.asDesignSigma ? r.spread?.computed : undefined });

describe('the σ a mix design uses, in one line (JGJ 55 §4.0.2, issue 26 item 14)', () => {
  it('takes the statistic of 30 groups or more: 36 groups of 34.0/41.0 give σ 3.55', () => {
    const r = history(36, '34.0', '41.0');
    const c = sigmaChoice('design', 'C30', r);
    expect(c).toMatchObject({ value: '3.55', reason: 'history', n: 36, computed: '3.55', floor: '3.0' });
    expect(sigmaLine(c, t)).toBe('σ = 3.55 MPa（近期 36 组统计值）');
    expect(designed('C30', r).sigma.value).toBe(c.value);
    // fcu,0 = 30 + 1.645 × 3.55 = 35.84
    expect(designed('C30', r).fcu0.value).toBe('35.8');
  });

  it("raises a statistic below the grade's floor to the floor: 36 groups of 36.0/41.0 give 2.54, C30 takes 3.0", () => {
    const r = history(36, '36.0', '41.0');
    const c = sigmaChoice('design', 'C30', r);
    expect(c).toMatchObject({ value: '3.0', reason: 'floor', n: 36, computed: '2.54', floor: '3.0' });
    expect(sigmaLine(c, t)).toBe('σ = 3.0 MPa（近期 36 组统计值 2.54 低于下限 3.0，取下限）');
    expect(designed('C30', r).sigma.value).toBe(c.value);
    // above C30 the floor is 4.0
    expect(sigmaChoice('design', 'C40', r)).toMatchObject({ value: '4.0', reason: 'floor', floor: '4.0' });
    expect(designed('C40', r).sigma.value).toBe('4.0');
  });

  it("takes the table's default with fewer than 30 groups, whatever their statistic", () => {
    const r = history(12, '34.0', '41.0');
    const c = sigmaChoice('design', 'C30', r);
    expect(c).toMatchObject({ value: '5.0', reason: 'default', n: 12, min: 30 });
    expect(sigmaLine(c, t)).toBe('σ = 5.0 MPa（规程默认值：近期试件不足 30 组，仅 12 组）');
    expect(designed('C30', r).sigma.value).toBe(c.value);
    expect(designed('C30', r).fcu0.value).toBe('38.2');
    expect(sigmaChoice('design', 'C20', history(0, '1', '1'))).toMatchObject({ value: '4.0', reason: 'default', n: 0 });
    expect(sigmaChoice('design', 'C50', history(29, '50.0', '60.0'))).toMatchObject({ value: '6.0', reason: 'default', n: 29 });
  });

  it('says σ takes no part from C60, where fcu,0 = 1.15·fcu,k', () => {
    const c = sigmaChoice('design', 'C60', history(36, '64.0', '71.0'));
    expect(c).toMatchObject({ value: null, reason: 'highGrade' });
    expect(sigmaLine(c, t)).toBe('σ 不参与计算：C60 及以上 fcu,0 = 1.15·fcu,k');
  });

  it('says the σ0 of an evaluation the same way (GB/T 50107 §5.1.2: 45 groups, 2.5 MPa floor)', () => {
    expect(sigmaLine(sigmaChoice('sigma0', 'C30', history(46, '34.0', '41.0')), t)).toBe('σ0 = 3.54 MPa（近期 46 组统计值）');
    expect(sigmaLine(sigmaChoice('sigma0', 'C30', history(46, '35.0', '35.2')), t)).toBe('σ0 = 2.50 MPa（近期 46 组统计值 0.10 低于 2.50，取 2.50）');
    expect(sigmaLine(sigmaChoice('sigma0', 'C30', history(36, '34.0', '41.0')), t)).toBe('不能作 σ0：近期试件不足 45 组，仅 36 组');
  });
});
