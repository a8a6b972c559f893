import { describe, expect, it } from 'vitest';
import { createNoticeDesk, type SamplingNotice } from './notice-desk';
import { reminderStack$, SHOWN_REMINDERS, stackReminders, type ReminderStack } from './notification-stack';

const reminder = (recipeCode: string) => ({ recipeCode, strength: 'C30', totalQuantity: 205, step: 200 });
const keys = (notices: readonly SamplingNotice[]) => notices.map((n) => n.key);

/** The desk and the stack the shell would show, followed as the desk changes. */
function watched() {
  const desk = createNoticeDesk();
  let stack: ReminderStack | undefined;
  reminderStack$(desk).subscribe((s) => (stack = s));
  return { desk, shown: () => keys(stack!.shown), waiting: () => keys(stack!.waiting) };
}

describe('sampling reminders in the admin shell', () => {
  it('show two at most, in the order they came; the third and later wait on the bell', () => {
    expect(SHOWN_REMINDERS).toBe(2);
    const { desk, shown, waiting } = watched();
    expect(shown()).toEqual([]);
    desk.add(reminder('P1'));
    expect(shown()).toEqual(['sampling-P1-200']);
    expect(waiting()).toEqual([]);
    desk.add(reminder('P2'));
    desk.add(reminder('P3'));
    desk.add(reminder('P4'));
    expect(shown()).toEqual(['sampling-P1-200', 'sampling-P2-200']);
    expect(waiting()).toEqual(['sampling-P3-200', 'sampling-P4-200']);
  });

  it('bring the first waiting one up when a shown one is closed, and drop a waiting one closed from the bell', () => {
    const { desk, shown, waiting } = watched();
    for (const code of ['P1', 'P2', 'P3', 'P4']) desk.add(reminder(code));
    desk.dismiss('sampling-P1-200');
    expect(shown()).toEqual(['sampling-P2-200', 'sampling-P3-200']);
    expect(waiting()).toEqual(['sampling-P4-200']);
    desk.dismiss('sampling-P4-200');
    expect(shown()).toEqual(['sampling-P2-200', 'sampling-P3-200']);
    expect(waiting()).toEqual([]);
    desk.dismiss('sampling-P3-200');
    expect(shown()).toEqual(['sampling-P2-200']);
  });

  it('never lose one: every reminder on the desk is shown or waiting, each in one place', () => {
    const notices = ['A', 'B', 'C', 'D', 'E'].map((c) => ({ key: `sampling-${c}-200`, reminder: reminder(c) }));
    for (let n = 0; n <= notices.length; n++) {
      const { shown, waiting } = stackReminders(notices.slice(0, n), 0);
      expect(shown.length).toBe(Math.min(n, SHOWN_REMINDERS));
      expect(keys([...shown, ...waiting])).toEqual(keys(notices.slice(0, n)));
    }
  });

  it('leave the shell while a board draws them in its canvas, and come back when it is gone', () => {
    const { desk, shown, waiting } = watched();
    for (const code of ['P1', 'P2', 'P3']) desk.add(reminder(code));
    const release = desk.claim();
    expect(shown()).toEqual([]);
    expect(waiting()).toEqual([]);
    desk.add(reminder('P4'));
    release();
    expect(shown()).toEqual(['sampling-P1-200', 'sampling-P2-200']);
    expect(waiting()).toEqual(['sampling-P3-200', 'sampling-P4-200']);
  });
});
