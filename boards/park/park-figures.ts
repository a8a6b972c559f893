import {
  PARK_DEVICE_KINDS,
  type CarWashLive,
  type ParkDeviceKind,
  type ParkDeviceLive,
  type ParkDeviceStatus,
  type ParkReading,
} from '../../src/domain/events';

export const METERS = ['water', 'electricity', 'gas', 'oil'] as const satisfies readonly ParkReading['meter'][];
export const METER_UNITS: Record<ParkReading['meter'], string> = { water: 'm³', electricity: 'kWh', gas: 'm³', oil: 'L' };

/** Today's total of each meter over every station in scope, in hundredths to stay exact. */
export function meterTotals(latest: readonly ParkReading[]): Record<ParkReading['meter'], number | null> {
  const out: Record<ParkReading['meter'], number | null> = { water: null, electricity: null, gas: null, oil: null };
  for (const m of METERS) {
    const rows = latest.filter((r) => r.meter === m);
    if (rows.length) out[m] = rows.reduce((a, r) => a + Math.round(r.todayTotal * 100), 0) / 100;
  }
  return out;
}

/**
 * What one meter used in each hour of the plant day so far, over every station: the rise of each
 * station's day total within the hour (a day total starts at zero at midnight). Hours still to
 * come are null, so the line stops at now.
 */
export function hourlyUse(history: readonly ParkReading[], meter: ParkReading['meter'], nowHour: number): (number | null)[] {
  const hundredths = Array.from({ length: 24 }, (_, h) => (h <= nowHour ? 0 : null));
  const last = new Map<string, number>();
  const rows = history.filter((r) => r.meter === meter).sort((a, b) => a.time.localeCompare(b.time));
  for (const r of rows) {
    const hour = Number(r.time.slice(11, 13));
    const total = Math.round(r.todayTotal * 100);
    const rise = total - (last.get(r.orgId) ?? 0);
    last.set(r.orgId, total);
    if (hundredths[hour] !== null && rise > 0) hundredths[hour] += rise;
  }
  return hundredths.map((x) => (x === null ? null : x / 100));
}

/** Stations that report meters, in id order. */
export const meterStations = (latest: readonly ParkReading[]): string[] => [...new Set(latest.map((r) => r.orgId))].sort();

// ── devices ──

/** The order problems are shown in: faults, then devices off the network, then the rest. */
export const STATUS_ORDER: readonly ParkDeviceStatus[] = ['fault', 'offline', 'online'];

export type StatusCounts = Record<ParkDeviceStatus, number> & { total: number };
export interface KindCounts extends StatusCounts {
  kind: ParkDeviceKind;
}

const countsOf = (devices: readonly ParkDeviceLive[]): StatusCounts => {
  const out: StatusCounts = { online: 0, offline: 0, fault: 0, total: devices.length };
  for (const d of devices) out[d.status] += 1;
  return out;
};

/** How many devices are online, offline and at fault over the whole scope. */
export const deviceTotals = (devices: readonly ParkDeviceLive[]): StatusCounts => countsOf(devices);

/** Counts per kind, kinds with faults first, then kinds with devices offline, then the catalogue order. */
export function devicesByKind(devices: readonly ParkDeviceLive[]): KindCounts[] {
  const kinds = PARK_DEVICE_KINDS.filter((k) => devices.some((d) => d.kind === k));
  return kinds
    .map((kind) => ({ kind, ...countsOf(devices.filter((d) => d.kind === kind)) }))
    .sort((a, b) => b.fault - a.fault || b.offline - a.offline || PARK_DEVICE_KINDS.indexOf(a.kind) - PARK_DEVICE_KINDS.indexOf(b.kind));
}

/** Code-point order: the same on every PC whatever its locale. */
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Devices with faults first, then offline ones, each the longest down first; then by station and name. */
export function devicesDownFirst(devices: readonly ParkDeviceLive[]): ParkDeviceLive[] {
  return [...devices].sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
      (a.status === 'online' ? 0 : cmp(a.statusSince, b.statusSince)) ||
      cmp(a.orgId, b.orgId) ||
      cmp(a.name, b.name) ||
      a.id - b.id,
  );
}

/** The cameras, those not online first. */
export const cameraList = (devices: readonly ParkDeviceLive[]): ParkDeviceLive[] => devicesDownFirst(devices.filter((d) => d.kind === 'camera'));

// ── car washes ──

export interface WashStation {
  orgId: string;
  /** car washers of the station, and how many of them are online */
  washers: number;
  washersOnline: number;
  /** washes started today */
  washes: number;
  /** trucks in a washer now */
  washing: number;
  /** water of the washes that ended today, litres */
  waterLitres: number;
}

/** Washes started on the plant day `today` (YYYY-MM-DD). */
export const washesOn = (washes: readonly CarWashLive[], today: string): CarWashLive[] => washes.filter((w) => w.startedAt.startsWith(today));

/** Today's washes per station, for every station that has a car washer or washed a truck, in id order. */
export function washStations(devices: readonly ParkDeviceLive[], todays: readonly CarWashLive[]): WashStation[] {
  const washers = devices.filter((d) => d.kind === 'car_washer');
  const orgs = [...new Set([...washers.map((d) => d.orgId), ...todays.map((w) => w.orgId)])].sort();
  return orgs.map((orgId) => {
    const mine = todays.filter((w) => w.orgId === orgId);
    const own = washers.filter((d) => d.orgId === orgId);
    return {
      orgId,
      washers: own.length,
      washersOnline: own.filter((d) => d.status === 'online').length,
      washes: mine.length,
      washing: mine.filter((w) => w.endedAt === null).length,
      waterLitres: mine.reduce((a, w) => a + (w.waterLitres ?? 0), 0),
    };
  });
}

/** The latest `n` washes, newest first. */
export const latestWashes = (washes: readonly CarWashLive[], n: number): CarWashLive[] =>
  [...washes].sort((a, b) => cmp(b.startedAt, a.startedAt) || b.id - a.id).slice(0, n);

/** Litres as m³ with one decimal. */
export const litresToM3 = (litres: number): number => Math.round(litres / 100) / 10;

/** A wire time as the board prints it: HH:mm on the plant day `today`, MM-DD HH:mm before it, '' when empty. */
export const clockOf = (time: string, today: string): string => (!time ? '' : time.startsWith(today) ? time.slice(11, 16) : time.slice(5, 16));
