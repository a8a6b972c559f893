import type { PlantLayout } from './plant-layout';
import { STATUS_COLOURS } from '../../src/map/vehicle-status';

/** One instance of a repeated object: position, scale, rotation (Euler x/y/z) or a direction, colour. */
export interface Part {
  x: number;
  y: number;
  z: number;
  sx: number;
  sy: number;
  sz: number;
  rx?: number;
  ry?: number;
  /** orient the part's z axis along this vector (conveyors) */
  dir?: [number, number, number];
  colour?: string;
}

export interface PlantParts {
  towerBodies: Part[];
  towerRoofs: Part[];
  towerLegs: Part[];
  mixers: Part[];
  siloShells: Part[];
  siloFills: Part[];
  siloCones: Part[];
  conveyors: Part[];
  truckCabs: Part[];
  truckChassis: Part[];
  truckDrums: Part[];
}

export const TOWER_BASE = 10;
export const SILO_LEGS = 3;
export const SILO_HEIGHT = 9;
const RUNNING = '#52c41a';
const STOPPED = '#595959';
const SILO_OK = '#d9d9d9';
const SILO_ALARM = '#ff4d4f';

const part = (x: number, y: number, z: number, sx: number, sy: number, sz: number, extra: Partial<Part> = {}): Part => ({ x, y, z, sx, sy, sz, ...extra });

/**
 * The instances of every repeated object of the scene, from the layout. Unit geometries (box,
 * cylinder, cone of size 1) are scaled per instance, so each kind is one instanced mesh.
 */
export function plantParts(layout: PlantLayout): PlantParts {
  const p: PlantParts = {
    towerBodies: [],
    towerRoofs: [],
    towerLegs: [],
    mixers: [],
    siloShells: [],
    siloFills: [],
    siloCones: [],
    conveyors: [],
    truckCabs: [],
    truckChassis: [],
    truckDrums: [],
  };
  for (const t of layout.towers) {
    p.towerBodies.push(part(t.x, TOWER_BASE + 3, t.z, 6, 6, 6, { colour: '#3a6ea5' }));
    p.towerRoofs.push(part(t.x, TOWER_BASE + 6.6, t.z, 6.6, 1.2, 6.6, { colour: t.running ? RUNNING : STOPPED }));
    p.mixers.push(part(t.x, TOWER_BASE - 1.2, t.z, 3, 2.4, 3, { colour: '#8c8c8c' }));
    for (const [dx, dz] of [
      [-2.7, -2.7],
      [2.7, -2.7],
      [-2.7, 2.7],
      [2.7, 2.7],
    ])
      p.towerLegs.push(part(t.x + dx, TOWER_BASE / 2, t.z + dz, 0.4, TOWER_BASE, 0.4));
  }
  for (const c of layout.conveyors) {
    const from: [number, number, number] = [c.x + 4.8, 0.6, c.z + 11];
    const to: [number, number, number] = [c.x + 2.6, TOWER_BASE + 4, c.z + 2];
    const dir: [number, number, number] = [to[0] - from[0], to[1] - from[1], to[2] - from[2]];
    const length = Math.hypot(...dir);
    p.conveyors.push(part((from[0] + to[0]) / 2, (from[1] + to[1]) / 2, (from[2] + to[2]) / 2, 1.1, 0.5, length, { dir }));
  }
  for (const s of layout.silos) {
    p.siloShells.push(part(s.x, SILO_LEGS + SILO_HEIGHT / 2, s.z, 1.45, SILO_HEIGHT, 1.45));
    const h = Math.max(0.05, s.fill * SILO_HEIGHT);
    p.siloFills.push(part(s.x, SILO_LEGS + h / 2, s.z, 1.3, h, 1.3, { colour: s.alarm ? SILO_ALARM : SILO_OK }));
    p.siloCones.push(part(s.x, SILO_LEGS - 0.75, s.z, 1.45, 1.5, 1.45, { rx: Math.PI, colour: s.alarm ? SILO_ALARM : '#8c8c8c' }));
  }
  for (const t of layout.trucks) {
    const colour = STATUS_COLOURS[t.status];
    p.truckChassis.push(part(t.x, 0.7, t.z, 2.4, 0.6, 7));
    p.truckCabs.push(part(t.x, 1.9, t.z + 2.6, 2.3, 1.9, 1.8, { colour }));
    p.truckDrums.push(part(t.x, 2.5, t.z - 0.9, 1.1, 4, 1.1, { rx: Math.PI / 2 - 0.25, colour }));
  }
  return p;
}
