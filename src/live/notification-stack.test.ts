import { describe, expect, it } from 'vitest';
import { createNoticeDesk } from './notice-desk';
import { presentInNotificationStack } from './notification-stack';

const reminder = (recipeCode: string) => ({ recipeCode, strength: 'C30', totalQuantity: 205, step: 200 });

function fakeStack() {
  const shown = new Map<string, { onClose?: () => void; duration?: number | false | null }>();
  return {
    shown,
    warning: (n: { key?: unknown; onClose?: () => void; duration?: number | false | null }) => void shown.set(String(n.key), n),
    destroy: (key?: unknown) => void shown.delete(String(key)),
  };
}

describe('sampling notices in the admin notification stack', () => {
  it('stay until closed, and closing one there takes it off the desk', () => {
    const desk = createNoticeDesk();
    const stack = fakeStack();
    presentInNotificationStack(desk, stack, ((k: string) => k) as never);
    desk.add(reminder('P1'));
    desk.add(reminder('P2'));
    expect([...stack.shown.keys()]).toEqual(['sampling-P1-200', 'sampling-P2-200']);
    expect(stack.shown.get('sampling-P1-200')!.duration).toBe(0);
    stack.shown.get('sampling-P1-200')!.onClose!();
    expect(desk.notices$.value.map((n) => n.key)).toEqual(['sampling-P2-200']);
  });

  it('leave the stack while a board draws them in its canvas, and come back when it is gone', () => {
    const desk = createNoticeDesk();
    const stack = fakeStack();
    presentInNotificationStack(desk, stack, ((k: string) => k) as never);
    desk.add(reminder('P1'));
    const release = desk.claim();
    expect(stack.shown.size).toBe(0);
    desk.add(reminder('P2'));
    expect(stack.shown.size).toBe(0);
    release();
    expect([...stack.shown.keys()]).toEqual(['sampling-P1-200', 'sampling-P2-200']);
  });
});
