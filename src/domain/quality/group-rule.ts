import { type Dec, sum } from './decimal';

/** How a group of three measured values gives its result (GB/T 50081-2019 §5.0.5, §10.0.4). */
export type GroupRule = 'mean' | 'middle' | 'invalid';

export interface Deviation {
  /** |value − middle| at the values' precision */
  difference: string;
  /** the difference as a percentage of the middle value, to 0.1 % (display only) */
  percent: string;
  /** more than 15 % of the middle value, compared exactly */
  exceeds: boolean;
}

export interface ThreeValueResult {
  min: string;
  middle: string;
  max: string;
  maxDeviation: Deviation;
  minDeviation: Deviation;
  mean: string;
  rule: GroupRule;
  /** the group value before any size factor; null when the group is invalid */
  value: string | null;
}

/** More than `percent` % of `base`, decided on exact decimals. */
export function exceedsPercent(diff: Dec, base: Dec, percent: number): boolean {
  return diff.times(100).gt(base.times(percent));
}

function deviation(value: Dec, middle: Dec, places: number): Deviation {
  const diff = value.minus(middle).abs();
  return {
    difference: diff.toFixed(places),
    percent: middle.isZero() ? '0.0' : diff.times(100).div(middle).toFixed(1),
    exceeds: exceedsPercent(diff, middle, 15),
  };
}

/**
 * The 15 % rule over three values already rounded to `places`: the mean; the middle value when
 * one extreme differs from it by more than 15 %; invalid when both do.
 */
export function threeValueRule(values: readonly Dec[], places: number): ThreeValueResult {
  const [min, middle, max] = [...values].sort((a, b) => a.cmp(b));
  const maxDeviation = deviation(max, middle, places);
  const minDeviation = deviation(min, middle, places);
  const mean = sum(values).div(3).round(places);
  const rule: GroupRule = maxDeviation.exceeds && minDeviation.exceeds ? 'invalid' : maxDeviation.exceeds || minDeviation.exceeds ? 'middle' : 'mean';
  const value = rule === 'invalid' ? null : rule === 'middle' ? middle : mean;
  return {
    min: min.toFixed(places),
    middle: middle.toFixed(places),
    max: max.toFixed(places),
    maxDeviation,
    minDeviation,
    mean: mean.toFixed(places),
    rule,
    value: value === null ? null : value.toFixed(places),
  };
}
