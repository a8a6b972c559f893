import { useEffect, useMemo, useState } from 'react';
import { throttleTime, type Observable } from 'rxjs';
import type { Snapshots, VehicleLive } from '../../src/domain/events';
import { Fleet } from './fleet';

/** How often the truck list and counts follow the fleet; the map itself follows every frame. */
export const LIST_REFRESH_MS = 1000;

/**
 * The vehicles channel split in two speeds: every value goes straight into the Fleet the canvas
 * draws (no React render per position), and the list gets a throttled copy for its rows.
 */
export function useFleet(vehicles$: Observable<Snapshots['vehicles']>): { fleet: Fleet; vehicles: VehicleLive[] } {
  const fleet = useMemo(() => new Fleet(), []);
  const [vehicles, setVehicles] = useState<VehicleLive[]>([]);
  useEffect(() => {
    const toMap = vehicles$.subscribe((s) => fleet.setVehicles(s.list, performance.now()));
    const toList = vehicles$
      .pipe(throttleTime(LIST_REFRESH_MS, undefined, { leading: true, trailing: true }))
      .subscribe((s) => setVehicles(s.list));
    return () => {
      toMap.unsubscribe();
      toList.unsubscribe();
    };
  }, [vehicles$, fleet]);
  return { fleet, vehicles };
}

/** The latest value of a channel for React, at most once per `ms`. */
export function useThrottled<T>(source$: Observable<T>, initial: T, ms = LIST_REFRESH_MS): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const sub = source$.pipe(throttleTime(ms, undefined, { leading: true, trailing: true })).subscribe(setValue);
    return () => sub.unsubscribe();
  }, [source$, ms]);
  return value;
}
