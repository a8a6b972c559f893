import L from 'leaflet';
import type { Feature, FeatureCollection } from 'geojson';
import type { BaseKind, BaseProps } from './base-geography';

/** Styles of the offline base map on the boards' dark background. */
const STYLES: Record<BaseKind, L.PathOptions> = {
  district: { color: '#2b5d8a', weight: 1, dashArray: '4 4', fillOpacity: 0 },
  water: { stroke: true, color: '#1f6fa8', weight: 1, fillColor: '#0f3d66', fillOpacity: 0.9 },
  river: { color: '#1f6fa8', weight: 3, opacity: 0.9 },
  expressway: { color: '#c9a227', weight: 3, opacity: 0.75 },
  road: { color: '#5c7fa3', weight: 1.5, opacity: 0.8 },
};

const OFFLINE_BASE_URL = `${import.meta.env.BASE_URL}map/hangzhou.geojson`;

/**
 * The deepest zoom of the bundled map: it is schematic (river, lake, expressways, main roads a few
 * kilometres apart), so past zoom 13, about 5 km across a board's map, a view would show no road at
 * all. Tiles from the `map_tile_url` setting go down to street level.
 */
export const OFFLINE_MAX_ZOOM = 13;
export const TILE_MAX_ZOOM = 18;

export const maxZoomOf = (tileUrl: string): number => (tileUrl ? TILE_MAX_ZOOM : OFFLINE_MAX_ZOOM);

/** The pane under the overlays where the base map draws, whichever base it is. */
export const BASE_PANE = 'mapBase';

/**
 * The bundled vector base map in BASE_PANE, which gets its own canvas (the map prefers canvas),
 * so it stays under the geofences whenever it arrives; district names as labels.
 */
export function offlineBaseLayer(data: FeatureCollection): L.GeoJSON {
  return L.geoJSON(data, {
    pane: BASE_PANE,
    interactive: false,
    style: (f?: Feature) => STYLES[(f?.properties as BaseProps | undefined)?.kind ?? 'road'],
    onEachFeature: (f, layer) => {
      const props = f.properties as BaseProps;
      if (props.kind === 'district') layer.bindTooltip(props.name, { permanent: true, direction: 'center', className: 'dispatch-map-district' });
    },
  });
}

/** A tile layer from the `map_tile_url` setting ({z}/{x}/{y} template). */
function tileBaseLayer(url: string): L.TileLayer {
  return L.tileLayer(url, { pane: BASE_PANE, maxZoom: TILE_MAX_ZOOM, crossOrigin: true });
}

let offlineData: Promise<FeatureCollection> | null = null;

/** The bundled base map's data, fetched once per page and shared by every map. */
function loadOfflineBase(): Promise<FeatureCollection> {
  offlineData ??= fetch(OFFLINE_BASE_URL)
    .then((r) => r.json() as Promise<FeatureCollection>)
    .catch((e: unknown) => {
      offlineData = null;
      throw e;
    });
  return offlineData;
}

/**
 * Puts the base map under `map`: tiles when the `map_tile_url` setting gives an address, else the
 * bundled offline map. Returns the teardown, which also drops a base still loading.
 */
export function addBaseLayer(map: L.Map, tileUrl: string): () => void {
  if (!map.getPane(BASE_PANE)) map.createPane(BASE_PANE).style.zIndex = '250';
  let base: L.Layer | null = null;
  let cancelled = false;
  if (tileUrl) base = tileBaseLayer(tileUrl).addTo(map);
  else {
    void loadOfflineBase().then(
      (data) => {
        if (!cancelled) base = offlineBaseLayer(data).addTo(map);
      },
      () => undefined,
    );
  }
  return () => {
    cancelled = true;
    base?.remove();
  };
}
