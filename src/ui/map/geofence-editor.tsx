import type L from 'leaflet';
import { Alert, Button, InputNumber, Segmented, Typography } from 'antd';
import { useMemo } from 'react';
import { Circle, Marker, Polygon, useMapEvents } from 'react-leaflet';
import { AdminMap, handleIcon, pinIcon } from './admin-map';
import { boundsOf, distanceMetres, eastOf, fenceComplete, roundCoord, type Fence, type LngLat } from './geo';
import { useMapT } from './map-i18n';

/** A new circle's radius: the default gate area of a project (`projects.radius_m`). */
export const DEFAULT_FENCE_RADIUS = 300;

export interface GeofenceEditorProps {
  value: Fence | null;
  onChange(value: Fence | null): void;
  height?: number | string;
}

const at = (ll: L.LatLng): LngLat => ({ lng: roundCoord(ll.lng), lat: roundCoord(ll.lat) });
const FENCE_STYLE = { color: '#fa8c16', weight: 2, fillOpacity: 0.15 };

function OnMapClick({ onClick }: { onClick(p: LngLat): void }) {
  useMapEvents({ click: (e) => onClick(at(e.latlng)) });
  return null;
}

/**
 * Draws and edits one geofence. A circle: a click sets the centre, the centre and the radius
 * handle drag. A polygon: each click adds a vertex, vertices drag, a right click removes one.
 */
export function GeofenceEditor({ value, onChange, height = 460 }: GeofenceEditorProps) {
  const t = useMapT();
  const pin = useMemo(() => pinIcon('#fa8c16'), []);
  const kind = value?.kind ?? 'circle';
  // the fence being edited frames the map once, when the editor opens
  const bounds = useMemo(() => {
    if (!value) return undefined;
    if (value.kind === 'polygon') return boundsOf(value.points) ?? undefined;
    const edge = eastOf(value.centre, value.radius);
    const r = edge.lng - value.centre.lng;
    return (
      boundsOf([
        { lng: value.centre.lng - r, lat: value.centre.lat - r },
        { lng: value.centre.lng + r, lat: value.centre.lat + r },
      ]) ?? undefined
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const click = (p: LngLat) => {
    if (kind === 'circle') onChange({ kind: 'circle', centre: p, radius: value?.kind === 'circle' ? value.radius : DEFAULT_FENCE_RADIUS });
    else onChange({ kind: 'polygon', points: [...(value?.kind === 'polygon' ? value.points : []), p] });
  };
  const setKind = (k: Fence['kind']) => {
    if (k !== kind) onChange(null);
  };
  const movePoint = (i: number, p: LngLat) => value?.kind === 'polygon' && onChange({ kind: 'polygon', points: value.points.map((q, j) => (j === i ? p : q)) });
  const dropPoint = (i: number) => value?.kind === 'polygon' && onChange({ kind: 'polygon', points: value.points.filter((_q, j) => j !== i) });

  return (
    <div data-testid="geofence-editor">
      <div className="admin-map-bar">
        <Segmented
          value={kind}
          onChange={(k) => setKind(k as Fence['kind'])}
          options={[
            { value: 'circle', label: t('circle') },
            { value: 'polygon', label: t('polygon') },
          ]}
        />
        {value?.kind === 'circle' && (
          <InputNumber
            min={10}
            max={20000}
            step={10}
            value={Math.round(value.radius)}
            prefix={t('radius')}
            suffix={t('metres')}
            onChange={(r) => r && onChange({ ...value, radius: Number(r) })}
            data-testid="geofence-radius"
            style={{ width: 180 }}
          />
        )}
        {value?.kind === 'polygon' && (
          <Typography.Text>
            {t('points')}: {value.points.length}
          </Typography.Text>
        )}
        <Button onClick={() => onChange(null)} disabled={!value}>
          {t('clear')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary">{t('fenceHint')}</Typography.Paragraph>
      {value?.kind === 'polygon' && !fenceComplete(value) && <Alert type="warning" showIcon title={t('fenceIncomplete')} style={{ marginBottom: 8 }} />}
      <AdminMap height={height} bounds={bounds}>
        <OnMapClick onClick={click} />
        {value?.kind === 'circle' && (
          <>
            <Circle center={[value.centre.lat, value.centre.lng]} radius={value.radius} pathOptions={FENCE_STYLE} interactive={false} />
            <Marker
              position={[value.centre.lat, value.centre.lng]}
              icon={pin}
              draggable
              eventHandlers={{ dragend: (e) => onChange({ ...value, centre: at((e.target as L.Marker).getLatLng()) }) }}
            />
            <Marker
              position={[eastOf(value.centre, value.radius).lat, eastOf(value.centre, value.radius).lng]}
              icon={handleIcon}
              draggable
              eventHandlers={{
                dragend: (e) => onChange({ ...value, radius: Math.max(10, Math.round(distanceMetres(value.centre, at((e.target as L.Marker).getLatLng())))) }),
              }}
            />
          </>
        )}
        {value?.kind === 'polygon' && (
          <>
            {value.points.length >= 2 && (
              <Polygon positions={value.points.map((p) => [p.lat, p.lng] as [number, number])} pathOptions={FENCE_STYLE} interactive={false} />
            )}
            {value.points.map((p, i) => (
              <Marker
                key={i}
                position={[p.lat, p.lng]}
                icon={handleIcon}
                draggable
                eventHandlers={{ dragend: (e) => movePoint(i, at((e.target as L.Marker).getLatLng())), contextmenu: () => dropPoint(i) }}
              />
            ))}
          </>
        )}
      </AdminMap>
    </div>
  );
}
