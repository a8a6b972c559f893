import type { SamplingTotal } from '../domain/events';

/**
 * Spec doc 1 §4 (line 91): reminders fire on the cumulative quantity shipped per recipe today in
 * steps of 200 m³: none under 200, then 200, 400, 600, 800 and 1000, the last step running from
 * 1000 to under 1200. From 1200 on the spec names no step, so none fires.
 */
export const SAMPLING_STEP = 200;
export const SAMPLING_LAST_STEP_END = 1200;

export function samplingStep(totalQuantity: number): number | null {
  if (!Number.isFinite(totalQuantity) || totalQuantity < SAMPLING_STEP || totalQuantity >= SAMPLING_LAST_STEP_END) return null;
  return Math.floor(totalQuantity / SAMPLING_STEP) * SAMPLING_STEP;
}

/** What is remembered locally: the reminders already given, for one day only. */
export interface ReminderLog {
  date: string;
  given: string[];
}

export interface DueReminder extends SamplingTotal {
  step: number;
}

const reminderKey = (recipeCode: string, step: number) => `${recipeCode}|${step}`;

/**
 * The reminders due now and the log to store: one per recipe per step per day; a log from another
 * day is dropped rather than carried over.
 */
export function dueReminders(totals: readonly SamplingTotal[], today: string, log: ReminderLog | null): { due: DueReminder[]; log: ReminderLog } {
  const given = new Set(log?.date === today ? log.given : []);
  const due: DueReminder[] = [];
  for (const t of totals) {
    const step = samplingStep(Number(t.totalQuantity));
    if (step === null || isSampled(t, step)) continue;
    const key = reminderKey(t.recipeCode, step);
    if (given.has(key)) continue;
    given.add(key);
    due.push({ ...t, step });
  }
  return { due, log: { date: today, given: [...given] } };
}

/** Registered specimens answer a step: one group per 200 m³ step of the recipe today. */
export function isSampled(t: SamplingTotal, step: number): boolean {
  return (t.sampledGroups ?? 0) * SAMPLING_STEP >= step;
}

/** The notices on screen that registered specimens now answer (they close by themselves). */
export function answeredNotices(totals: readonly SamplingTotal[], notices: readonly { key: string; reminder: DueReminder }[]): string[] {
  return notices
    .filter((n) => {
      const t = totals.find((x) => x.recipeCode === n.reminder.recipeCode);
      return t !== undefined && isSampled(t, n.reminder.step);
    })
    .map((n) => n.key);
}

/** Spec §3: `sample_msg_user_list` holds comma-separated user names. */
export function isSamplingRecipient(configValue: string | undefined, userName: string | undefined): boolean {
  if (!configValue || !userName) return false;
  return configValue
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .includes(userName);
}
