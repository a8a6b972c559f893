import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import { BASE_BOUNDS } from '../../map/base-geography';
import { addBaseLayer } from '../../map/base-layers';
import { useTileUrl } from '../../map/use-tile-url';
import './admin-map.css';

/** The base map under an admin map: tiles from the `map_tile_url` setting, else the bundled offline map. */
function BaseMap() {
  const map = useMap();
  const tileUrl = useTileUrl();
  useEffect(() => addBaseLayer(map, tileUrl), [map, tileUrl]);
  return null;
}

/** Frames the given corners once they are known, and again when they change. */
export function FitBounds({ bounds }: { bounds: L.LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds) map.fitBounds(L.latLngBounds(bounds as L.LatLngBoundsLiteral).pad(0.15), { maxZoom: 15 });
    // the key stands for the corners: a new array of the same corners must not move the map
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

export interface AdminMapProps {
  height: number | string;
  /** the area shown first; the bundled map's area when absent */
  bounds?: L.LatLngBoundsExpression;
  children?: ReactNode;
  testId?: string;
}

/**
 * A Leaflet map for admin screens with few markers (react-leaflet): offline by default, the same
 * base map as the dispatch map. Not for the board's scaled canvas, where pointer maths break.
 */
export function AdminMap({ height, bounds, children, testId }: AdminMapProps) {
  return (
    <div data-testid={testId}>
      <MapContainer className="admin-map" style={{ height }} bounds={bounds ?? BASE_BOUNDS} minZoom={8} maxZoom={18} attributionControl={false}>
        <BaseMap />
        {children}
      </MapContainer>
    </div>
  );
}

/** A pin drawn in CSS: no marker images to bundle or fetch. */
export const pinIcon = (colour = '#1677ff') =>
  L.divIcon({
    className: 'admin-map-pin',
    iconSize: [22, 30],
    iconAnchor: [11, 30],
    tooltipAnchor: [0, -28],
    html: `<span style="--pin:${colour}"></span>`,
  });

/** A square handle for dragging a vertex or a radius. */
export const handleIcon = L.divIcon({ className: 'admin-map-handle', iconSize: [12, 12], iconAnchor: [6, 6] });
