import { lineAmountFen, percentOfFen, type Fen, type Milli } from './money';

/**
 * The unit price of a delivered load, and why. One resolution order (docs/decisions.md, "Ticket
 * pricing"), first match wins:
 *
 * 0. a mortar load under a contract whose mortar is at a fixed price (`mortar_price_type` fixed):
 *    the contract's `mortar_fixed_price`;
 * 1. the customer's price of the grade, the newest effective on the load's plant day;
 * 2. the price of the contract's zone (`pact_area_id`) for the grade, the newest effective that day;
 * 3. the contract's grade list for the price period covering that day (only when the contract's
 *    `price_type` is fixed);
 * 4. the information price of the grade for the period covering that day, floated by the contract's
 *    float (the newest float record effective that day, else the contract's own
 *    `bilizhi`/`digital`/`floating`/`floating_type`).
 *
 * Extras per m³ go on top: the pump fee (a pumped load when the contract's price does not include
 * pumping), each special requirement (impermeability, additives) and other fees per m³; other fees
 * per load are added to the line once. Days are the plant's calendar days; periods include both ends.
 */

export type GradeKey = { productType: string; grade: string };

/** A price that holds from `effectiveFrom` (plant day, YYYY-MM-DD) until a newer one of the same grade. */
export interface DatedPrice extends GradeKey {
  id?: number;
  priceFen: Fen;
  effectiveFrom: string;
}

/** A price period, both days included. */
export interface PricePeriod {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
}

/** A price of a grade within one period (a contract's grade list or an information price). */
export interface PeriodPrice extends GradeKey {
  periodId: number;
  priceFen: Fen;
}

/** `floating` up or down; `floatingType` percent uses `bilizhi` (percent text), amount uses `digital` (fen). */
export interface PriceFloat {
  floating: 'up' | 'down';
  floatingType: 'percent' | 'amount';
  bilizhi: string;
  digital: Fen;
  effectiveFrom?: string;
}

export interface PricingContract {
  id: number;
  /** `price_type`: fixed (the contract's grade list) or information (the information price with the float) */
  priceType: 'fixed' | 'information';
  float: PriceFloat | null;
  /** float records over time (save-information-price-float); the newest effective on the day wins over `float` */
  floatRecords?: readonly PriceFloat[];
  /** `including_pump`: the concrete price already includes pumping */
  includingPump: boolean;
  /** `bengsong`: pump fee per m³ */
  pumpFeeFen: Fen;
  mortarPriceType: 'fixed' | 'grade';
  mortarFixedPriceFen: Fen | null;
}

export interface PriceBook {
  /** the customer's prices (all dates) */
  customerPrices: readonly DatedPrice[];
  /** the contract zone's prices (all dates); empty when the contract has no zone */
  zonePrices: readonly DatedPrice[];
  /** the contract's grade list, by period */
  contractPrices: readonly PeriodPrice[];
  contractPeriods: readonly PricePeriod[];
  informationPrices: readonly PeriodPrice[];
  informationPeriods: readonly PricePeriod[];
  /** per m³ price of each special requirement code (P6, P8, an additive code…); the newest effective on the day holds */
  specialPrices: readonly SpecialPrice[];
  otherFees: readonly OtherFee[];
}

/** A special requirement's surcharge per m³ (/sales/other-fee), from `effectiveFrom` (always when absent). */
export interface SpecialPrice {
  code: string;
  priceFen: Fen;
  effectiveFrom?: string;
}

/**
 * A standing fee of the contract or customer (/sales/other-fee): per m³ or per load, for the loads
 * whose plant day is within `startDate`…`endDate` (open when absent) and, when `grade` is given, of that grade.
 */
export interface OtherFee {
  id?: number;
  name: string;
  feeFen: Fen;
  per: 'm3' | 'load';
  startDate?: string;
  endDate?: string;
  grade?: string | null;
}

export interface PricedLoad extends GradeKey {
  /** plant day of the load (YYYY-MM-DD) — see `plantDay` */
  day: string;
  quantity: Milli;
  pumped: boolean;
  specials: readonly string[];
}

export type PriceRule = 'mortarFixed' | 'customer' | 'zone' | 'contract' | 'information';
export type SkipReason = 'notMortarFixed' | 'noPrice' | 'notEffectiveYet' | 'noZone' | 'priceTypeInformation' | 'noPeriod';
export type Extra = { kind: 'pump' | 'special' | 'otherFee'; code: string; perM3Fen?: Fen; perLoadFen?: Fen };

export interface PriceExplanation {
  day: string;
  rule: PriceRule;
  /** the id of the price row that applied (customer, zone, period or information price) */
  sourceId?: number;
  effectiveFrom?: string;
  period?: PricePeriod;
  basePriceFen: Fen;
  float?: PriceFloat & { deltaFen: Fen };
  extras: Extra[];
  /** the earlier rules and why each did not price the load */
  skipped: { rule: PriceRule; reason: SkipReason }[];
}

export type Priced = { ok: true; unitPriceFen: Fen; amountFen: Fen; explanation: PriceExplanation };
export type NotPriced = {
  ok: false;
  reason: 'noPrice' | 'noFloat' | 'badFloat' | 'belowZero' | 'noSpecialPrice';
  /** the special requirement without a price, or the information price period */
  detail?: string;
  skipped: { rule: PriceRule; reason: SkipReason }[];
};

/** The plant's calendar day of an instant (src/domain/plant-day.ts): the day a load is priced on. */
export { plantDay } from '../plant-day';

const sameGrade = (a: GradeKey, b: GradeKey) => a.productType === b.productType && a.grade.toUpperCase() === b.grade.toUpperCase();
const covers = (p: PricePeriod, day: string) => p.startDate <= day && day <= p.endDate;

/** The newest dated price of the grade on the day; `future` when the grade only has later prices. */
function datedOn(prices: readonly DatedPrice[], load: PricedLoad): DatedPrice | 'future' | undefined {
  const grade = prices.filter((p) => sameGrade(p, load));
  const held = grade
    .filter((p) => p.effectiveFrom <= load.day)
    .sort((a, b) => (a.effectiveFrom === b.effectiveFrom ? (b.id ?? 0) - (a.id ?? 0) : a.effectiveFrom < b.effectiveFrom ? 1 : -1));
  return held[0] ?? (grade.length ? 'future' : undefined);
}

/** The grade's price in the latest-starting period covering the day. */
function periodOn(prices: readonly PeriodPrice[], periods: readonly PricePeriod[], load: PricedLoad) {
  const open = periods.filter((p) => covers(p, load.day)).sort((a, b) => (a.startDate === b.startDate ? b.id - a.id : a.startDate < b.startDate ? 1 : -1));
  if (!open.length) return 'noPeriod' as const;
  for (const period of open) {
    const price = prices.find((p) => p.periodId === period.id && sameGrade(p, load));
    if (price) return { period, price };
  }
  return 'noPrice' as const;
}

/** The float in force on the day: the newest record effective by then, else the contract's own. */
export function floatOn(contract: PricingContract, day: string): PriceFloat | null {
  const records = (contract.floatRecords ?? [])
    .filter((f) => (f.effectiveFrom ?? '') <= day)
    .sort((a, b) => ((a.effectiveFrom ?? '') < (b.effectiveFrom ?? '') ? 1 : -1));
  return records[0] ?? contract.float;
}

/** The change a float makes to a base price, in fen (negative when floating down); undefined for an unreadable percent. */
export function floatDelta(base: Fen, f: PriceFloat): Fen | undefined {
  const size = f.floatingType === 'percent' ? percentOfFen(base, f.bilizhi) : f.digital;
  if (size === undefined || size < 0) return undefined;
  return f.floating === 'down' ? -size : size;
}

type Base = { rule: PriceRule; basePriceFen: Fen; sourceId?: number; effectiveFrom?: string; period?: PricePeriod; float?: PriceExplanation['float'] };

function resolveBase(contract: PricingContract, book: PriceBook, load: PricedLoad, skipped: NotPriced['skipped']): Base | NotPriced {
  if (load.productType === 'mortar' && contract.mortarPriceType === 'fixed' && contract.mortarFixedPriceFen !== null) {
    return { rule: 'mortarFixed', basePriceFen: contract.mortarFixedPriceFen };
  }
  if (load.productType === 'mortar') skipped.push({ rule: 'mortarFixed', reason: 'notMortarFixed' });

  for (const [rule, prices] of [
    ['customer', book.customerPrices],
    ['zone', book.zonePrices],
  ] as const) {
    const hit = datedOn(prices, load);
    if (hit && hit !== 'future') return { rule, basePriceFen: hit.priceFen, sourceId: hit.id, effectiveFrom: hit.effectiveFrom };
    skipped.push({ rule, reason: hit === 'future' ? 'notEffectiveYet' : 'noPrice' });
  }

  if (contract.priceType === 'fixed') {
    const hit = periodOn(book.contractPrices, book.contractPeriods, load);
    if (typeof hit !== 'string') return { rule: 'contract', basePriceFen: hit.price.priceFen, period: hit.period, sourceId: hit.period.id };
    skipped.push({ rule: 'contract', reason: hit });
  } else skipped.push({ rule: 'contract', reason: 'priceTypeInformation' });

  const info = periodOn(book.informationPrices, book.informationPeriods, load);
  if (typeof info === 'string') {
    skipped.push({ rule: 'information', reason: info });
    return { ok: false, reason: 'noPrice', skipped };
  }
  const f = floatOn(contract, load.day);
  if (!f) return { ok: false, reason: 'noFloat', skipped };
  const deltaFen = floatDelta(info.price.priceFen, f);
  if (deltaFen === undefined) return { ok: false, reason: 'badFloat', skipped };
  const floated = info.price.priceFen + deltaFen;
  if (floated < 0) return { ok: false, reason: 'belowZero', detail: info.period.name, skipped };
  return { rule: 'information', basePriceFen: floated, period: info.period, sourceId: info.period.id, float: { ...f, deltaFen } };
}

const feeHolds = (f: OtherFee, load: PricedLoad) =>
  (f.startDate ?? '') <= load.day && (!f.endDate || load.day <= f.endDate) && (!f.grade || f.grade.toUpperCase() === load.grade.toUpperCase());

/**
 * A ticket's grade text split into the priced grade and its special requirements: 'C30P8' → C30 with
 * P8, 'C35 P6 早强' → C35 with P6 and 早强. Grades are C… (concrete) or M… (mortar) with their number.
 */
export function gradeSpecials(strength: string): { grade: string; specials: string[] } {
  const text = strength.trim().toUpperCase();
  const m = /^([CM]\d+(?:\.\d+)?)(.*)$/.exec(text);
  if (!m) return { grade: text, specials: [] };
  return {
    grade: m[1],
    specials: m[2]
      .split(/[\s+,，、]+|(?=P\d)/)
      .map((x) => x.trim())
      .filter(Boolean),
  };
}

/** Prices one load: the unit price per m³ with its extras, the line amount, and the explanation — or why it cannot be priced. */
export function priceLoad(contract: PricingContract, book: PriceBook, load: PricedLoad): Priced | NotPriced {
  const skipped: NotPriced['skipped'] = [];
  const base = resolveBase(contract, book, load, skipped);
  if ('ok' in base) return base;

  const extras: Extra[] = [];
  if (load.pumped && !contract.includingPump && contract.pumpFeeFen > 0) extras.push({ kind: 'pump', code: 'pump', perM3Fen: contract.pumpFeeFen });
  for (const code of load.specials) {
    const special = book.specialPrices
      .filter((s) => s.code.toUpperCase() === code.toUpperCase() && (s.effectiveFrom ?? '') <= load.day)
      .sort((a, b) => ((a.effectiveFrom ?? '') < (b.effectiveFrom ?? '') ? 1 : -1))[0];
    if (!special) return { ok: false, reason: 'noSpecialPrice', detail: code, skipped };
    extras.push({ kind: 'special', code: special.code, perM3Fen: special.priceFen });
  }
  for (const fee of book.otherFees.filter((f) => feeHolds(f, load))) {
    extras.push(fee.per === 'm3' ? { kind: 'otherFee', code: fee.name, perM3Fen: fee.feeFen } : { kind: 'otherFee', code: fee.name, perLoadFen: fee.feeFen });
  }
  const unitPriceFen = base.basePriceFen + extras.reduce((s, e) => s + (e.perM3Fen ?? 0), 0);
  const amountFen = lineAmountFen(load.quantity, unitPriceFen) + extras.reduce((s, e) => s + (e.perLoadFen ?? 0), 0);
  const { rule, basePriceFen, sourceId, effectiveFrom, period, float } = base;
  return { ok: true, unitPriceFen, amountFen, explanation: { day: load.day, rule, basePriceFen, sourceId, effectiveFrom, period, float, extras, skipped } };
}
