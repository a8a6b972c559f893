import { Card } from 'antd';
import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import { useLive } from '../../src/live/live-context';
import { DispatchMap } from '../../src/map/dispatch-map';
import type { PlantOrg } from '../../src/map/geofences';
import { useTileUrl } from '../../src/map/use-tile-url';
import { useAppSelector } from '../../src/store/hooks';

/**
 * /production/adjust-center/dispatch-map: the board's dispatch map inside the admin shell, the
 * same trucks, list and detail on the same channels, sized to the window rather than to a scaled
 * 1920x1080 canvas (Leaflet's pointer maths stay exact here).
 */
export default function DispatchMapScreen() {
  const live = useLive();
  const orgs: readonly PlantOrg[] = useAppSelector((s) => s.session.orgList);
  const tileUrl = useTileUrl();
  const vehicles$ = useMemo(() => live?.channel('vehicles') ?? NEVER, [live]);
  const tasks$ = useMemo(() => live?.channel('tasks') ?? NEVER, [live]);
  return (
    <Card size="small" styles={{ body: { height: 'calc(100vh - 190px)', minHeight: 480 } }} data-testid="dispatch-map-screen">
      <DispatchMap vehicles$={vehicles$} tasks$={tasks$} plants={orgs} tileUrl={tileUrl} />
    </Card>
  );
}
