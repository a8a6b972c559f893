import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Live } from '../../streams/live';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { LiveContext } from './live-context';
import { createNoticeDesk } from './notice-desk';
import { NoticeDeskContext } from './use-notice-desk';

/**
 * The live layer of the signed-in session, mounted once for the whole app: one socket, the
 * Redux aggregates, and the sampling reminders (live-session.ts), handed to whoever shows them
 * through the notice desk: the admin shell's reminder area and bell, or a board. Recreated for
 * another user or organisation.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
  const ready = useAppSelector((s) => s.permission.status === 'ready');
  const userName = useAppSelector((s) => s.session.user?.user_name);
  const orgId = useAppSelector((s) => s.session.orgId);
  const [live, setLive] = useState<Live | null>(null);
  const [desk] = useState(createNoticeDesk);

  useEffect(() => {
    if (!ready || !userName) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    void import('./live-session').then(({ startLiveSession }) => {
      if (!gone) stop = startLiveSession(userName, dispatch, desk, t, () => i18n.language, setLive);
    });
    return () => {
      gone = true;
      stop?.();
    };
    // t and i18n are stable for the session; the reminder text follows the language when shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, userName, orgId, dispatch, desk]);

  return (
    <LiveContext.Provider value={live}>
      <NoticeDeskContext.Provider value={desk}>{children}</NoticeDeskContext.Provider>
    </LiveContext.Provider>
  );
}
