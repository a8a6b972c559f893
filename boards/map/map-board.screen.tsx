import { DispatchMap } from '../../src/map/dispatch-map';
import { useDispatchFeeds } from '../../src/map/use-dispatch-feeds';
import './map-board.css';

/** /bigscreen/map: the dispatch map on the vehicles and tasks channels, in the board's dark look. */
export default function MapBoardScreen() {
  const feeds = useDispatchFeeds();
  return (
    <div className="map-board">
      <DispatchMap {...feeds} />
    </div>
  );
}
