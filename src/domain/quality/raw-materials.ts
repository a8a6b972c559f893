import { dec, Dec } from './decimal';

/**
 * The raw materials a plant tests on arrival, each with the indicators its national standard
 * limits. Plain data: the material-test declarations take their fields from it, the migration
 * seeds the editable limit table (/product/material-quality-indicator) from it, and
 * `judgeIndicators` checks a report against the limits stored there.
 */
export const MATERIAL_KINDS = ['cement', 'mineral-powder', 'fly-ash', 'sand', 'crushed-stone', 'admixture', 'swelling-agent'] as const;
export type MaterialKind = (typeof MATERIAL_KINDS)[number];

/** An indicator: wire name (also the stored column, snake-cased), unit, decimals. */
export interface IndicatorDef {
  name: string;
  unit: string;
  scale: number;
}

/** The limit of one indicator for one grade; a bound left out does not apply. */
export interface IndicatorLimit {
  indicator: string;
  min?: string;
  max?: string;
}

export interface MaterialStandard {
  kind: MaterialKind;
  /** the standard the limits come from */
  standard: string;
  /** the call family: /experiment/<family>/… */
  family: string;
  /** the screens' word for it: /quality-management/<screen>-car-check, -report, -duplex-ledger */
  screen: string;
  /** report code prefix */
  prefix: string;
  /** tonnes one arrival sample represents by default, and the rule it comes from (a setting may change it) */
  sampling: { batch: string; basis: string };
  indicators: readonly IndicatorDef[];
  /** grade (strength class, class of fly ash, slag grade…) → limits */
  grades: Readonly<Record<string, readonly IndicatorLimit[]>>;
}

const ind = (name: string, unit: string, scale = 1): IndicatorDef => ({ name, unit, scale });
const lim = (indicator: string, min?: string, max?: string): IndicatorLimit => ({ indicator, ...(min ? { min } : {}), ...(max ? { max } : {}) });

/** GB 175-2007 (2015 amendment), ordinary Portland cement: setting, soundness and strength by class. */
const cementGrade = (c3: string, f3: string, c28: string, f28: string) => [
  lim('specificSurface', '300'),
  lim('initialSet', '45'),
  lim('finalSet', undefined, '600'),
  lim('soundness', '1'),
  lim('flexural3d', f3),
  lim('compressive3d', c3),
  lim('flexural28d', f28),
  lim('compressive28d', c28),
];
/** GB/T 1596-2017, class F fly ash for concrete. */
const flyAshGrade = (fineness: string, water: string, loi: string) => [
  lim('fineness', undefined, fineness),
  lim('waterDemandRatio', undefined, water),
  lim('lossOnIgnition', undefined, loi),
  lim('moisture', undefined, '1.0'),
  lim('so3', undefined, '3.0'),
  lim('activityIndex28d', '70'),
];
/** GB/T 18046-2017, ground granulated blast-furnace slag. */
const slagGrade = (surface: string, a7: string, a28: string) => [
  lim('specificSurface', surface),
  lim('activityIndex7d', a7),
  lim('activityIndex28d', a28),
  lim('flowRatio', '95'),
  lim('moisture', undefined, '1.0'),
  lim('lossOnIgnition', undefined, '1.0'),
];
/** GB/T 14684-2011, sand by class (fineness modulus of sand for concrete 1.6–3.7). */
const sandGrade = (mud: string, lump: string) => [
  lim('finenessModulus', '1.6', '3.7'),
  lim('mudContent', undefined, mud),
  lim('clayLumpContent', undefined, lump),
];
/** GB/T 14685-2011, crushed stone by class. */
const stoneGrade = (mud: string, lump: string, flaky: string, crush: string) => [
  lim('mudContent', undefined, mud),
  lim('clayLumpContent', undefined, lump),
  lim('needleFlakeContent', undefined, flaky),
  lim('crushingValue', undefined, crush),
];
/** GB 8076-2008, standard-type water reducers: water reduction, bleeding, air and strength ratios. */
const admixtureGrade = (reduction: string, bleeding: string, air: string, r7: string, r28: string) => [
  lim('waterReductionRate', reduction),
  lim('bleedingRatio', undefined, bleeding),
  lim('airContent', undefined, air),
  lim('strengthRatio7d', r7),
  lim('strengthRatio28d', r28),
];
/** GB/T 23439-2017, expansive agents for concrete (restrained expansion in %). */
const swellingGrade = (water7d: string, air21d: string) => [
  lim('specificSurface', '200'),
  lim('fineness', undefined, '0.5'),
  lim('initialSet', '45'),
  lim('finalSet', undefined, '600'),
  lim('expansionWater7d', water7d),
  lim('expansionAir21d', air21d),
  lim('compressive7d', '22.5'),
  lim('compressive28d', '42.5'),
];

export const MATERIAL_STANDARDS: Readonly<Record<MaterialKind, MaterialStandard>> = {
  cement: {
    kind: 'cement',
    standard: 'GB 175-2007',
    family: 'cement-test',
    screen: 'cement',
    prefix: 'SN',
    sampling: { batch: '500', basis: 'GB 50204-2015 7.2.1' },
    indicators: [
      ind('specificSurface', 'm²/kg', 0),
      ind('initialSet', 'min', 0),
      ind('finalSet', 'min', 0),
      ind('soundness', '', 0),
      ind('flexural3d', 'MPa'),
      ind('compressive3d', 'MPa'),
      ind('flexural28d', 'MPa'),
      ind('compressive28d', 'MPa'),
    ],
    grades: {
      'P·O 42.5': cementGrade('17.0', '3.5', '42.5', '6.5'),
      'P·O 42.5R': cementGrade('22.0', '4.0', '42.5', '6.5'),
      'P·O 52.5': cementGrade('23.0', '4.0', '52.5', '7.0'),
      'P·O 52.5R': cementGrade('27.0', '5.0', '52.5', '7.0'),
    },
  },
  'mineral-powder': {
    kind: 'mineral-powder',
    standard: 'GB/T 18046-2017',
    family: 'mineral-powder-test',
    screen: 'mineral-powder',
    prefix: 'KF',
    sampling: { batch: '500', basis: 'GB 50164-2011 2.3' },
    indicators: [
      ind('specificSurface', 'm²/kg', 0),
      ind('activityIndex7d', '%', 0),
      ind('activityIndex28d', '%', 0),
      ind('flowRatio', '%', 0),
      ind('moisture', '%'),
      ind('lossOnIgnition', '%'),
    ],
    grades: { S105: slagGrade('500', '95', '105'), S95: slagGrade('400', '70', '95'), S75: slagGrade('300', '55', '75') },
  },
  'fly-ash': {
    kind: 'fly-ash',
    standard: 'GB/T 1596-2017',
    family: 'fly-ash-test',
    screen: 'fly-ash',
    prefix: 'FM',
    sampling: { batch: '200', basis: 'GB/T 50146-2014 4.0.2' },
    indicators: [
      ind('fineness', '%'),
      ind('waterDemandRatio', '%', 0),
      ind('lossOnIgnition', '%'),
      ind('moisture', '%'),
      ind('so3', '%'),
      ind('activityIndex28d', '%', 0),
    ],
    grades: { 'F-I': flyAshGrade('12.0', '95', '5.0'), 'F-II': flyAshGrade('30.0', '105', '8.0'), 'F-III': flyAshGrade('45.0', '115', '10.0') },
  },
  sand: {
    kind: 'sand',
    standard: 'GB/T 14684-2011',
    family: 'sand-test',
    screen: 'sand',
    prefix: 'SA',
    sampling: { batch: '600', basis: 'JGJ 52-2006 5.1.1' },
    indicators: [ind('finenessModulus', '', 1), ind('mudContent', '%'), ind('clayLumpContent', '%')],
    grades: { I: sandGrade('1.0', '0'), II: sandGrade('3.0', '1.0'), III: sandGrade('5.0', '2.0') },
  },
  'crushed-stone': {
    kind: 'crushed-stone',
    standard: 'GB/T 14685-2011',
    family: 'crushed-stone-test',
    screen: 'gravel',
    prefix: 'SZ',
    sampling: { batch: '600', basis: 'JGJ 52-2006 5.1.1' },
    indicators: [ind('mudContent', '%'), ind('clayLumpContent', '%'), ind('needleFlakeContent', '%', 0), ind('crushingValue', '%', 0)],
    grades: { I: stoneGrade('0.5', '0', '5', '10'), II: stoneGrade('1.0', '0.2', '10', '20'), III: stoneGrade('1.5', '0.5', '15', '30') },
  },
  admixture: {
    kind: 'admixture',
    standard: 'GB 8076-2008',
    family: 'admixture-test',
    screen: 'admixture',
    prefix: 'WJ',
    sampling: { batch: '50', basis: 'GB 50119-2013 6.1.2' },
    indicators: [
      ind('waterReductionRate', '%', 0),
      ind('bleedingRatio', '%', 0),
      ind('airContent', '%'),
      ind('strengthRatio7d', '%', 0),
      ind('strengthRatio28d', '%', 0),
    ],
    grades: {
      'HPWR-S': admixtureGrade('25', '60', '6.0', '140', '130'),
      'HWR-S': admixtureGrade('14', '90', '3.0', '130', '120'),
      'WR-S': admixtureGrade('8', '100', '4.0', '110', '100'),
    },
  },
  'swelling-agent': {
    kind: 'swelling-agent',
    standard: 'GB/T 23439-2017',
    family: 'swelling-agent-test',
    screen: 'bulking-agent',
    prefix: 'PZ',
    sampling: { batch: '200', basis: 'GB 50119-2013 6.1.2' },
    indicators: [
      ind('specificSurface', 'm²/kg', 0),
      ind('fineness', '%'),
      ind('initialSet', 'min', 0),
      ind('finalSet', 'min', 0),
      ind('expansionWater7d', '%', 3),
      ind('expansionAir21d', '%', 3),
      ind('compressive7d', 'MPa'),
      ind('compressive28d', 'MPa'),
    ],
    grades: { I: swellingGrade('0.035', '-0.015'), II: swellingGrade('0.050', '-0.010') },
  },
};

/** Every indicator any material has, once: the stored columns of the one test table. */
export const ALL_INDICATORS: readonly IndicatorDef[] = [
  ...new Map(MATERIAL_KINDS.flatMap((k) => MATERIAL_STANDARDS[k].indicators).map((i) => [i.name, i])).values(),
];

export type Verdict = 'pass' | 'fail' | 'pending';

export interface IndicatorJudgement {
  indicator: string;
  value: string | null;
  min: string | null;
  max: string | null;
  pass: boolean | null;
}
export interface MaterialJudgement {
  items: IndicatorJudgement[];
  verdict: Verdict;
  failed: string[];
}

/**
 * A report against its limits: each limited indicator passes when its value is within both bounds
 * (a bound is inclusive: "≥ 42.5" passes 42.5). Any failure fails the report; otherwise a limited
 * indicator without a value leaves it pending. Values compare as decimals, never floats.
 */
export function judgeIndicators(limits: readonly IndicatorLimit[], values: Readonly<Record<string, string | number | null | undefined>>): MaterialJudgement {
  const items = limits.map((l): IndicatorJudgement => {
    const raw = values[l.indicator];
    const value = raw === null || raw === undefined || raw === '' ? null : String(raw);
    if (value === null || !Dec.isDecimal(value)) return { indicator: l.indicator, value, min: l.min ?? null, max: l.max ?? null, pass: null };
    const v = dec(value);
    const pass = (l.min === undefined || !v.lt(l.min)) && (l.max === undefined || !v.gt(l.max));
    return { indicator: l.indicator, value, min: l.min ?? null, max: l.max ?? null, pass };
  });
  const failed = items.filter((i) => i.pass === false).map((i) => i.indicator);
  const verdict: Verdict = failed.length ? 'fail' : items.some((i) => i.pass === null) ? 'pending' : 'pass';
  return { items, verdict, failed };
}

export const materialByFamily = (family: string): MaterialStandard | undefined => Object.values(MATERIAL_STANDARDS).find((m) => m.family === family);
