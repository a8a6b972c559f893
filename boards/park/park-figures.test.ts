import { describe, expect, it } from 'vitest';
import type { CarWashLive, ParkDeviceLive, ParkReading } from '../../src/domain/events';
import {
  cameraList,
  clockOf,
  devicesByKind,
  devicesDownFirst,
  deviceTotals,
  hourlyUse,
  latestWashes,
  litresToM3,
  meterStations,
  meterTotals,
  washesOn,
  washStations,
} from './park-figures';

const r = (orgId: string, meter: ParkReading['meter'], todayTotal: number) => ({ orgId, meter, todayTotal }) as ParkReading;
let nextId = 1;
const dev = (
  orgId: string,
  kind: ParkDeviceLive['kind'],
  name: string,
  status: ParkDeviceLive['status'] = 'online',
  statusSince = '2026-11-23 07:00:00',
): ParkDeviceLive => ({ id: nextId++, orgId, kind, name, area: '大门', status, statusSince, lastSeenAt: statusSince });
const wash = (id: number, orgId: string, startedAt: string, waterLitres: number | null): CarWashLive => ({
  id,
  orgId,
  washerId: 1,
  vehicleId: id,
  plate: `浙A${id}`,
  startedAt,
  endedAt: waterLitres === null ? null : startedAt,
  waterLitres,
});

describe('the park board figures', () => {
  it('adds each meter over the stations and leaves unreported meters empty', () => {
    expect(meterTotals([r('01', 'water', 10.1), r('02', 'water', 0.2), r('01', 'electricity', 300)])).toEqual({
      water: 10.3,
      electricity: 300,
      gas: null,
      oil: null,
    });
  });

  it('lists the stations that report', () => {
    expect(meterStations([r('02', 'gas', 1), r('01', 'gas', 1), r('02', 'oil', 1)])).toEqual(['01', '02']);
  });
});

describe('the devices panel', () => {
  const devices = [
    dev('01', 'camera', '大门入口摄像头'),
    dev('01', 'camera', '料场东侧摄像头', 'offline', '2026-11-23 09:30:00'),
    dev('02', 'camera', '地磅房摄像头', 'offline', '2026-11-23 08:10:00'),
    dev('01', 'fog_cannon', '1#雾炮机'),
    dev('02', 'filter_press', '压滤机', 'fault', '2026-11-23 10:00:00'),
    dev('01', 'car_washer', '1#洗车机'),
  ];

  it('counts devices by status over the scope', () => {
    expect(deviceTotals(devices)).toEqual({ online: 3, offline: 2, fault: 1, total: 6 });
  });

  it('counts by kind with the kinds at fault first, then those with devices offline, then the catalogue order', () => {
    expect(devicesByKind(devices).map((k) => `${k.kind} ${k.online}/${k.offline}/${k.fault}`)).toEqual([
      'filter_press 0/0/1',
      'camera 1/2/0',
      'car_washer 1/0/0',
      'fog_cannon 1/0/0',
    ]);
  });

  it('lists faults first, then offline devices the longest down first, then the rest by station and name', () => {
    expect(devicesDownFirst(devices).map((d) => d.name)).toEqual(['压滤机', '地磅房摄像头', '料场东侧摄像头', '1#洗车机', '1#雾炮机', '大门入口摄像头']);
  });

  it('prints a time of today as HH:mm and an older one with its date', () => {
    expect(clockOf('2026-11-23 09:30:12', '2026-11-23')).toBe('09:30');
    expect(clockOf('2026-11-22 18:05:00', '2026-11-23')).toBe('11-22 18:05');
    expect(clockOf('', '2026-11-23')).toBe('');
  });

  it('lists only cameras in the camera list, those not online first', () => {
    expect(cameraList(devices).map((d) => `${d.name}:${d.status}`)).toEqual(['地磅房摄像头:offline', '料场东侧摄像头:offline', '大门入口摄像头:online']);
  });
});

describe('the car washer panel', () => {
  const washes = [
    wash(1, '01', '2026-11-22 23:50:00', 400),
    wash(2, '01', '2026-11-23 06:10:00', 380),
    wash(3, '02', '2026-11-23 07:00:00', 512),
    wash(4, '01', '2026-11-23 07:40:00', null),
    wash(5, '01', '2026-11-23 07:20:00', 455),
  ];

  it('keeps the washes of the plant day only', () => {
    expect(washesOn(washes, '2026-11-23').map((w) => w.id)).toEqual([2, 3, 4, 5]);
  });

  it('gives each station its washes, trucks in the washer, water of finished washes and washers online', () => {
    const devices = [
      dev('01', 'car_washer', '1#洗车机'),
      dev('01', 'car_washer', '2#洗车机', 'fault'),
      dev('03', 'car_washer', '1#洗车机'),
      dev('02', 'camera', 'x'),
    ];
    expect(washStations(devices, washesOn(washes, '2026-11-23'))).toEqual([
      { orgId: '01', washers: 2, washersOnline: 1, washes: 3, washing: 1, waterLitres: 835 },
      { orgId: '02', washers: 0, washersOnline: 0, washes: 1, washing: 0, waterLitres: 512 },
      { orgId: '03', washers: 1, washersOnline: 1, washes: 0, washing: 0, waterLitres: 0 },
    ]);
  });

  it('shows the latest trucks washed, newest first', () => {
    expect(latestWashes(washes, 3).map((w) => w.id)).toEqual([4, 5, 3]);
  });

  it('shows water in m³ with one decimal', () => {
    expect(litresToM3(835)).toBe(0.8);
    expect(litresToM3(48_260)).toBe(48.3);
  });
});

describe('the park energy trend', () => {
  const reading = (orgId: string, time: string, todayTotal: number) =>
    ({ orgId, meter: 'electricity', time: `2026-11-25 ${time}`, value: 0, todayTotal }) as ParkReading;

  it('plots what the meters used in each hour of the day so far, over every station', () => {
    const history = [
      reading('01', '00:30:00', 10),
      reading('02', '00:40:00', 4),
      reading('01', '01:10:00', 25.5),
      reading('01', '01:50:00', 30),
      reading('02', '02:05:00', 9),
      reading('01', '00:50:00', 12),
    ];
    const use = hourlyUse(history, 'electricity', 3);
    expect(use.slice(0, 4)).toEqual([16, 18, 5, 0]);
    // the hours after the third have not come yet
    expect(use).toHaveLength(24);
    expect(use.slice(4)).toEqual(Array(20).fill(null));
    expect(hourlyUse(history, 'water', 3).slice(0, 4)).toEqual([0, 0, 0, 0]);
  });
});
