import { dec, type Dec } from './decimal';
import { decimalField, QualityInputError } from './input';

/** The binder, water and sand ratio both methods start from, kg/m³ and %. */
export interface MixParts {
  cement: Dec;
  flyAsh: Dec;
  slag: Dec;
  water: Dec;
  sandRatio: Dec;
}

export interface MassMethod {
  assumedDensity: string;
  /** mass left for sand and stone: ρ − binder − water */
  aggregates: string;
  sand: string;
  stone: string;
  total: string;
}

export interface VolumeDensities {
  cement: number | string;
  flyAsh?: number | string;
  slag?: number | string;
  sand: number | string;
  stone: number | string;
  water?: number | string;
  /** α, % of air; 1 without an air-entraining agent */
  airPercent?: number | string;
}

export interface VolumeMethod {
  /** m³ per m³ of each material before the aggregates, to 0.0001 */
  volumes: { cement: string; flyAsh: string; slag: string; water: string; air: string };
  /** 1 − the volumes above: what sand and stone fill */
  aggregateVolume: string;
  aggregates: string;
  sand: string;
  stone: string;
  total: string;
}

/** Mass method (JGJ 55-2011 §5.5.1): the materials of 1 m³ weigh the assumed density. */
export function proportionByMass(p: MixParts, assumedDensity: Dec): MassMethod {
  const aggregates = assumedDensity.minus(p.cement).minus(p.flyAsh).minus(p.slag).minus(p.water);
  if (!aggregates.gt(0)) throw new QualityInputError('assumedDensity', 'leaves no mass for sand and stone');
  const sand = aggregates.times(p.sandRatio).div(100).round(0);
  const stone = aggregates.minus(sand);
  return {
    assumedDensity: assumedDensity.toString(),
    aggregates: aggregates.toFixed(0),
    sand: sand.toFixed(0),
    stone: stone.toFixed(0),
    total: p.cement.plus(p.flyAsh).plus(p.slag).plus(p.water).plus(sand).plus(stone).toFixed(0),
  };
}

/** Volume method (JGJ 55-2011 §5.5.2): Σ mᵢ/ρᵢ + 0.01α = 1. */
export function proportionByVolume(p: MixParts, d: VolumeDensities): VolumeMethod {
  const ρ = (name: keyof VolumeDensities, v: unknown, fallback?: number) => decimalField(`densities.${name}`, v ?? fallback, { min: 500, max: 4000 });
  const vol = (m: Dec, name: keyof VolumeDensities, v: unknown, fallback?: number) => (m.isZero() ? dec(0) : m.div(ρ(name, v, fallback)));
  const cement = vol(p.cement, 'cement', d.cement);
  const flyAsh = vol(p.flyAsh, 'flyAsh', d.flyAsh);
  const slag = vol(p.slag, 'slag', d.slag);
  const water = vol(p.water, 'water', d.water, 1000);
  const air = decimalField('densities.airPercent', d.airPercent ?? 1, { min: 0, max: 10 }).times('0.01');
  const aggregateVolume = dec(1).minus(cement).minus(flyAsh).minus(slag).minus(water).minus(air);
  if (!aggregateVolume.gt(0)) throw new QualityInputError('densities', 'leave no volume for sand and stone');
  const ρSand = ρ('sand', d.sand);
  const ρStone = ρ('stone', d.stone);
  const βs = p.sandRatio.div(100);
  // Sand and stone share the aggregate volume in the sand ratio by mass: T·βs/ρsand + T·(1−βs)/ρstone = V.
  const aggregates = aggregateVolume.div(βs.div(ρSand).plus(dec(1).minus(βs).div(ρStone))).round(0);
  const sand = aggregates.times(βs).round(0);
  const stone = aggregates.minus(sand);
  const f4 = (x: Dec) => x.toFixed(4);
  return {
    volumes: { cement: f4(cement), flyAsh: f4(flyAsh), slag: f4(slag), water: f4(water), air: f4(air) },
    aggregateVolume: f4(aggregateVolume),
    aggregates: aggregates.toFixed(0),
    sand: sand.toFixed(0),
    stone: stone.toFixed(0),
    total: p.cement.plus(p.flyAsh).plus(p.slag).plus(p.water).plus(sand).plus(stone).toFixed(0),
  };
}
