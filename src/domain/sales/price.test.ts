import { describe, expect, it } from 'vitest';
import { floatDelta, plantDay, priceLoad, type PriceBook, type PricedLoad, type PricingContract } from './price';

const contract = (over: Partial<PricingContract> = {}): PricingContract => ({
  id: 1,
  priceType: 'fixed',
  float: null,
  includingPump: false,
  pumpFeeFen: 0,
  mortarPriceType: 'grade',
  mortarFixedPriceFen: null,
  ...over,
});
const empty: PriceBook = {
  customerPrices: [],
  zonePrices: [],
  contractPrices: [],
  contractPeriods: [],
  informationPrices: [],
  informationPeriods: [],
  specialPrices: [],
  otherFees: [],
};
const book = (over: Partial<PriceBook> = {}): PriceBook => ({ ...empty, ...over });
const load = (over: Partial<PricedLoad> = {}): PricedLoad => ({
  productType: 'concrete',
  grade: 'C30',
  day: '2026-04-01',
  quantity: 12_000,
  pumped: false,
  specials: [],
  ...over,
});

const april = { id: 7, name: '2026年4月', startDate: '2026-04-01', endDate: '2026-04-30' };
const march = { id: 6, name: '2026年3月', startDate: '2026-03-01', endDate: '2026-03-31' };
const info = book({
  informationPeriods: [march, april],
  informationPrices: [
    { periodId: 6, productType: 'concrete', grade: 'C30', priceFen: 40_000 },
    { periodId: 7, productType: 'concrete', grade: 'C30', priceFen: 41_000 },
  ],
});

describe('priceLoad: the resolution order', () => {
  const all = book({
    customerPrices: [{ id: 11, productType: 'concrete', grade: 'C30', priceFen: 45_000, effectiveFrom: '2026-03-15' }],
    zonePrices: [{ id: 21, productType: 'concrete', grade: 'C30', priceFen: 44_000, effectiveFrom: '2026-01-01' }],
    contractPeriods: [april],
    contractPrices: [{ periodId: 7, productType: 'concrete', grade: 'C30', priceFen: 43_000 }],
    informationPeriods: info.informationPeriods,
    informationPrices: info.informationPrices,
  });

  it('takes the customer price before every other', () => {
    const r = priceLoad(contract(), all, load());
    expect(r).toMatchObject({
      ok: true,
      unitPriceFen: 45_000,
      amountFen: 540_000,
      explanation: { rule: 'customer', sourceId: 11, effectiveFrom: '2026-03-15', skipped: [] },
    });
  });

  it('falls to the zone price when the customer has none for the grade, and says why', () => {
    const r = priceLoad(contract(), { ...all, customerPrices: [{ ...all.customerPrices[0], grade: 'C35' }] }, load());
    expect(r).toMatchObject({
      ok: true,
      unitPriceFen: 44_000,
      explanation: { rule: 'zone', sourceId: 21, skipped: [{ rule: 'customer', reason: 'noPrice' }] },
    });
  });

  it('does not use a customer price before its day, and names that reason', () => {
    const r = priceLoad(contract(), all, load({ day: '2026-03-14' }));
    expect(r).toMatchObject({ ok: true, explanation: { rule: 'zone', skipped: [{ rule: 'customer', reason: 'notEffectiveYet' }] } });
  });

  it('uses the newest customer price in force on the day (history)', () => {
    const history = [
      { id: 1, productType: 'concrete', grade: 'C30', priceFen: 40_000, effectiveFrom: '2026-01-01' },
      { id: 2, productType: 'concrete', grade: 'C30', priceFen: 42_000, effectiveFrom: '2026-04-01' },
      { id: 3, productType: 'concrete', grade: 'C30', priceFen: 43_000, effectiveFrom: '2026-05-01' },
    ];
    expect(priceLoad(contract(), book({ customerPrices: history }), load({ day: '2026-03-31' }))).toMatchObject({ unitPriceFen: 40_000 });
    expect(priceLoad(contract(), book({ customerPrices: history }), load({ day: '2026-04-01' }))).toMatchObject({ unitPriceFen: 42_000 });
    expect(priceLoad(contract(), book({ customerPrices: history }), load({ day: '2026-04-30' }))).toMatchObject({ unitPriceFen: 42_000 });
  });

  it('takes the contract grade list of the period covering the day, both ends included', () => {
    const b = { ...all, customerPrices: [], zonePrices: [] };
    for (const day of ['2026-04-01', '2026-04-30']) {
      expect(priceLoad(contract(), b, load({ day }))).toMatchObject({ ok: true, unitPriceFen: 43_000, explanation: { rule: 'contract', period: april } });
    }
    // 31 March is outside the contract's April period: the information price of March with the float
    const r = priceLoad(contract({ float: { floating: 'down', floatingType: 'amount', bilizhi: '', digital: 1000 } }), b, load({ day: '2026-03-31' }));
    expect(r).toMatchObject({
      ok: true,
      unitPriceFen: 39_000,
      explanation: { rule: 'information', period: march, skipped: [{ rule: 'customer' }, { rule: 'zone' }, { rule: 'contract', reason: 'noPeriod' }] },
    });
  });

  it('matches grades whatever their case', () => {
    expect(
      priceLoad(contract(), book({ customerPrices: [{ productType: 'concrete', grade: 'c30', priceFen: 1, effectiveFrom: '2000-01-01' }] }), load()),
    ).toMatchObject({ ok: true, unitPriceFen: 1 });
  });

  it('skips the grade list of a contract priced by information price', () => {
    const r = priceLoad(
      contract({ priceType: 'information', float: { floating: 'up', floatingType: 'percent', bilizhi: '0', digital: 0 } }),
      { ...all, customerPrices: [], zonePrices: [] },
      load(),
    );
    expect(r).toMatchObject({
      ok: true,
      unitPriceFen: 41_000,
      explanation: { rule: 'information', skipped: [{ rule: 'customer' }, { rule: 'zone' }, { rule: 'contract', reason: 'priceTypeInformation' }] },
    });
  });
});

describe('priceLoad: the information price and its float', () => {
  const f = (floating: 'up' | 'down', floatingType: 'percent' | 'amount', bilizhi: string, digital: number) => ({ floating, floatingType, bilizhi, digital });

  it('floats up and down by percent (bilizhi), rounded half up to the fen', () => {
    expect(priceLoad(contract({ priceType: 'information', float: f('up', 'percent', '3.5', 0) }), info, load())).toMatchObject({
      ok: true,
      unitPriceFen: 42_435,
      explanation: { basePriceFen: 42_435, float: { floating: 'up', floatingType: 'percent', bilizhi: '3.5', deltaFen: 1435 } },
    });
    // 41000 × 2.345% = 961.45 fen → 961
    expect(priceLoad(contract({ priceType: 'information', float: f('down', 'percent', '2.345', 0) }), info, load())).toMatchObject({ unitPriceFen: 40_039 });
  });

  it('floats up and down by amount (digital)', () => {
    expect(priceLoad(contract({ priceType: 'information', float: f('up', 'amount', '', 2500) }), info, load())).toMatchObject({ unitPriceFen: 43_500 });
    expect(priceLoad(contract({ priceType: 'information', float: f('down', 'amount', '', 2500) }), info, load())).toMatchObject({ unitPriceFen: 38_500 });
  });

  it("uses the float record in force on the day over the contract's own float", () => {
    const c = contract({
      priceType: 'information',
      float: f('down', 'amount', '', 1000),
      floatRecords: [{ ...f('up', 'amount', '', 500), effectiveFrom: '2026-04-02' }],
    });
    expect(priceLoad(c, info, load({ day: '2026-04-01' }))).toMatchObject({ unitPriceFen: 40_000 });
    expect(priceLoad(c, info, load({ day: '2026-04-02' }))).toMatchObject({ unitPriceFen: 41_500 });
  });

  it('picks the information period by the day: 31 March and 1 April differ', () => {
    const c = contract({ priceType: 'information', float: f('up', 'amount', '', 0) });
    expect(priceLoad(c, info, load({ day: '2026-03-31' }))).toMatchObject({ unitPriceFen: 40_000, explanation: { period: march } });
    expect(priceLoad(c, info, load({ day: '2026-04-01' }))).toMatchObject({ unitPriceFen: 41_000, explanation: { period: april } });
  });

  it('refuses a float that would make the price negative, or that it cannot read', () => {
    expect(priceLoad(contract({ priceType: 'information', float: f('down', 'amount', '', 50_000) }), info, load())).toMatchObject({
      ok: false,
      reason: 'belowZero',
    });
    expect(priceLoad(contract({ priceType: 'information', float: f('up', 'percent', 'abc', 0) }), info, load())).toMatchObject({
      ok: false,
      reason: 'badFloat',
    });
    expect(floatDelta(100, f('up', 'amount', '', -5))).toBeUndefined();
  });

  it('asks for a float when the contract has none', () => {
    expect(priceLoad(contract({ priceType: 'information' }), info, load())).toMatchObject({ ok: false, reason: 'noFloat' });
  });
});

describe('priceLoad: no price', () => {
  it('names every rule it tried when nothing prices the grade', () => {
    const r = priceLoad(contract(), info, load({ grade: 'C60' }));
    expect(r).toEqual({
      ok: false,
      reason: 'noPrice',
      skipped: [
        { rule: 'customer', reason: 'noPrice' },
        { rule: 'zone', reason: 'noPrice' },
        { rule: 'contract', reason: 'noPeriod' },
        { rule: 'information', reason: 'noPrice' },
      ],
    });
  });

  it('says no period when the day is outside every information period', () => {
    expect(priceLoad(contract(), info, load({ day: '2026-05-01' }))).toMatchObject({
      ok: false,
      reason: 'noPrice',
      skipped: [{}, {}, {}, { rule: 'information', reason: 'noPeriod' }],
    });
  });
});

describe('priceLoad: mortar and extras', () => {
  it("prices mortar at the contract's fixed mortar price before any list", () => {
    const c = contract({ mortarPriceType: 'fixed', mortarFixedPriceFen: 52_000 });
    expect(priceLoad(c, info, load({ productType: 'mortar', grade: 'M10', quantity: 1_000 }))).toMatchObject({
      ok: true,
      unitPriceFen: 52_000,
      amountFen: 52_000,
      explanation: { rule: 'mortarFixed' },
    });
    // a mortar priced by grade follows the lists like concrete
    const r = priceLoad(
      contract(),
      book({ customerPrices: [{ productType: 'mortar', grade: 'M10', priceFen: 50_000, effectiveFrom: '2026-01-01' }] }),
      load({ productType: 'mortar', grade: 'M10' }),
    );
    expect(r).toMatchObject({
      ok: true,
      unitPriceFen: 50_000,
      explanation: { rule: 'customer', skipped: [{ rule: 'mortarFixed', reason: 'notMortarFixed' }] },
    });
  });

  const priced = book({ customerPrices: [{ productType: 'concrete', grade: 'C30', priceFen: 45_000, effectiveFrom: '2026-01-01' }] });

  it('adds the pump fee to a pumped load unless the price includes pumping', () => {
    expect(priceLoad(contract({ pumpFeeFen: 1_500 }), priced, load({ pumped: true }))).toMatchObject({
      unitPriceFen: 46_500,
      explanation: { basePriceFen: 45_000, extras: [{ kind: 'pump', perM3Fen: 1_500 }] },
    });
    expect(priceLoad(contract({ pumpFeeFen: 1_500, includingPump: true }), priced, load({ pumped: true }))).toMatchObject({
      unitPriceFen: 45_000,
      explanation: { extras: [] },
    });
    expect(priceLoad(contract({ pumpFeeFen: 1_500 }), priced, load({ pumped: false }))).toMatchObject({ unitPriceFen: 45_000 });
  });

  it('adds special requirements per m³ and other fees per m³ or once per load', () => {
    const b = {
      ...priced,
      specialPrices: [
        { code: 'P8', priceFen: 1_000 },
        { code: 'ZQ', priceFen: 800 },
      ],
      otherFees: [
        { name: '冬季施工费', feeFen: 500, per: 'm3' as const },
        { name: '过磅费', feeFen: 2_000, per: 'load' as const },
      ],
    };
    const r = priceLoad(contract(), b, load({ specials: ['p8', 'ZQ'], quantity: 7_335 }));
    // (450 + 10 + 8 + 5) × 7.335 = 3469.455 → 3469.46, + 20 per load
    expect(r).toMatchObject({ ok: true, unitPriceFen: 47_300, amountFen: 346_946 + 2_000 });
    expect(r.ok && r.explanation.extras.map((e) => e.code)).toEqual(['P8', 'ZQ', '冬季施工费', '过磅费']);
  });

  it('refuses a special requirement that has no price, naming it', () => {
    expect(priceLoad(contract(), priced, load({ specials: ['P12'] }))).toMatchObject({ ok: false, reason: 'noSpecialPrice', detail: 'P12' });
  });
});

describe('plantDay', () => {
  it("is the plant's calendar day, not UTC's", () => {
    expect(plantDay(new Date('2026-03-31T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-03-31');
    expect(plantDay(new Date('2026-03-31T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-04-01');
    expect(plantDay(new Date('2026-04-01T03:00:00Z'), 'America/Mexico_City')).toBe('2026-03-31');
  });
});

describe('extras: special requirements and other fees over time', () => {
  const priced = book({ customerPrices: [{ id: 1, productType: 'concrete', grade: 'C30', priceFen: 45_000, effectiveFrom: '2026-01-01' }] });
  it('splits a grade text into the priced grade and its special requirements', async () => {
    const { gradeSpecials } = await import('./price');
    expect(gradeSpecials('C30P8')).toEqual({ grade: 'C30', specials: ['P8'] });
    expect(gradeSpecials(' c35 P6 早强 ')).toEqual({ grade: 'C35', specials: ['P6', '早强'] });
    expect(gradeSpecials('M7.5')).toEqual({ grade: 'M7.5', specials: [] });
  });
  it('adds the special price in force on the day, and refuses a special with none', () => {
    const specialPrices = [
      { code: 'P8', priceFen: 2_000, effectiveFrom: '2026-01-01' },
      { code: 'P8', priceFen: 2_500, effectiveFrom: '2026-04-01' },
    ];
    expect(priceLoad(contract(), { ...priced, specialPrices }, load({ specials: ['p8'], day: '2026-03-31' }))).toMatchObject({
      ok: true,
      unitPriceFen: 47_000,
    });
    expect(priceLoad(contract(), { ...priced, specialPrices }, load({ specials: ['P8'] }))).toMatchObject({
      ok: true,
      unitPriceFen: 47_500,
      amountFen: 570_000,
    });
    expect(priceLoad(contract(), { ...priced, specialPrices }, load({ specials: ['P8', 'P12'] }))).toMatchObject({
      ok: false,
      reason: 'noSpecialPrice',
      detail: 'P12',
    });
  });
  it('adds only the other fees whose days and grade hold', () => {
    const otherFees = [
      { name: '冬季施工费', feeFen: 1_500, per: 'm3' as const, startDate: '2026-01-01', endDate: '2026-02-28' },
      { name: '超远运费', feeFen: 30_000, per: 'load' as const, grade: 'C30' },
      { name: 'C35 附加', feeFen: 999, per: 'm3' as const, grade: 'C35' },
    ];
    expect(priceLoad(contract(), { ...priced, otherFees }, load({ day: '2026-02-01' }))).toMatchObject({
      ok: true,
      unitPriceFen: 46_500,
      amountFen: 12 * 46_500 + 30_000,
    });
    expect(priceLoad(contract(), { ...priced, otherFees }, load())).toMatchObject({ ok: true, unitPriceFen: 45_000, amountFen: 540_000 + 30_000 });
  });
});
