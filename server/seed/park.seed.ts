import type { DB } from '../db/database';
import type { ParkDeviceKind, ParkDeviceStatus } from '../../src/domain/events';
import { createRandom, type Random } from '../sim/random';

/**
 * The yard devices of every station (spec park group): cameras, car washers at the gate, the
 * wash-water plant (gravel separator, filter press), dust monitors, fog cannons and the
 * low-pressure cement unloading. Deterministic: one fixed seed, one insert.
 */
export const PARK_SEED = 20260406;

/** Camera places in the order a station gets them: name, area. */
const CAMERA_PLACES: Array<[string, string]> = [
  ['大门入口', '大门'],
  ['大门出口', '大门'],
  ['1#搅拌楼', '搅拌楼'],
  ['料场东侧', '料场'],
  ['地磅房', '地磅房'],
  ['洗车台', '大门'],
  ['2#搅拌楼', '搅拌楼'],
  ['料场西侧', '料场'],
  ['沉淀池', '沉淀池'],
  ['办公楼', '办公区'],
];
const OFFLINE_SHARE = 0.05;
const FAULT_SHARE = 0.03;

interface SeedDevice {
  kind: ParkDeviceKind;
  name: string;
  area: string;
  stream_url?: string;
}

/** The devices of one station, from its own draws of the seeded random. */
export function stationDevices(rnd: Random, orgId: string): SeedDevice[] {
  const numbered = (n: number, kind: ParkDeviceKind, name: string, area: string) =>
    Array.from({ length: n }, (_, i): SeedDevice => ({ kind, name: `${i + 1}#${name}`, area }));
  const cameras = CAMERA_PLACES.slice(0, rnd.int(4, 8)).map(([place, area], i): SeedDevice => ({
    kind: 'camera',
    name: `${place}摄像头`,
    area,
    stream_url: `rtsp://10.2.${Number(orgId)}.${101 + i}:554/Streaming/Channels/101`,
  }));
  return [
    ...cameras,
    ...numbered(rnd.int(1, 2), 'car_washer', '洗车机', '大门'),
    { kind: 'gravel_separator', name: '砂石分离机', area: '沉淀池' },
    { kind: 'filter_press', name: '压滤机', area: '沉淀池' },
    { kind: 'dust_monitor', name: '1#扬尘监测仪', area: '大门' },
    { kind: 'dust_monitor', name: '2#扬尘监测仪', area: '料场' },
    ...numbered(rnd.int(2, 4), 'fog_cannon', '雾炮机', '料场'),
    { kind: 'low_pressure_ash', name: '低压打灰系统', area: '搅拌楼' },
  ];
}

export async function seedPark(db: DB): Promise<void> {
  const rnd = createRandom(PARK_SEED);
  const now = Date.now();
  const stations = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('sort').orderBy('org_id').execute();
  const rows = stations.flatMap((s) =>
    stationDevices(rnd, s.org_id).map((d) => {
      const draw = rnd.next();
      const status: ParkDeviceStatus = draw < OFFLINE_SHARE ? 'offline' : draw < OFFLINE_SHARE + FAULT_SHARE ? 'fault' : 'online';
      const since = new Date(now - rnd.int(10, 180) * 60_000);
      return { org_id: s.org_id, ...d, status, status_since: since, last_seen_at: status === 'offline' ? since : new Date(now) };
    }),
  );
  if (rows.length) await db.insertInto('park_devices').values(rows).execute();
}
