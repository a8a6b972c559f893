import { describe, expect, it } from 'vitest';
import type { VehicleLive, VehicleStatus } from '../domain/events';
import { countByStatus, truckRows, visibleRange } from './truck-list';

const v = (id: number, status: VehicleStatus, innerNumber = String(id)): VehicleLive => ({
  id,
  kind: 'mixer',
  plate: `浙A${id}`,
  innerNumber,
  orgId: '01',
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

describe('the truck list', () => {
  it('counts every status, zero included', () => {
    const counts = new Map(countByStatus([v(1, 'toJob'), v(2, 'toJob'), v(3, 'breakdown')]));
    expect(counts.get('toJob')).toBe(2);
    expect(counts.get('breakdown')).toBe(1);
    expect(counts.get('pouring')).toBe(0);
    expect(counts.size).toBe(14);
  });

  it('shows every truck when no status is chosen, exceptions first, then by cycle and inner number', () => {
    const rows = truckRows([v(1, 'toJob', '12'), v(2, 'atPlant', '3'), v(3, 'breakdown', '9'), v(4, 'toJob', '2')], new Set());
    expect(rows.map((r) => r.id)).toEqual([3, 2, 4, 1]);
  });

  it('keeps only the chosen statuses', () => {
    const rows = truckRows([v(1, 'toJob'), v(2, 'atPlant'), v(3, 'pouring')], new Set<VehicleStatus>(['pouring', 'atPlant']));
    expect(rows.map((r) => r.id)).toEqual([2, 3]);
  });

  it('renders only the rows in view', () => {
    expect(visibleRange(0, 300, 30, 1000)).toEqual([0, 14]);
    expect(visibleRange(3000, 300, 30, 1000)).toEqual([96, 114]);
    expect(visibleRange(29_900, 300, 30, 1000)).toEqual([992, 1000]);
  });
});

describe('the truck list search', () => {
  it('finds trucks by a part of their plate or inner number, whatever the case, width or spaces typed', () => {
    const list = [v(1, 'toJob', 'Y017'), v(12, 'atPlant', 'Y012'), v(3, 'breakdown', 'F023')];
    expect(truckRows(list, new Set(), 'y01').map((x) => x.id)).toEqual([12, 1]);
    expect(truckRows(list, new Set(), '浙a 12').map((x) => x.id)).toEqual([12]);
    expect(truckRows(list, new Set(), 'Ｆ０２３').map((x) => x.id)).toEqual([3]);
    expect(truckRows(list, new Set(['toJob']), 'Y0').map((x) => x.id)).toEqual([1]);
    expect(truckRows(list, new Set(), '  ').length).toBe(3);
    expect(truckRows(list, new Set(), 'Z9')).toEqual([]);
  });
});
