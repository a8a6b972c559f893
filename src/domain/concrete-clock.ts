import type { VehicleStatus } from './events';
/**
 * The concrete clock: how long a load has been mixed, how long a truck has stood on site, and
 * how evenly the loads of one pour follow each other. Thresholds are settings (`settings` table,
 * one row per `type`, head office 0001; defaults below), read by the server's alerts and by every
 * board, so a plant changes them in one place (/settings/basic-setting).
 */

export const CLOCK_SETTINGS = {
  /** allowed time from loading to end of discharge (GB/T 14902 gives 90 min without retarder) */
  dischargeMinutes: { type: 'dispatch_discharge_minutes', default: 90 },
  /** time a truck may stand on site (arrived → end of pour) before it is flagged */
  siteMinutes: { type: 'dispatch_site_minutes', default: 45 },
  /** the spacing target between two loads of one pour when the task names none */
  spacingMinutes: { type: 'dispatch_spacing_minutes', default: 15 },
  /** two loads arriving closer than this bunch on site */
  bunchingMinutes: { type: 'dispatch_bunching_minutes', default: 5 },
  /** share of the discharge time after which a load shows a warning before the alert */
  warnPercent: { type: 'dispatch_warn_percent', default: 75 },
} as const;

export type ClockSettingName = keyof typeof CLOCK_SETTINGS;
export type ClockThresholds = Record<ClockSettingName, number>;

export const DEFAULT_THRESHOLDS: ClockThresholds = Object.fromEntries(Object.entries(CLOCK_SETTINGS).map(([k, v]) => [k, v.default])) as ClockThresholds;

/** Thresholds from settings rows (type → value); a blank or non-positive value keeps the default. */
export function thresholdsOf(rows: readonly { type: string; value: string }[]): ClockThresholds {
  const out = { ...DEFAULT_THRESHOLDS };
  for (const [name, s] of Object.entries(CLOCK_SETTINGS) as [ClockSettingName, (typeof CLOCK_SETTINGS)[ClockSettingName]][]) {
    const v = Number(rows.find((r) => r.type === s.type)?.value);
    if (Number.isFinite(v) && v > 0) out[name] = v;
  }
  return out;
}

export type ClockAlertKind = 'discharge' | 'site' | 'gap' | 'bunching';
export type ClockLevel = 'ok' | 'warn' | 'alert';

/** One load on the road or on site, times in epoch milliseconds. */
export interface ClockLoad {
  ticketId: number;
  taskId: number;
  /** when the concrete was mixed (loading started; ticketed when loading was not recorded) */
  mixedAt: number;
  arrivedAt: number | null;
  /** end of pour, or the load left the road (returned, diverted) */
  doneAt: number | null;
}

export interface ClockAlert {
  kind: ClockAlertKind;
  ticketId: number;
  taskId: number;
  minutes: number;
  threshold: number;
}

const MIN = 60_000;

/** A load's age in whole minutes (to its end of pour once poured). */
export const ageMinutes = (l: ClockLoad, now: number) => Math.floor(((l.doneAt ?? now) - l.mixedAt) / MIN);

/** The clock colour of one load: warn past `warnPercent` of the discharge time, alert past it. */
export function loadLevel(l: ClockLoad, t: ClockThresholds, now: number): ClockLevel {
  const age = ageMinutes(l, now);
  if (age >= t.dischargeMinutes) return 'alert';
  return age >= (t.dischargeMinutes * t.warnPercent) / 100 ? 'warn' : 'ok';
}

/**
 * Every alert the loads raise now: discharge time reached, too long on site (both while the load
 * is still open), and per task a gap longer than twice the spacing target since the last arrival
 * with no truck on site, or two arrivals closer than the bunching threshold.
 */
export function clockAlerts(
  loads: readonly ClockLoad[],
  t: ClockThresholds,
  now: number,
  spacingOf: (taskId: number) => number = () => t.spacingMinutes,
): ClockAlert[] {
  const out: ClockAlert[] = [];
  for (const l of loads) {
    if (l.doneAt !== null) continue;
    const age = ageMinutes(l, now);
    if (age >= t.dischargeMinutes) out.push({ kind: 'discharge', ticketId: l.ticketId, taskId: l.taskId, minutes: age, threshold: t.dischargeMinutes });
    if (l.arrivedAt !== null) {
      const site = Math.floor((now - l.arrivedAt) / MIN);
      if (site >= t.siteMinutes) out.push({ kind: 'site', ticketId: l.ticketId, taskId: l.taskId, minutes: site, threshold: t.siteMinutes });
    }
  }
  const byTask = new Map<number, ClockLoad[]>();
  for (const l of loads) byTask.set(l.taskId, [...(byTask.get(l.taskId) ?? []), l]);
  for (const [taskId, list] of byTask) {
    const arrived = list.filter((l) => l.arrivedAt !== null).sort((a, b) => a.arrivedAt! - b.arrivedAt!);
    for (let i = 1; i < arrived.length; i++) {
      const gap = Math.floor((arrived[i].arrivedAt! - arrived[i - 1].arrivedAt!) / MIN);
      if (gap < t.bunchingMinutes) out.push({ kind: 'bunching', ticketId: arrived[i].ticketId, taskId, minutes: gap, threshold: t.bunchingMinutes });
    }
    const onSite = list.some((l) => l.arrivedAt !== null && l.doneAt === null);
    const last = arrived[arrived.length - 1];
    const enRoute = list.some((l) => l.arrivedAt === null && l.doneAt === null);
    if (last && !onSite && enRoute) {
      const since = Math.floor((now - last.arrivedAt!) / MIN);
      const limit = 2 * spacingOf(taskId);
      if (since >= limit) out.push({ kind: 'gap', ticketId: last.ticketId, taskId, minutes: since, threshold: limit });
    }
  }
  return out;
}

/** A load still running (ticketed, not yet poured out or sent back), with its clock: the dispatch desk's wire row, read by the server and the screens alike. */
export interface DeskLoad {
  ticketId: number;
  ticketCode: string;
  taskId: number;
  orgId: string;
  vehicleId: number;
  plate: string;
  quantity: number;
  status: VehicleStatus;
  mixedAt: string;
  arrivedAt: string;
  ageMinutes: number;
  level: ClockLevel;
  onSite: boolean;
}
