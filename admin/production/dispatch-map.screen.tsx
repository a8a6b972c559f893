import { Card } from 'antd';
import { DispatchMap } from '../../src/map/dispatch-map';
import { useDispatchFeeds } from '../../src/map/use-dispatch-feeds';

/**
 * /production/adjust-center/dispatch-map: the board's dispatch map inside the admin shell, the
 * same trucks, list and detail on the same channels, sized to the window rather than to a scaled
 * 1920x1080 canvas (Leaflet's pointer maths stay exact here).
 */
export default function DispatchMapScreen() {
  const feeds = useDispatchFeeds();
  return (
    <Card size="small" styles={{ body: { height: 'calc(100vh - 190px)', minHeight: 480 } }} data-testid="dispatch-map-screen">
      <DispatchMap {...feeds} />
    </Card>
  );
}
