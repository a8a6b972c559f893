import { BehaviorSubject } from 'rxjs';
import type { DueReminder } from './sampling-rule';

/** A sampling reminder on screen until someone closes it. */
export interface SamplingNotice {
  key: string;
  reminder: DueReminder;
}

/**
 * The reminders on screen, and who shows them. A wall board draws them inside its scaled canvas
 * in a strip reserved for them (it claims the desk while mounted); with no board claiming it, the
 * admin shell shows the first two in its reminder area and counts the others on its bell
 * (notification-stack.ts). One list, so a reminder closed in one place is gone from both, and
 * moving between a board and the admin screens neither loses nor repeats it.
 */
export interface NoticeDesk {
  readonly notices$: BehaviorSubject<readonly SamplingNotice[]>;
  /** how many boards draw the notices themselves */
  readonly boards$: BehaviorSubject<number>;
  add(reminder: DueReminder): SamplingNotice;
  dismiss(key: string): void;
  /** A board takes the notices over while mounted; call the returned function on unmount. */
  claim(): () => void;
}

/** What a reminder's text and its spoken alert fill in (live.sampling.* messages). */
export const reminderVars = (r: DueReminder) => ({ recipeCode: r.recipeCode, strength: r.strength, total: r.totalQuantity, step: r.step });

export const noticeKey = (r: DueReminder) => `sampling-${r.recipeCode}-${r.step}`;

export function createNoticeDesk(): NoticeDesk {
  const notices$ = new BehaviorSubject<readonly SamplingNotice[]>([]);
  const boards$ = new BehaviorSubject(0);
  return {
    notices$,
    boards$,
    add(reminder) {
      const notice = { key: noticeKey(reminder), reminder };
      notices$.next([...notices$.value.filter((n) => n.key !== notice.key), notice]);
      return notice;
    },
    dismiss(key) {
      if (notices$.value.some((n) => n.key === key)) notices$.next(notices$.value.filter((n) => n.key !== key));
    },
    claim() {
      boards$.next(boards$.value + 1);
      let held = true;
      return () => {
        if (held) boards$.next(boards$.value - 1);
        held = false;
      };
    },
  };
}
