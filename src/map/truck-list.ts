import type { VehicleLive, VehicleStatus } from '../domain/events';
import { VEHICLE_STATUSES } from './vehicle-status';

/** Trucks per status, every status present (zero when none), in cycle order. */
export function countByStatus(vehicles: readonly VehicleLive[]): Array<[VehicleStatus, number]> {
  const counts = new Map<VehicleStatus, number>(VEHICLE_STATUSES.map((s) => [s, 0]));
  for (const v of vehicles) counts.set(v.status, (counts.get(v.status) ?? 0) + 1);
  return [...counts];
}

/** Folds case, width and spaces away, so "浙a 12" finds "浙A12" and "y017" finds "Y017". */
const fold = (s: string) =>
  s
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s·-]+/g, '');

/** Whether a truck's plate or inner number contains what the dispatcher typed. */
export function matchesTruck(v: Pick<VehicleLive, 'plate' | 'innerNumber'>, query: string): boolean {
  const q = fold(query);
  return !q || fold(v.plate).includes(q) || fold(v.innerNumber).includes(q);
}

/**
 * The rows of the truck list: those of the chosen statuses (all when none is chosen) whose plate
 * or inner number matches the search, exceptions first because they need the dispatcher, then by
 * inner number.
 */
export function truckRows(vehicles: readonly VehicleLive[], statuses: ReadonlySet<VehicleStatus>, query = ''): VehicleLive[] {
  const order = new Map(VEHICLE_STATUSES.map((s, i) => [s, i]));
  const exception = (s: VehicleStatus) => (s === 'breakdown' || s === 'diverted' || s === 'returnedLoad' ? 0 : 1);
  return vehicles
    .filter((v) => (!statuses.size || statuses.has(v.status)) && matchesTruck(v, query))
    .sort(
      (a, b) =>
        exception(a.status) - exception(b.status) ||
        order.get(a.status)! - order.get(b.status)! ||
        a.innerNumber.localeCompare(b.innerNumber, 'zh', { numeric: true }),
    );
}

/** The slice of rows a scrolled window of `height` px shows, with a few spare rows each side. */
export function visibleRange(scrollTop: number, height: number, rowHeight: number, total: number, spare = 4): [number, number] {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - spare);
  const last = Math.min(total, Math.ceil((scrollTop + height) / rowHeight) + spare);
  return [first, last];
}
