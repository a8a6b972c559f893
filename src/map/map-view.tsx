import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { Observable } from 'rxjs';
import type { Snapshots, VehicleLive, VehicleStatus } from '../domain/events';
import { BASE_BOUNDS } from './base-geography';
import { addBaseLayer, maxZoomOf } from './base-layers';
import { GLIDE_MS } from './fleet';
import { geofenceLayer } from './geofence-layer';
import type { Geofence } from './geofences';
import { TruckCanvasLayer } from './truck-canvas-layer';

export interface MapViewProps {
  /** every value goes straight to the truck layer: no React render per position */
  vehicles$: Observable<Snapshots['vehicles']>;
  fences: readonly Geofence[];
  /** statuses shown; empty shows every truck */
  statuses: ReadonlySet<VehicleStatus>;
  selectedId: number | null;
  /** keep the selected truck in the middle of the map while it moves */
  follow: boolean;
  /** a tile URL template from the settings; empty uses the bundled offline map */
  tileUrl: string;
  onSelect(id: number): void;
  /** the user moved the map by hand, so following stops */
  onUserMove(): void;
}

const FOLLOW_ZOOM = 15;

/**
 * The Leaflet map, created once (STYLE.md: imperative widgets are created once, later effects
 * only push data). Base map, geofences and the truck canvas are separate layers.
 */
export function MapView({ vehicles$, fences, statuses, selectedId, follow, tileUrl, onSelect, onUserMove }: MapViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const trucksRef = useRef<TruckCanvasLayer | null>(null);
  const callbacks = useRef({ onSelect, onUserMove });
  const followRef = useRef<number | null>(null);
  const rowsRef = useRef<readonly VehicleLive[]>([]);

  useEffect(() => {
    callbacks.current = { onSelect, onUserMove };
  }, [onSelect, onUserMove]);

  useEffect(() => {
    const map = L.map(host.current!, {
      zoomControl: false,
      attributionControl: false,
      preferCanvas: true,
      minZoom: 9,
      maxZoom: 18,
      zoomSnap: 1,
      maxBounds: L.latLngBounds(BASE_BOUNDS).pad(0.5),
    });
    map.fitBounds(BASE_BOUNDS, { padding: [20, 20] });
    L.control.zoom({ position: 'bottomright' }).addTo(map);
    const trucks = new TruckCanvasLayer({ onTruckClick: (id) => callbacks.current.onSelect(id) }).addTo(map);
    map.on('dragstart', () => callbacks.current.onUserMove());
    mapRef.current = map;
    trucksRef.current = trucks;
    return () => {
      map.remove();
      mapRef.current = null;
      trucksRef.current = null;
    };
  }, []);

  useEffect(() => {
    let followed = '';
    const sub = vehicles$.subscribe(({ list }) => {
      rowsRef.current = list;
      trucksRef.current?.setRows(list);
      const id = followRef.current;
      const t = id === null ? undefined : list.find((v) => v.id === id);
      // only when the followed truck moved: a pan, even by nothing, redraws every vector layer
      const target = t ? `${id}:${t.lat}:${t.lng}` : '';
      if (t && target !== followed) mapRef.current?.panTo([t.lat, t.lng], { animate: true, duration: GLIDE_MS / 1000, easeLinearity: 1 });
      followed = target;
    });
    return () => sub.unsubscribe();
  }, [vehicles$]);

  useEffect(() => {
    const map = mapRef.current!;
    const max = maxZoomOf(tileUrl);
    map.setMaxZoom(max);
    trucksRef.current?.setMaxZoom(max);
    return addBaseLayer(map, tileUrl);
  }, [tileUrl]);

  const framed = useRef(false);
  useEffect(() => {
    const map = mapRef.current!;
    const plants = fences.filter((f) => f.kind === 'plant');
    if (!framed.current && plants.length) {
      framed.current = true;
      map.fitBounds(L.latLngBounds(plants.map((f) => [f.lat, f.lng])).pad(0.25), { maxZoom: 13 });
    }
    const layer = geofenceLayer(fences).addTo(map);
    return () => {
      layer.remove();
    };
  }, [fences]);

  useEffect(() => {
    trucksRef.current?.setStatuses(statuses);
  }, [statuses]);

  useEffect(() => {
    trucksRef.current?.setSelected(selectedId);
    followRef.current = follow ? selectedId : null;
    const t = selectedId === null ? undefined : rowsRef.current.find((v) => v.id === selectedId);
    if (follow && t && mapRef.current)
      mapRef.current.setView([t.lat, t.lng], Math.max(mapRef.current.getZoom(), Math.min(FOLLOW_ZOOM, mapRef.current.getMaxZoom())), { animate: false });
  }, [selectedId, follow]);

  return <div ref={host} className="dispatch-map-map" data-testid="dispatch-map-map" />;
}
