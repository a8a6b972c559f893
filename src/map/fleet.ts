import type { VehicleLive, VehiclePosition } from '../domain/events';

/** What the map draws of a vehicles row (a VehicleLive is one): all the truck painter's worker receives. */
export type TruckRow = Pick<VehicleLive, 'id' | 'lat' | 'lng' | 'heading' | 'status' | 'innerNumber'>;

/** How long a truck glides from its last reported position to the new one. */
export const GLIDE_MS = 1200;
/** Reported positions kept per truck for its trail (the current position is drawn on top). */
export const TRAIL_POINTS = 6;

/** One truck as the map draws it: the last row of the vehicles channel plus its motion. */
export interface Truck {
  vehicle: TruckRow;
  fromLat: number;
  fromLng: number;
  toLat: number;
  toLng: number;
  /** when the glide to (toLat, toLng) started, in the clock of `now` */
  since: number;
  /** earlier reported positions, oldest first, flat [lat, lng, lat, lng, …] */
  trail: number[];
  /** bumps whenever `trail` changes, so a view may cache its projection */
  trailVersion: number;
}

/**
 * The fleet the map draws, outside React and Redux (ARCHITECTURE.md §5: raw positions go from
 * channel to map layer); it lives in the truck painter, off the main thread where there is a
 * worker. Rows are merged by id; a position change starts a short glide instead of a jump and
 * pushes the old position onto the truck's trail.
 */
export class Fleet {
  private byId = new Map<number, Truck>();
  /** the trucks in a stable order, rebuilt only when trucks come or go */
  trucks: Truck[] = [];
  private readonly scratch = new Float64Array(2);

  get(id: number): Truck | undefined {
    return this.byId.get(id);
  }

  /** The full current list (a snapshot or the channel's merged value); trucks not in it leave. */
  setVehicles(rows: readonly TruckRow[], now: number): void {
    const seen = new Set<number>();
    let membership = rows.length !== this.byId.size;
    for (const row of rows) {
      seen.add(row.id);
      const known = this.byId.get(row.id);
      if (!known) {
        this.byId.set(row.id, {
          vehicle: row,
          fromLat: row.lat,
          fromLng: row.lng,
          toLat: row.lat,
          toLng: row.lng,
          since: now - GLIDE_MS,
          trail: [],
          trailVersion: 0,
        });
        membership = true;
      } else {
        known.vehicle = row;
        this.moveTo(known, row.lat, row.lng, now);
      }
    }
    if (membership) {
      for (const id of [...this.byId.keys()]) if (!seen.has(id)) this.byId.delete(id);
      this.trucks = [...this.byId.values()];
    }
  }

  /** A batch of positions (CMD.vehiclePositions) for trucks already known. */
  setPositions(positions: readonly VehiclePosition[], now: number): void {
    for (const p of positions) {
      const truck = this.byId.get(p.id);
      if (!truck) continue;
      truck.vehicle = { ...truck.vehicle, lat: p.lat, lng: p.lng, heading: p.heading };
      this.moveTo(truck, p.lat, p.lng, now);
    }
  }

  private moveTo(truck: Truck, lat: number, lng: number, now: number): void {
    if (lat === truck.toLat && lng === truck.toLng) return;
    truck.trail.push(truck.toLat, truck.toLng);
    if (truck.trail.length > TRAIL_POINTS * 2) truck.trail.splice(0, truck.trail.length - TRAIL_POINTS * 2);
    truck.trailVersion++;
    positionInto(truck, now, this.scratch);
    truck.fromLat = this.scratch[0];
    truck.fromLng = this.scratch[1];
    truck.toLat = lat;
    truck.toLng = lng;
    truck.since = now;
  }

  /** True while some truck is still gliding, so the layer keeps animating. */
  moving(now: number): boolean {
    for (const t of this.trucks) if (now - t.since < GLIDE_MS) return true;
    return false;
  }
}

/** Where the truck is drawn at `now`: eased between its last two reported positions. */
export function positionAt(t: Truck, now: number): [number, number] {
  const out: [number, number] = [0, 0];
  positionInto(t, now, out);
  return out;
}

/** positionAt without allocating, for the draw loop: writes [lat, lng] into `out`. */
export function positionInto(t: Truck, now: number, out: Float64Array | number[]): void {
  const k = Math.min(1, Math.max(0, (now - t.since) / GLIDE_MS));
  const e = k * (2 - k);
  out[0] = t.fromLat + (t.toLat - t.fromLat) * e;
  out[1] = t.fromLng + (t.toLng - t.fromLng) * e;
}
