import { describe, expect, it } from 'vitest';
import { ALL_INDICATORS, MATERIAL_KINDS, MATERIAL_STANDARDS, judgeIndicators } from './raw-materials';

describe('judgeIndicators', () => {
  const po425 = MATERIAL_STANDARDS.cement.grades['P·O 42.5'];
  const good = {
    specificSurface: 350,
    initialSet: 180,
    finalSet: 240,
    soundness: 1,
    flexural3d: '5.2',
    compressive3d: '26.1',
    flexural28d: '8.1',
    compressive28d: '48.6',
  };

  it('passes a P·O 42.5 cement within every GB 175 limit, bounds inclusive', () => {
    expect(judgeIndicators(po425, good)).toMatchObject({ verdict: 'pass', failed: [] });
    expect(judgeIndicators(po425, { ...good, compressive28d: '42.5', finalSet: 600, initialSet: 45 }).verdict).toBe('pass');
  });

  it('fails on any indicator outside its limit and names each one', () => {
    const r = judgeIndicators(po425, { ...good, compressive28d: '42.4', finalSet: 601 });
    expect(r.verdict).toBe('fail');
    expect(r.failed).toEqual(['finalSet', 'compressive28d']);
    expect(r.items.find((i) => i.indicator === 'compressive28d')).toMatchObject({ value: '42.4', min: '42.5', max: null, pass: false });
  });

  it('stays pending while a limited indicator has no value, unless another already fails', () => {
    const { compressive28d: _, ...early } = good;
    expect(judgeIndicators(po425, early).verdict).toBe('pending');
    expect(judgeIndicators(po425, { ...early, compressive3d: '16.9' }).verdict).toBe('fail');
  });

  it('compares in decimals: a two-sided limit and a negative bound', () => {
    const sand = MATERIAL_STANDARDS.sand.grades.II;
    expect(judgeIndicators(sand, { finenessModulus: '3.7', mudContent: '3.0', clayLumpContent: '1.0' }).verdict).toBe('pass');
    expect(judgeIndicators(sand, { finenessModulus: '3.71', mudContent: '3.0', clayLumpContent: '1.0' }).failed).toEqual(['finenessModulus']);
    const swelling = MATERIAL_STANDARDS['swelling-agent'].grades.II;
    const air = (v: string) =>
      judgeIndicators(
        swelling.filter((l) => l.indicator === 'expansionAir21d'),
        { expansionAir21d: v },
      ).verdict;
    expect([air('-0.010'), air('-0.011')]).toEqual(['pass', 'fail']);
  });
});

describe('MATERIAL_STANDARDS', () => {
  it('limits only indicators the material declares, and every indicator is stored once', () => {
    for (const k of MATERIAL_KINDS) {
      const m = MATERIAL_STANDARDS[k];
      const names = new Set(m.indicators.map((i) => i.name));
      for (const limits of Object.values(m.grades)) for (const l of limits) expect(names.has(l.indicator), `${k}.${l.indicator}`).toBe(true);
    }
    expect(new Set(ALL_INDICATORS.map((i) => i.name)).size).toBe(ALL_INDICATORS.length);
  });

  it('grades fly ash by GB/T 1596 and slag by GB/T 18046', () => {
    const fineness = (g: string) => MATERIAL_STANDARDS['fly-ash'].grades[g].find((l) => l.indicator === 'fineness')?.max;
    expect(['F-I', 'F-II', 'F-III'].map(fineness)).toEqual(['12.0', '30.0', '45.0']);
    const a28 = (g: string) => MATERIAL_STANDARDS['mineral-powder'].grades[g].find((l) => l.indicator === 'activityIndex28d')?.min;
    expect(['S105', 'S95', 'S75'].map(a28)).toEqual(['105', '95', '75']);
  });
});
