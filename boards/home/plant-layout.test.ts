import { describe, expect, it } from 'vitest';
import type { LineLive, SiloLive, VehicleLive, VehicleStatus } from '../../src/domain/events';
import { LINE_SPACING, plantLayout, STATION_DEPTH, STATION_GAP } from './plant-layout';

const line = (id: number, orgId: string, running = true): LineLive => ({
  id,
  orgId,
  name: `${id}#`,
  taskCode: null,
  strength: null,
  running,
  batchesToday: 0,
  outputToday: 0,
  planToday: 0,
});
const silo = (id: number, lineId: number | null, orgId: string, level: number, capacity = 100, alarmLow = 10): SiloLive => ({
  id,
  orgId,
  lineId,
  name: `S${id}`,
  materialName: '水泥',
  capacity,
  level,
  alarmLow,
  alarmHigh: 95,
});
const truck = (id: number, orgId: string, status: VehicleStatus): VehicleLive => ({
  id,
  kind: 'mixer',
  plate: `浙A${id}`,
  innerNumber: String(id),
  orgId,
  status,
  statusSince: '',
  lat: 0,
  lng: 0,
  heading: 0,
  speed: 0,
  driverName: null,
  ticketId: null,
  taskCode: null,
  projectName: null,
  quantity: null,
});

describe('plantLayout', () => {
  it('puts a tower per line in a row per station, stations on a grid centred on the origin', () => {
    const { towers, width, depth } = plantLayout([line(2, '02'), line(1, '01'), line(3, '01'), line(4, '03')], [], []);
    expect(towers.map((t) => t.lineId)).toEqual([1, 3, 2, 4]);
    expect(towers[1].x - towers[0].x).toBe(LINE_SPACING);
    expect(towers[1].z).toBe(towers[0].z);
    expect(towers[3].z - towers[0].z).toBe(STATION_DEPTH);
    expect(width).toBe(2 * 2 * LINE_SPACING + STATION_GAP);
    expect(depth).toBe(2 * STATION_DEPTH);
    const station01 = (towers[0].x + towers[1].x) / 2;
    expect(station01 + towers[2].x).toBeCloseTo(0);
  });

  it('fills each silo to its level and flags it outside its alarm band', () => {
    const { silos } = plantLayout([line(1, '01')], [silo(1, 1, '01', 50), silo(2, 1, '01', 5), silo(3, null, '01', 120)], []);
    expect(silos.map((s) => [s.siloId, s.fill, s.alarm])).toEqual([
      [1, 0.5, false],
      [2, 0.05, true],
      [3, 1, true],
    ]);
  });

  it('puts loading trucks under the mixers of their station and yard trucks before it', () => {
    const { trucks, towers } = plantLayout(
      [line(1, '01'), line(2, '01')],
      [],
      [
        truck(1, '01', 'loading'),
        truck(2, '01', 'loading'),
        truck(3, '01', 'loading'),
        truck(4, '01', 'queued'),
        truck(5, '01', 'toJob'),
        truck(6, '09', 'loading'),
      ],
    );
    const at = (id: number) => trucks.find((t) => t.vehicleId === id);
    expect(at(1)).toMatchObject({ x: towers[0].x, z: towers[0].z });
    expect(at(2)).toMatchObject({ x: towers[1].x, z: towers[1].z });
    expect(at(3)).toMatchObject({ x: towers[0].x, z: towers[0].z + 5 });
    expect(at(4)!.z).toBeGreaterThan(towers[0].z + 5);
    expect(at(5)).toBeUndefined();
    expect(at(6)).toBeUndefined();
  });

  it('parks at most yardPerStation trucks in a station yard', () => {
    const many = Array.from({ length: 60 }, (_, i) => truck(i + 1, '01', 'atPlant'));
    expect(plantLayout([line(1, '01'), line(2, '01'), line(3, '01')], [], many, 10).trucks).toHaveLength(10);
  });
});
