import type { TFunction } from 'i18next';
import type { Live } from '../../streams/live';
import type { AppDispatch } from '../store/store';
import { bridgeLiveToStore } from './live-bridge';
import { createAppLive } from './live-client';
import { liveReset } from './live.slice';
import type { NoticeDesk } from './notice-desk';
import { DEFAULT_PLANT_CLOCK, loadPlantClock, type PlantClock } from './plant-clock';
import { receivesSamplingReminders, watchSamplingReminders } from './sampling-reminders';

/**
 * One signed-in session's live layer: the socket, the Redux aggregates and the sampling reminders.
 * Its own chunk (LiveProvider imports it once the session is ready): the socket cannot open before
 * then anyway, so socket.io and the channels download while the session loads, not before the page.
 */
export function startLiveSession(
  userName: string,
  dispatch: AppDispatch,
  desk: NoticeDesk,
  t: TFunction,
  lang: () => string,
  onLive: (live: Live | null) => void,
): () => void {
  const live = createAppLive();
  onLive(live);
  const unbridge = bridgeLiveToStore(live, dispatch);
  const clock: { current: PlantClock } = { current: DEFAULT_PLANT_CLOCK };
  let unwatch = () => {};
  let gone = false;
  void loadPlantClock().then(
    (c) => (clock.current = c),
    () => undefined,
  );
  receivesSamplingReminders(userName).then(
    (yes) => {
      if (yes && !gone) unwatch = watchSamplingReminders(live, desk, t, lang, () => clock.current);
    },
    () => undefined,
  );
  return () => {
    gone = true;
    unwatch();
    unbridge();
    onLive(null);
    dispatch(liveReset());
  };
}
