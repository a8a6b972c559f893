import { Button, Slider, Space, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import type { Snapshots } from '../domain/events';
import type { Geofence } from './geofences';
import { PLANT_RADIUS, SITE_RADIUS } from './geofences';
import { MapView } from './map-view';
import { frameAt, type ReplayTrack } from './replay-frames';
import './dispatch-map.css';
import { useResourceT } from '../ui/resource/resource-i18n';

export interface ReplayMapProps {
  trucks: readonly ReplayTrack[];
  seconds: number;
  start: string;
  /** the station the loads left, named on the map as the dispatch map names it */
  plant: { lat: number; lng: number; name: string };
  site: { lat: number; lng: number; name: string };
  orgId: string;
  tileUrl: string;
}

const NO_STATUSES = new Set<never>();
/** Replay speed: plant seconds per animation tick of 100 ms. */
const PLAY_STEP = 30;

/**
 * A whole pour on the dispatch map's own truck layer: the slider sets the replay time, every truck
 * is drawn where its track puts it then. Play advances the slider.
 */
export function ReplayMap({ trucks, seconds, start, plant, site, orgId, tileUrl }: ReplayMapProps) {
  const t = useResourceT();
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const vehicles$ = useMemo(() => new BehaviorSubject<Snapshots['vehicles']>({ list: [] }), []);
  const fences = useMemo<Geofence[]>(
    () => [
      { id: 'plant', name: plant.name, lat: plant.lat, lng: plant.lng, radius: PLANT_RADIUS, kind: 'plant' },
      { id: 'site', name: site.name, lat: site.lat, lng: site.lng, radius: SITE_RADIUS, kind: 'site' },
    ],
    [plant.lat, plant.lng, plant.name, site.lat, site.lng, site.name],
  );

  const frame = useMemo(() => frameAt(trucks, at, plant, orgId), [trucks, at, plant, orgId]);
  useEffect(() => {
    vehicles$.next({ list: frame });
  }, [vehicles$, frame]);
  // where the trucks stand, for tests and assistive tools: the canvas itself has no DOM per truck
  const where = frame.map((v) => `${v.plate}:${v.lat.toFixed(5)},${v.lng.toFixed(5)}:${v.status}`).join(' ');
  useEffect(() => {
    if (!playing) return;
    const id = setInterval(
      () =>
        setAt((x) => {
          if (x >= seconds) {
            setPlaying(false);
            return seconds;
          }
          return Math.min(seconds, x + PLAY_STEP);
        }),
      100,
    );
    return () => clearInterval(id);
  }, [playing, seconds]);

  const clock = new Date(Date.parse(`${start.replace(' ', 'T')}Z`) + at * 1000).toISOString().slice(11, 19);
  return (
    <div data-testid="replay" data-frame={where}>
      <Space style={{ width: '100%', marginBottom: 8 }}>
        <Button size="small" onClick={() => setPlaying((p) => !p)} data-testid="replay-play">
          {playing ? t('dispatch.pause') : t('dispatch.play')}
        </Button>
        <Typography.Text data-testid="replay-clock">{clock}</Typography.Text>
        <Typography.Text type="secondary">{t('dispatch.trucks', { n: trucks.length })}</Typography.Text>
      </Space>
      <Slider
        min={0}
        max={Math.max(1, seconds)}
        value={at}
        onChange={(v) => {
          setPlaying(false);
          setAt(v);
        }}
        data-testid="replay-slider"
        tooltip={{ formatter: null }}
      />
      <div className="dispatch-map" style={{ height: 420 }}>
        <MapView
          vehicles$={vehicles$}
          fences={fences}
          statuses={NO_STATUSES}
          selectedId={null}
          follow={false}
          tileUrl={tileUrl}
          onSelect={() => {}}
          onUserMove={() => {}}
        />
      </div>
    </div>
  );
}
