import { combineLatest, map, type Observable } from 'rxjs';
import type { NoticeDesk, SamplingNotice } from './notice-desk';

/** How many reminders the admin shell shows at once, in its reminder area (src/shell/shell-reminders.tsx). */
export const SHOWN_REMINDERS = 2;

/** Where each reminder on the desk is in the admin shell: shown in the reminder area, or waiting on the bell. */
export interface ReminderStack {
  /** in the shell's reminder area, oldest first */
  readonly shown: readonly SamplingNotice[];
  /** counted on the bell and listed in its panel, in the order they come up */
  readonly waiting: readonly SamplingNotice[];
}

export const NO_REMINDERS: ReminderStack = { shown: [], waiting: [] };

/**
 * The first reminders on the desk, in the order they came, are shown; the others wait on the bell.
 * Closing a shown one brings the first waiting one up, and a new reminder never pushes a shown one
 * out: what the user is reading (or about to close) stays where it is. While a board draws the
 * reminders in its canvas the shell shows none.
 */
export function stackReminders(notices: readonly SamplingNotice[], boards: number, shown = SHOWN_REMINDERS): ReminderStack {
  if (boards > 0 || notices.length === 0) return NO_REMINDERS;
  return { shown: notices.slice(0, shown), waiting: notices.slice(shown) };
}

/** The desk's reminders as the shell stacks them, following the desk. */
export function reminderStack$(desk: NoticeDesk): Observable<ReminderStack> {
  return combineLatest([desk.notices$, desk.boards$]).pipe(map(([notices, boards]) => stackReminders(notices, boards)));
}
