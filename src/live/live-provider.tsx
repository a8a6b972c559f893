import { App } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Live } from '../../streams/live';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { bridgeLiveToStore } from './live-bridge';
import { createAppLive } from './live-client';
import { LiveContext } from './live-context';
import { liveReset } from './live.slice';
import { DEFAULT_PLANT_CLOCK, loadPlantClock, type PlantClock } from './plant-clock';
import { receivesSamplingReminders, watchSamplingReminders } from './sampling-reminders';

/**
 * The live layer of the signed-in session, mounted once for the whole app: one socket, the
 * Redux aggregates, and the sampling reminders. Recreated for another user or organisation.
 */
export function LiveProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const { notification } = App.useApp();
  const { t, i18n } = useTranslation();
  const ready = useAppSelector((s) => s.permission.status === 'ready');
  const userName = useAppSelector((s) => s.session.user?.user_name);
  const orgId = useAppSelector((s) => s.session.orgId);
  const [live, setLive] = useState<Live | null>(null);
  const clock = useRef<PlantClock>(DEFAULT_PLANT_CLOCK);

  useEffect(() => {
    if (!ready || !userName) return undefined;
    const next = createAppLive();
    setLive(next);
    const unbridge = bridgeLiveToStore(next, dispatch);
    let unwatch = () => {};
    let gone = false;
    void loadPlantClock().then((c) => (clock.current = c), () => undefined);
    receivesSamplingReminders(userName).then((yes) => {
      if (yes && !gone) unwatch = watchSamplingReminders(next, notification, t, () => i18n.language, () => clock.current);
    }, () => undefined);
    return () => {
      gone = true;
      unwatch();
      unbridge();
      setLive(null);
      dispatch(liveReset());
    };
    // t and i18n are stable for the session; the reminder text follows the language when shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, userName, orgId, dispatch, notification]);

  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}
