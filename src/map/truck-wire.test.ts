import { describe, expect, it } from 'vitest';
import type { VehicleStatus } from '../domain/events';
import type { TruckRow } from './fleet';
import { ROW_STRIDE, RowsDecoder, RowsEncoder, statusesOf, statusMask } from './truck-wire';

const row = (id: number, over: Partial<TruckRow> = {}): TruckRow => ({
  id,
  lat: 30 + id / 1000,
  lng: 120.123456789,
  heading: 90,
  status: 'toJob',
  innerNumber: `${id}号`,
  ...over,
});

describe('the rows between the truck layer and its painter', () => {
  it('arrive as the rows that were sent, numbers at full precision', () => {
    const rows = [row(1), row(2, { status: 'returnedLoad', heading: 359.5 }), row(3, { status: 'atPlant', lat: -0.000001 })];
    const { message } = new RowsEncoder().encode(rows);
    expect(new RowsDecoder().decode(message)).toEqual(rows);
  });

  it('pack the numbers in one array that is handed over, not copied', () => {
    const { message, transfer } = new RowsEncoder().encode([row(1), row(2)]);
    expect(message.rows).toHaveLength(2 * ROW_STRIDE);
    expect(transfer).toEqual([message.rows.buffer]);
  });

  it('carry the inner numbers only when one changed, and the painter keeps the last ones', () => {
    const encoder = new RowsEncoder();
    const decoder = new RowsDecoder();
    const first = encoder.encode([row(1), row(2)]).message;
    expect(first.labels).toEqual(['1号', '2号']);
    decoder.decode(first);

    const moved = encoder.encode([row(1, { lat: 31 }), row(2)]).message;
    expect(moved.labels).toBeUndefined();
    expect(decoder.decode(moved).map((r) => r.innerNumber)).toEqual(['1号', '2号']);

    const renamed = encoder.encode([row(1), row(2, { innerNumber: '9号' })]).message;
    expect(renamed.labels).toEqual(['1号', '9号']);
    expect(encoder.encode([row(1)]).message.labels).toEqual(['1号']);
  });
});

describe('the status filter of the view', () => {
  it('travels as a bit mask, the empty set showing every truck', () => {
    const chosen = new Set<VehicleStatus>(['atPlant', 'pouring', 'returnedLoad']);
    expect(statusesOf(statusMask(chosen))).toEqual(chosen);
    expect(statusMask(new Set())).toBe(0);
    expect(statusesOf(0)).toBeNull();
  });
});
