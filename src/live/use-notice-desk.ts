import { createContext, useContext, useEffect, useState } from 'react';
import type { NoticeDesk, SamplingNotice } from './notice-desk';

export const NoticeDeskContext = createContext<NoticeDesk | null>(null);

/**
 * The notices a board draws in its own canvas. Mounting it takes them out of the admin
 * notification stack, which would otherwise cover the board unscaled.
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
