import type L from 'leaflet';
import { useMemo } from 'react';
import { Marker, useMapEvents } from 'react-leaflet';
import { AdminMap, pinIcon } from './admin-map';
import { roundCoord, type LngLat } from './geo';

export interface AddressPickerProps {
  value: LngLat | null;
  onChange(value: LngLat): void;
  height?: number | string;
}

const at = (ll: L.LatLng): LngLat => ({ lng: roundCoord(ll.lng), lat: roundCoord(ll.lat) });

function ClickToPlace({ onPick }: { onPick(p: LngLat): void }) {
  useMapEvents({ click: (e) => onPick(at(e.latlng)) });
  return null;
}

/**
 * Picks one position: a click on the map puts the marker there, the marker can be dragged; the
 * answer is longitude and latitude to six decimals, as the lng/lat fields store them.
 */
export default function AddressPicker({ value, onChange, height = 420 }: AddressPickerProps) {
  const icon = useMemo(() => pinIcon(), []);
  const bounds = useMemo<L.LatLngBoundsLiteral | undefined>(
    () =>
      value
        ? [
            [value.lat - 0.03, value.lng - 0.03],
            [value.lat + 0.03, value.lng + 0.03],
          ]
        : undefined,
    // only the first position frames the map; later picks must not jump it
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const handlers = useMemo(() => ({ dragend: (e: L.DragEndEvent) => onChange(at((e.target as L.Marker).getLatLng())) }), [onChange]);
  return (
    <AdminMap height={height} bounds={bounds} testId="address-picker">
      <ClickToPlace onPick={onChange} />
      {value && <Marker position={[value.lat, value.lng]} draggable icon={icon} eventHandlers={handlers} />}
    </AdminMap>
  );
}
