import { describe, expect, it } from 'vitest';
import { plantParts, SILO_HEIGHT, SILO_LEGS } from './plant-parts';
import type { PlantLayout } from './plant-layout';
import { STATUS_COLOURS } from '../../src/map/vehicle-status';

const layout: PlantLayout = {
  towers: [
    { lineId: 1, orgId: '01', x: -6, z: 0, running: true },
    { lineId: 2, orgId: '01', x: 6, z: 0, running: false },
  ],
  silos: [
    { siloId: 1, x: -6, z: -8, fill: 0.5, alarm: false },
    { siloId: 2, x: 6, z: -8, fill: 0, alarm: true },
  ],
  conveyors: [
    { lineId: 1, x: -6, z: 0 },
    { lineId: 2, x: 6, z: 0 },
  ],
  trucks: [{ vehicleId: 9, x: -6, z: 0, status: 'loading' }],
  width: 24,
  depth: 46,
};

describe('plantParts', () => {
  const parts = plantParts(layout);

  it('makes one instance per tower, four legs each, a roof lit when the line runs', () => {
    expect(parts.towerBodies).toHaveLength(2);
    expect(parts.towerLegs).toHaveLength(8);
    expect(parts.towerRoofs.map((r) => r.colour)).toEqual(['#52c41a', '#595959']);
  });

  it('fills each silo to its level from the top of its legs, red when in alarm', () => {
    const [half, empty] = parts.siloFills;
    expect(half.sy).toBeCloseTo(SILO_HEIGHT / 2);
    expect(half.y - half.sy / 2).toBeCloseTo(SILO_LEGS);
    expect(empty.sy).toBeGreaterThan(0);
    expect(empty.colour).toBe('#ff4d4f');
  });

  it('draws a loading truck under its mixer in its status colour', () => {
    expect(parts.truckCabs).toHaveLength(1);
    expect(parts.truckCabs[0].colour).toBe(STATUS_COLOURS.loading);
    expect(parts.truckChassis[0].x).toBe(-6);
  });

  it('runs each conveyor up into its tower', () => {
    const c = parts.conveyors[0];
    expect(c.dir![1]).toBeGreaterThan(0);
    expect(c.sz).toBeCloseTo(Math.hypot(...c.dir!));
  });
});
