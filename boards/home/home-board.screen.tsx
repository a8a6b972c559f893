import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import { useLive } from '../../src/live/live-context';
import { HomeBoard } from './home-board';

/** /bigscreen/home: the 3D plant with its KPIs, on the vehicles, tasks, production and materials channels. */
export default function HomeBoardScreen() {
  const live = useLive();
  const channels = useMemo(
    () => ({
      vehicles$: live?.channel('vehicles') ?? NEVER,
      tasks$: live?.channel('tasks') ?? NEVER,
      production$: live?.channel('production') ?? NEVER,
      materials$: live?.channel('materials') ?? NEVER,
    }),
    [live],
  );
  return <HomeBoard {...channels} />;
}
