import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import { useLive } from '../../src/live/live-context';
import { DispatchMap } from '../../src/map/dispatch-map';
import type { PlantOrg } from '../../src/map/geofences';
import { useTileUrl } from '../../src/map/use-tile-url';
import { useAppSelector } from '../../src/store/hooks';
import './map-board.css';

/** /bigscreen/map: the dispatch map on the vehicles and tasks channels, in the board's dark look. */
export default function MapBoardScreen() {
  const live = useLive();
  const orgs: readonly PlantOrg[] = useAppSelector((s) => s.session.orgList);
  const tileUrl = useTileUrl();
  const vehicles$ = useMemo(() => live?.channel('vehicles') ?? NEVER, [live]);
  const tasks$ = useMemo(() => live?.channel('tasks') ?? NEVER, [live]);
  return (
    <div className="map-board">
      <DispatchMap vehicles$={vehicles$} tasks$={tasks$} plants={orgs} tileUrl={tileUrl} />
    </div>
  );
}
