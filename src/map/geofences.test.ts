import { describe, expect, it } from 'vitest';
import type { TaskLive } from '../domain/events';
import { geofencesOf, PLANT_RADIUS } from './geofences';

const task = (id: number, over: Partial<TaskLive>): TaskLive => ({
  id,
  taskCode: `T${id}`,
  orgId: '01',
  customerName: '客户',
  projectName: `项目${id}`,
  pouringSite: '基础',
  strength: 'C30',
  slump: '180±20',
  pourMethod: '泵送',
  planQuantity: 100,
  shippedQuantity: 0,
  truckCount: 0,
  openTime: '2026-11-23 08:00:00',
  state: 1,
  hostId: 1,
  siteLat: 30.3,
  siteLng: 120.1,
  ...over,
});

describe('geofencesOf', () => {
  it('fences every station that has coordinates, named by its short name', () => {
    const fences = geofencesOf(
      [
        { org_id: '0001', org_name: '集团', org_type: 'head', lat: 30.2, lng: 120.2 },
        { org_id: '01', org_name: '余杭搅拌站', org_short_name: '余杭站', org_type: 'station', lat: 30.372, lng: 120.035 },
        { org_id: '05', org_name: '新站', org_type: 'station', lat: null, lng: null },
      ],
      [],
    );
    expect(fences).toEqual([{ id: 'plant:01', name: '余杭站', lat: 30.372, lng: 120.035, radius: PLANT_RADIUS, kind: 'plant' }]);
  });

  it('fences the sites of open tasks once per site and skips completed tasks', () => {
    const fences = geofencesOf(
      [],
      [task(1, {}), task(2, { projectName: '同一工地' }), task(3, { siteLat: 30.31, state: 3 }), task(4, { siteLat: 30.25, siteLng: 120.2 })],
    );
    expect(fences.map((f) => [f.kind, f.name, f.lat])).toEqual([
      ['site', '项目1', 30.3],
      ['site', '项目4', 30.25],
    ]);
  });
});
