import { dec } from './decimal';
import { decimalField, QualityInputError } from './input';

/** GB 50204-2015 §7.4.1: one sample per 100 batches and per 100 m³ of one mix. */
export const BATCHES_PER_SAMPLE = 100;
export const M3_PER_SAMPLE = 100;
/** One continuous pour above 1000 m³ samples per 200 m³ instead. */
export const LARGE_POUR_M3 = 1000;
export const LARGE_POUR_M3_PER_SAMPLE = 200;

export interface SamplingInput {
  /** batches of the same mix */
  batches: number;
  volumeM3: number | string;
  /** work shifts the mix was placed in: each takes a sample when fewer than 100 batches */
  shifts?: number;
  /** floors of a building the mix was placed on: each takes a sample */
  floors?: number;
  /** the volume is one continuous pour */
  continuousPour?: boolean;
}

export interface SamplingResult {
  rule: 'batches-and-volume' | 'large-pour';
  byBatches: number;
  byVolume: number;
  byShift: number;
  byFloor: number;
  /** the largest of the counts that apply */
  required: number;
}

const count = (field: string, v: unknown) => {
  if (v === undefined) return 0;
  if (!Number.isInteger(v) || (v as number) < 0) throw new QualityInputError(field, 'must be a whole number');
  return v as number;
};

/** The least number of strength samples of one mix (GB 50204-2015 §7.4.1). */
export function samplesRequired(input: SamplingInput): SamplingResult {
  const batches = count('batches', input.batches);
  const volume = decimalField('volumeM3', input.volumeM3, { min: 0 });
  const shifts = count('shifts', input.shifts);
  const floors = count('floors', input.floors);
  const large = input.continuousPour === true && volume.gt(LARGE_POUR_M3);
  const byBatches = large ? 0 : Math.ceil(batches / BATCHES_PER_SAMPLE);
  const byVolume = Number(volume.div(large ? LARGE_POUR_M3_PER_SAMPLE : M3_PER_SAMPLE).ceil());
  const byShift = batches < BATCHES_PER_SAMPLE ? shifts : 0;
  const least = batches > 0 || volume.gt(0) ? 1 : 0;
  return {
    rule: large ? 'large-pour' : 'batches-and-volume',
    byBatches,
    byVolume,
    byShift,
    byFloor: floors,
    required: Math.max(least, byBatches, byVolume, byShift, floors),
  };
}

export interface SlumpCheck {
  design: number;
  tolerance: number;
  min: number;
  max: number;
  measured: number;
  pass: boolean;
}

/**
 * Slump tolerance of GB/T 14902-2012 §6.2: ±10 mm up to 40 mm, ±20 mm for 50–90 mm, ±30 mm from
 * 100 mm. Design slumps between the bands (45, 95) take the tighter one.
 */
export function slumpTolerance(designMm: number): number {
  if (designMm < 50) return 10;
  if (designMm < 100) return 20;
  return 30;
}

export function checkSlump(designMm: number | string, measuredMm: number | string): SlumpCheck {
  const design = decimalField('designSlump', designMm, { positive: true, max: 300 });
  const measured = decimalField('measuredSlump', measuredMm, { min: 0, max: 300 });
  const tolerance = slumpTolerance(design.toNumber());
  const min = design.minus(tolerance);
  const max = design.plus(tolerance);
  return {
    design: design.toNumber(),
    tolerance,
    min: min.toNumber(),
    max: max.toNumber(),
    measured: measured.toNumber(),
    pass: measured.gte(min) && measured.lte(dec(max)),
  };
}
