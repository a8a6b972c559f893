import type { LineLive, SiloLive, VehicleLive, VehicleStatus } from '../../src/domain/events';

/** Scene units are metres, roughly; y is up. */
export interface TowerSlot {
  lineId: number;
  orgId: string;
  x: number;
  z: number;
  running: boolean;
}
export interface SiloSlot {
  siloId: number;
  x: number;
  z: number;
  fill: number;
  alarm: boolean;
}
export interface ConveyorSlot {
  lineId: number;
  x: number;
  z: number;
}
export interface TruckSlot {
  vehicleId: number;
  x: number;
  z: number;
  status: VehicleStatus;
}
/** `width` and `depth` frame the whole scene, centred on the origin. */
export interface PlantLayout {
  towers: TowerSlot[];
  silos: SiloSlot[];
  conveyors: ConveyorSlot[];
  trucks: TruckSlot[];
  width: number;
  depth: number;
}

export const LINE_SPACING = 12;
export const STATION_GAP = 10;
export const STATION_DEPTH = 46;
export const SILO_SPACING = 3.2;
export const SILO_ROW_Z = -8;
export const YARD_Z = 16;
export const YARD_SPACING = 3;
/** statuses that park a truck in the plant yard rather than on the road */
const YARD: ReadonlySet<VehicleStatus> = new Set(['atPlant', 'queued', 'ticketed', 'loaded', 'washing']);

/**
 * The procedural plant: every station is a block on a grid (as square as the count allows), one
 * batching tower per production line in a row, the line's silos behind its tower, a conveyor into
 * every tower, the trucks now loading under the mixers (one per line, more queue in front) and
 * the station's yard trucks in a row before it. Centred on the origin so the camera frames
 * `width` x `depth`.
 */
export function plantLayout(lines: readonly LineLive[], silos: readonly SiloLive[], vehicles: readonly VehicleLive[], yardPerStation = 14): PlantLayout {
  const byOrg = new Map<string, LineLive[]>();
  for (const l of [...lines].sort((a, b) => a.orgId.localeCompare(b.orgId) || a.id - b.id)) byOrg.set(l.orgId, [...(byOrg.get(l.orgId) ?? []), l]);
  const orgs = [...byOrg.keys()];
  const cols = Math.max(1, Math.ceil(Math.sqrt(orgs.length)));
  const rows = Math.max(1, Math.ceil(orgs.length / cols));
  const blockWidth = Math.max(1, ...[...byOrg.values()].map((ls) => ls.length)) * LINE_SPACING;
  const width = cols * blockWidth + (cols - 1) * STATION_GAP;
  const depth = rows * STATION_DEPTH;

  const towers: TowerSlot[] = [];
  const centre = new Map<string, { x: number; z: number }>();
  orgs.forEach((org, k) => {
    const cx = -width / 2 + blockWidth / 2 + (k % cols) * (blockWidth + STATION_GAP);
    const cz = -depth / 2 + STATION_DEPTH / 2 + Math.floor(k / cols) * STATION_DEPTH;
    centre.set(org, { x: cx, z: cz });
    const ls = byOrg.get(org)!;
    ls.forEach((l, i) => towers.push({ lineId: l.id, orgId: org, x: cx + (i - (ls.length - 1) / 2) * LINE_SPACING, z: cz - 4, running: l.running }));
  });

  const towerOf = new Map(towers.map((t) => [t.lineId, t]));
  const firstOfOrg = new Map<string, TowerSlot>();
  for (const t of towers) if (!firstOfOrg.has(t.orgId)) firstOfOrg.set(t.orgId, t);
  const perTower = new Map<TowerSlot, SiloLive[]>();
  for (const s of silos) {
    const tower = (s.lineId !== null ? towerOf.get(s.lineId) : undefined) ?? firstOfOrg.get(s.orgId);
    if (!tower) continue;
    perTower.set(tower, [...(perTower.get(tower) ?? []), s]);
  }
  const siloSlots: SiloSlot[] = [];
  for (const [tower, group] of perTower) {
    group.sort((a, b) => a.id - b.id);
    group.forEach((s, i) => {
      const fill = s.capacity > 0 ? Math.max(0, Math.min(1, s.level / s.capacity)) : 0;
      siloSlots.push({
        siloId: s.id,
        x: tower.x + (i - (group.length - 1) / 2) * SILO_SPACING,
        z: tower.z + SILO_ROW_Z - (i % 2) * 0.4,
        fill,
        alarm: s.level <= s.alarmLow || (s.alarmHigh > 0 && s.level >= s.alarmHigh),
      });
    });
  }

  const trucks: TruckSlot[] = [];
  const linesOfOrg = new Map<string, TowerSlot[]>();
  for (const t of towers) linesOfOrg.set(t.orgId, [...(linesOfOrg.get(t.orgId) ?? []), t]);
  const loadingSeen = new Map<string, number>();
  const yardSeen = new Map<string, number>();
  const yardCap = Math.max(1, Math.min(yardPerStation, Math.floor(blockWidth / YARD_SPACING)));
  for (const v of [...vehicles].sort((a, b) => a.id - b.id)) {
    const orgLines = linesOfOrg.get(v.orgId);
    if (!orgLines) continue;
    if (v.status === 'loading') {
      const n = loadingSeen.get(v.orgId) ?? 0;
      loadingSeen.set(v.orgId, n + 1);
      const tower = orgLines[n % orgLines.length];
      trucks.push({ vehicleId: v.id, x: tower.x, z: tower.z + Math.floor(n / orgLines.length) * 5, status: v.status });
    } else if (YARD.has(v.status)) {
      const n = yardSeen.get(v.orgId) ?? 0;
      if (n >= yardCap) continue;
      yardSeen.set(v.orgId, n + 1);
      const c = centre.get(v.orgId)!;
      trucks.push({ vehicleId: v.id, x: c.x + (n - (yardCap - 1) / 2) * YARD_SPACING, z: c.z + YARD_Z - 4, status: v.status });
    }
  }

  return { towers, silos: siloSlots, conveyors: towers.map((t) => ({ lineId: t.lineId, x: t.x, z: t.z })), trucks, width, depth };
}
