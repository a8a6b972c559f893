import { dec } from './decimal';
import { decimalField, QualityInputError } from './input';
import { spreadOf, type Spread } from './standard-deviation';

/**
 * The running σ of a recipe or a grade: the spread of the 28-day group strengths of a recent
 * window, the σ0 of GB/T 50107-2010 §5.1.2 (the previous 60–90 days, at least 45 groups) and the σ
 * of a JGJ 55-2011 design when there is history (§4.0.2: the last one to three months, at least 30
 * groups). Invalid groups (no representative value) never enter it.
 */
export const SIGMA_WINDOW_DAYS = 90;
export const SIGMA_MIN_WINDOW_DAYS = 60;
/** GB/T 50107 §5.1.2: σ0 from no fewer than 45 groups. */
export const SIGMA0_MIN_GROUPS = 45;
/** JGJ 55 §4.0.2: a design's σ from no fewer than 30 groups. */
export const DESIGN_SIGMA_MIN_GROUPS = 30;

export interface DatedGroup {
  /** the day the concrete was sampled, YYYY-MM-DD */
  date: string;
  /** the group's representative strength, MPa; null for an invalid group */
  strength: number | string | null;
  /** what names the group on screen (its sample number) */
  ref?: string;
}

export interface RunningSigma {
  /** both days included */
  window: { from: string; to: string; days: number };
  /** the valid groups of the window, oldest first */
  groups: Array<{ date: string; strength: string; ref?: string }>;
  n: number;
  /** groups of the window left out as invalid */
  invalid: number;
  /** Σf, Σf², mean, σ before and after the 2.5 MPa floor; null below two groups */
  spread: Spread | null;
  /** n ≥ 45: may serve as σ0 of the known-σ method */
  asSigma0: boolean;
  /** n ≥ 30: may serve as the σ of a mix design */
  asDesignSigma: boolean;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(field: string, text: string): number {
  const ms = DATE.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms)) throw new QualityInputError(field, 'must be a date YYYY-MM-DD');
  return ms / DAY_MS;
}
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The σ of the groups sampled in the `days` days ending on `asOf`. */
export function runningSigma(groups: readonly DatedGroup[], asOf: string, days = SIGMA_WINDOW_DAYS): RunningSigma {
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new QualityInputError('days', 'must be a whole number of days, 1–366');
  const to = dayNumber('asOf', asOf);
  const from = to - days + 1;
  const inWindow = groups.map((g, i) => ({ g, day: dayNumber(`groups[${i}].date`, g.date) })).filter((x) => x.day >= from && x.day <= to);
  const valid = inWindow
    .filter((x) => x.g.strength !== null && x.g.strength !== '')
    .sort((a, b) => a.day - b.day)
    .map((x) => ({
      date: x.g.date,
      strength: decimalField('groups.strength', x.g.strength, { positive: true }).toFixed(1),
      ...(x.g.ref ? { ref: x.g.ref } : {}),
    }));
  const n = valid.length;
  return {
    window: { from: dayText(from), to: asOf, days },
    groups: valid,
    n,
    invalid: inWindow.length - n,
    spread: n >= 2 ? spreadOf(valid.map((v) => dec(v.strength))) : null,
    asSigma0: n >= SIGMA0_MIN_GROUPS,
    asDesignSigma: n >= DESIGN_SIGMA_MIN_GROUPS,
  };
}
