import { describe, expect, it } from 'vitest';
import { checkAlkali } from './alkali';
import { checkChloride, CHLORIDE_LIMITS } from './chloride';
import { checkSlump, samplesRequired } from './sampling';

describe('chloride limits', () => {
  it('keeps the basis of each standard in the data', () => {
    const bases = (standard: string) => CHLORIDE_LIMITS.filter((l) => l.standard === standard).map((l) => l.basis);
    expect(bases('JGJ 55-2011')).toEqual(Array(6).fill('cement'));
    expect(bases('GB 50010-2010')).toEqual(Array(6).fill('binder'));
    expect(CHLORIDE_LIMITS.find((l) => l.key === 'gb50010.2b')?.percent).toBe('0.15');
  });

  it('divides the same chloride by cement for JGJ 55 and by binder for GB 50010', () => {
    const onCement = checkChloride({ limitKey: 'jgj55.reinforced-damp', chlorideKg: 0.5, cementKg: 292, binderKg: 365 });
    expect([onCement.basisKg, onCement.percent, onCement.pass]).toEqual(['292', '0.171', true]);
    const onBinder = checkChloride({ limitKey: 'gb50010.3b', chlorideKg: 0.5, cementKg: 292, binderKg: 365 });
    expect([onBinder.basisKg, onBinder.percent, onBinder.pass]).toEqual(['365', '0.137', false]);
  });

  it('passes a content exactly at the limit', () => {
    expect(checkChloride({ limitKey: 'jgj55.reinforced-damp', chlorideKg: 0.6, cementKg: 300, binderKg: 400 }).pass).toBe(true);
    expect(checkChloride({ limitKey: 'gb50010.2b', chlorideKg: 0.6, cementKg: 300, binderKg: 400 })).toMatchObject({ percent: '0.150', pass: true });
    expect(checkChloride({ limitKey: 'gb50010.2b', chlorideKg: '0.6001', cementKg: 300, binderKg: 400 }).pass).toBe(false);
  });

  it('sums the chloride of the materials when no content is given', () => {
    const r = checkChloride({
      limitKey: 'jgj55.reinforced-dry',
      cementKg: 292,
      binderKg: 365,
      materials: [
        { name: 'sand', massKg: 775, chloridePercent: 0.02 },
        { name: 'admixture', massKg: 6.57, chloridePercent: 0.1 },
      ],
    });
    expect(r.contributions).toEqual([
      { name: 'sand', kg: '0.1550' },
      { name: 'admixture', kg: '0.0066' },
    ]);
    expect(r.chlorideKg).toBe('0.16157');
  });

  it('names the field of bad input', () => {
    expect(() => checkChloride({ limitKey: 'x', chlorideKg: 0.5, cementKg: 292, binderKg: 365 })).toThrow('limitKey');
    expect(() => checkChloride({ limitKey: 'gb50010.1', chlorideKg: 0.5, cementKg: 292, binderKg: 200 })).toThrow('binderKg');
    expect(() => checkChloride({ limitKey: 'gb50010.1', cementKg: 292, binderKg: 365 })).toThrow('chlorideKg');
  });
});

describe('alkali content', () => {
  it('counts fly ash at 1/6 and slag at 1/2', () => {
    const r = checkAlkali([
      { source: 'cement', massKg: 292, alkaliPercent: 0.6 },
      { source: 'flyAsh', massKg: 73, alkaliPercent: 1.5 },
      { source: 'slag', massKg: 100, alkaliPercent: 1.0 },
      { source: 'admixture', massKg: 6.57, alkaliPercent: 5 },
    ]);
    expect(r.contributions.map((c) => [c.share, c.kg])).toEqual([
      ['1', '1.752'],
      ['1/6', '0.183'],
      ['1/2', '0.500'],
      ['1', '0.329'],
    ]);
    expect([r.totalKg, r.limitKg, r.pass]).toEqual(['2.76', '3.0', true]);
  });

  it('passes exactly 3.0 kg/m³ and fails above', () => {
    expect(checkAlkali([{ source: 'cement', massKg: 500, alkaliPercent: 0.6 }]).pass).toBe(true);
    expect(
      checkAlkali([
        { source: 'cement', massKg: 500, alkaliPercent: 0.6 },
        { source: 'flyAsh', massKg: 1, alkaliPercent: 0.01 },
      ]).pass,
    ).toBe(false);
  });

  it('names the field of bad input', () => {
    expect(() => checkAlkali([])).toThrow('materials');
    expect(() => checkAlkali([{ source: 'sand' as never, massKg: 1, alkaliPercent: 1 }])).toThrow('materials[0].source');
    expect(() => checkAlkali([{ source: 'cement', massKg: -1, alkaliPercent: 1 }])).toThrow('materials[0].massKg');
  });
});

describe('sampling frequency (GB 50204)', () => {
  it('takes one sample per 100 batches and per 100 m³, whichever asks more', () => {
    expect(samplesRequired({ batches: 150, volumeM3: 300 })).toMatchObject({ byBatches: 2, byVolume: 3, required: 3 });
    expect(samplesRequired({ batches: 100, volumeM3: 100 }).required).toBe(1);
    expect(samplesRequired({ batches: 100, volumeM3: '100.5' }).required).toBe(2);
  });

  it('takes one per shift below 100 batches and one per floor', () => {
    expect(samplesRequired({ batches: 40, volumeM3: 80, shifts: 2 })).toMatchObject({ byShift: 2, required: 2 });
    expect(samplesRequired({ batches: 250, volumeM3: 240, shifts: 2, floors: 4 })).toMatchObject({ byShift: 0, byFloor: 4, required: 4 });
  });

  it('takes one per 200 m³ in one continuous pour above 1000 m³', () => {
    expect(samplesRequired({ batches: 1200, volumeM3: 1200, continuousPour: true })).toMatchObject({
      rule: 'large-pour',
      byBatches: 0,
      byVolume: 6,
      required: 6,
    });
    expect(samplesRequired({ batches: 1000, volumeM3: 1000, continuousPour: true })).toMatchObject({ rule: 'batches-and-volume', required: 10 });
  });

  it('names a bad count', () => {
    expect(() => samplesRequired({ batches: 1.5, volumeM3: 10 })).toThrow('batches');
  });
});

describe('slump tolerance (GB/T 14902)', () => {
  it('allows ±10 up to 40 mm, ±20 for 50–90 mm and ±30 from 100 mm, limits included', () => {
    expect(checkSlump(40, 50)).toMatchObject({ tolerance: 10, min: 30, max: 50, pass: true });
    expect(checkSlump(90, 111).pass).toBe(false);
    expect(checkSlump(90, 110)).toMatchObject({ tolerance: 20, pass: true });
    expect(checkSlump(180, 150)).toMatchObject({ tolerance: 30, pass: true });
    expect(checkSlump(180, '149.9').pass).toBe(false);
  });
});
