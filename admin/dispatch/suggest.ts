/**
 * The explainable suggestion for a task's next load: which truck, from which line, leaving when,
 * arriving when, and why. Pure: the call reads the rows (./suggest.server.ts) and stores the result.
 */

/** Speed assumed on the road when the task has no completed trip to measure (urban mixer average). */
export const ASSUMED_KMH = 30;
/** Loading time assumed when the station has no measured load today (one 12 m³ load at 180 m³/h, plus weighing). */
export const ASSUMED_LOAD_MINUTES = 8;

/** A ready truck as the yard lists it (server/operations/queue.service.ts `yardOrder`). */
export interface YardTruck {
  vehicleId: number;
  orgId: string;
  plate: string;
  capacity: number;
  position: number;
}

export interface SuggestTask {
  id: number;
  orgId: string;
  remaining: number;
  spacingMinutes: number;
  hostId: number | null;
  pumpId: number | null;
  pumpPlate: string;
  pumpType: string;
  siteLat: number;
  siteLng: number;
  /** epoch ms of the last load dispatched, null before the first */
  lastDispatch: number | null;
}
export interface SuggestLine {
  id: number;
  name: string;
  runningTasks: number;
}
export interface SuggestHistory {
  /** mean minutes from leaving the plant to arriving on this task's site, over its finished trips */
  travelMinutes: number | null;
  /** mean minutes from ticket to leaving the plant at the station today */
  loadMinutes: number | null;
}

export type ReasonCode = 'queue' | 'capacity' | 'distance' | 'travel' | 'spacing' | 'line' | 'pump' | 'noPump';
export interface Reason {
  code: ReasonCode;
  params: Record<string, string | number>;
}

export interface Suggestion {
  taskId: number;
  orgId: string;
  vehicleId: number;
  plate: string;
  lineId: number | null;
  lineName: string;
  quantity: number;
  etaMinutes: number;
  leaveInMinutes: number;
  reasons: Reason[];
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The truck: the first in yard order that carries the next load whole (its capacity covers
 * min(remaining, the largest capacity waiting)), so a small truck is not sent for a big pour and
 * a big truck is not sent for a small remainder when a fitting one waits behind it.
 */
export function pickTruck(yard: readonly YardTruck[], remaining: number): { truck: YardTruck; quantity: number } | null {
  if (!yard.length || remaining <= 0) return null;
  const need = Math.min(remaining, Math.max(...yard.map((t) => t.capacity)));
  const fits = yard.filter((t) => t.capacity >= need);
  const tight = fits.filter((t) => t.capacity - need < 2);
  const truck = (tight.length ? tight : fits)[0] ?? yard[0];
  return { truck, quantity: Math.round(Math.min(truck.capacity, remaining) * 100) / 100 };
}

/** The line: the task's own line when it has one, else the station's least busy line. */
export function pickLine(task: SuggestTask, lines: readonly SuggestLine[]): SuggestLine | null {
  const own = lines.find((l) => l.id === task.hostId);
  if (own) return own;
  return [...lines].sort((a, b) => a.runningTasks - b.runningTasks || a.id - b.id)[0] ?? null;
}

export function suggest(
  task: SuggestTask,
  yard: readonly YardTruck[],
  lines: readonly SuggestLine[],
  station: { lat: number; lng: number },
  history: SuggestHistory,
  now: number,
): Suggestion | null {
  const mine = yard.filter((t) => t.orgId === task.orgId);
  const pick = pickTruck(mine, task.remaining);
  if (!pick) return null;
  const line = pickLine(task, lines);
  const km = Math.round(distanceKm(station, { lat: task.siteLat, lng: task.siteLng }) * 10) / 10;
  const travel = history.travelMinutes ?? (km / ASSUMED_KMH) * 60;
  const load = history.loadMinutes ?? ASSUMED_LOAD_MINUTES;
  const nextDue = task.lastDispatch === null ? now : task.lastDispatch + task.spacingMinutes * 60_000;
  const leaveIn = Math.max(0, Math.ceil((nextDue - now) / 60_000));
  const reasons: Reason[] = [
    { code: 'queue', params: { position: pick.truck.position, of: mine.length, plate: pick.truck.plate } },
    { code: 'capacity', params: { capacity: pick.truck.capacity, quantity: pick.quantity, remaining: task.remaining } },
    { code: 'distance', params: { km } },
    { code: 'travel', params: { minutes: Math.round(travel), measured: history.travelMinutes === null ? 0 : 1 } },
    { code: 'spacing', params: { target: task.spacingMinutes, leaveIn } },
    ...(line ? [{ code: 'line' as const, params: { line: line.name, running: line.runningTasks } }] : []),
    task.pumpId ? { code: 'pump', params: { plate: task.pumpPlate, type: task.pumpType } } : { code: 'noPump', params: {} },
  ];
  return {
    taskId: task.id,
    orgId: task.orgId,
    vehicleId: pick.truck.vehicleId,
    plate: pick.truck.plate,
    lineId: line?.id ?? null,
    lineName: line?.name ?? '',
    quantity: pick.quantity,
    etaMinutes: Math.round(leaveIn + load + travel),
    leaveInMinutes: leaveIn,
    reasons,
  };
}
