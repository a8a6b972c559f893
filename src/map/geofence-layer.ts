import L from 'leaflet';
import type { Geofence } from './geofences';
import { PlantLabels } from './plant-labels';

const STYLE: Record<Geofence['kind'], L.CircleMarkerOptions> = {
  plant: { color: '#36cfc9', weight: 2, fillColor: '#36cfc9', fillOpacity: 0.12 },
  site: { color: '#fadb14', weight: 1.5, dashArray: '5 4', fillColor: '#fadb14', fillOpacity: 0.08 },
};

/** Plant and pour-site geofences as circles on the map's vector canvas; plants carry their name over the trucks. */
export function geofenceLayer(fences: readonly Geofence[]): L.LayerGroup {
  const group = L.layerGroup();
  for (const f of fences) {
    const circle = L.circle([f.lat, f.lng], { ...STYLE[f.kind], radius: f.radius, interactive: false });
    group.addLayer(circle);
  }
  group.addLayer(new PlantLabels(fences));
  return group;
}
