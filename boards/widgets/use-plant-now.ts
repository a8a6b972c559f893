import { useEffect, useState } from 'react';
import { DEFAULT_PLANT_CLOCK, loadPlantClock, plantNow, type PlantClock } from '../../src/live/plant-clock';

/** Plant time `YYYY-MM-DD HH:mm:ss`, refreshed every `tickMs`, corrected for this PC's clock. */
export function usePlantNow(tickMs: number): string {
  const [clock, setClock] = useState<PlantClock>(DEFAULT_PLANT_CLOCK);
  const [now, setNow] = useState(() => plantNow(DEFAULT_PLANT_CLOCK));
  useEffect(() => {
    let live = true;
    loadPlantClock().then(
      (c) => live && setClock(c),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    setNow(plantNow(clock));
    const timer = setInterval(() => setNow(plantNow(clock)), tickMs);
    return () => clearInterval(timer);
  }, [clock, tickMs]);
  return now;
}

/** Minutes between two plant times (same zone, so read both as UTC). */
export const minutesBetween = (from: string, to: string): number =>
  (Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 60_000;
