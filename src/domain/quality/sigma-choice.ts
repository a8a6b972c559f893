import { dec } from './decimal';
import { decimalField, gradeMpa } from './input';
import { defaultSigma, HIGH_GRADE_MPA, historySigmaFloor } from './mix-design-tables';
import { DESIGN_SIGMA_MIN_GROUPS, SIGMA0_MIN_GROUPS, type RunningSigma } from './running-sigma';
import { SIGMA_FLOOR_MPA } from './standard-deviation';

/** What a σ is for: a JGJ 55 mix design (30 groups) or the σ0 of a GB/T 50107 evaluation (45 groups). */
export type SigmaUse = 'design' | 'sigma0';

/** The σ a mix design computes with: the table's default, the given one, or the grade's floor it was raised to. */
export interface DesignSigma {
  value: string;
  source: 'default' | 'given' | 'floor';
  floor: string | null;
}

/**
 * JGJ 55-2011 §4.0.2: with no σ from history the table's default for the grade; a σ from history
 * below the grade's floor (3.0 MPa up to C30, 4.0 MPa below C60) is raised to it. The one rule
 * `designMix` and the running σ card both apply.
 */
export function designSigma(fcuk: number, given?: number | string): DesignSigma {
  const floor = historySigmaFloor(fcuk);
  if (given === undefined || given === '') return { value: defaultSigma(fcuk), source: 'default', floor };
  const g = decimalField('sigma', given, { positive: true });
  return floor && g.lt(floor) ? { value: dec(floor).toFixed(1), source: 'floor', floor } : { value: g.toFixed(2), source: 'given', floor };
}

/**
 * Which σ is used and why:
 * - `history`   the statistic of enough recent groups (≥ 30 for a design, ≥ 45 for σ0)
 * - `floor`     the statistic was below the floor and the floor is used (design: the grade's, σ0: 2.5 MPa)
 * - `default`   a design with too few groups takes the table's default for the grade
 * - `fewGroups` too few groups for σ0: none is used (the evaluation needs the previous period's groups)
 * - `highGrade` from C60 fcu,0 = 1.15·fcu,k: no σ enters the design
 */
export interface SigmaChoice {
  use: SigmaUse;
  /** the σ used, MPa, as the arithmetic takes it; null when none is */
  value: string | null;
  reason: 'history' | 'floor' | 'default' | 'fewGroups' | 'highGrade';
  /** valid groups of the window */
  n: number;
  /** the groups the use needs */
  min: number;
  /** the statistic before any floor; null below two groups */
  computed: string | null;
  floor: string | null;
}

/**
 * The σ a design (or an evaluation's σ0) takes from a running σ. A design with enough groups takes
 * the statistic through `designSigma`, as `designMix` does with the σ the card puts into its form,
 * so the value here is the value of the design's arithmetic.
 */
export function sigmaChoice(use: SigmaUse, grade: string | number, running: Pick<RunningSigma, 'n' | 'spread'>): SigmaChoice {
  const { n, spread } = running;
  const computed = spread?.computed ?? null;
  if (use === 'sigma0') {
    const base = { use, n, min: SIGMA0_MIN_GROUPS, computed, floor: dec(SIGMA_FLOOR_MPA).toFixed(2) };
    if (n < SIGMA0_MIN_GROUPS || !spread) return { ...base, value: null, reason: 'fewGroups' };
    return { ...base, value: spread.value, reason: spread.floored ? 'floor' : 'history' };
  }
  const fcuk = gradeMpa(grade);
  const fromHistory = n >= DESIGN_SIGMA_MIN_GROUPS && spread ? spread.computed : undefined;
  const s = designSigma(fcuk, fromHistory);
  const base = { use, n, min: DESIGN_SIGMA_MIN_GROUPS, computed, floor: s.floor };
  if (fcuk >= HIGH_GRADE_MPA) return { ...base, value: null, reason: 'highGrade' };
  return { ...base, value: s.value, reason: s.source === 'given' ? 'history' : s.source };
}

const LINE: Record<SigmaUse, Record<SigmaChoice['reason'], string>> = {
  design: { history: 'lineHistory', floor: 'lineFloor', default: 'lineDefault', highGrade: 'lineHighGrade', fewGroups: 'lineDefault' },
  sigma0: { history: 'lineSigma0', floor: 'lineSigma0Floor', fewGroups: 'lineSigma0Few', default: 'lineSigma0Few', highGrade: 'lineSigma0Few' },
};

/**
 * The choice as one line in the reader's language (`qualityLoop.line*` labels, admin/lab/quality-loop.labels.ts):
 * "σ = 5.0 MPa（规程默认值：近期试件不足 30 组，仅 12 组）".
 */
export function sigmaLine(c: SigmaChoice, t: (key: string, vars?: Record<string, string | number>) => string): string {
  return t(`qualityLoop.${LINE[c.use][c.reason]}`, { value: c.value ?? '', n: c.n, min: c.min, computed: c.computed ?? '', floor: c.floor ?? '' });
}
