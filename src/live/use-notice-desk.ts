import { createContext, useContext, useEffect, useState } from 'react';
import type { NoticeDesk, SamplingNotice } from './notice-desk';
import { NO_REMINDERS, reminderStack$, stackReminders, type ReminderStack } from './notification-stack';

export const NoticeDeskContext = createContext<NoticeDesk | null>(null);

/**
 * The notices a board draws in its own canvas. Mounting it takes them out of the admin shell's
 * reminder area and bell.
 */
export function useBoardNotices(): { notices: readonly SamplingNotice[]; dismiss: (key: string) => void } {
  const desk = useContext(NoticeDeskContext);
  const [notices, setNotices] = useState<readonly SamplingNotice[]>([]);
  useEffect(() => {
    if (!desk) return undefined;
    const release = desk.claim();
    const sub = desk.notices$.subscribe(setNotices);
    return () => {
      sub.unsubscribe();
      release();
    };
  }, [desk]);
  return { notices, dismiss: (key) => desk?.dismiss(key) };
}

/**
 * The reminders as the admin shell stacks them (notification-stack.ts): those its reminder area
 * shows and those waiting on the bell. Known from the first render, so the area never flashes.
 */
export function useShellReminders(): ReminderStack & { dismiss: (key: string) => void } {
  const desk = useContext(NoticeDeskContext);
  const [stack, setStack] = useState<ReminderStack>(() => (desk ? stackReminders(desk.notices$.value, desk.boards$.value) : NO_REMINDERS));
  useEffect(() => {
    if (!desk) return undefined;
    const sub = reminderStack$(desk).subscribe(setStack);
    return () => sub.unsubscribe();
  }, [desk]);
  return { ...stack, dismiss: (key) => desk?.dismiss(key) };
}
