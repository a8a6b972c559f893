import { map, NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CMD, SNAPSHOT, type CarWashLive, type LiveMessage, type ParkDeviceLive, type Snapshots } from '../../src/domain/events';
import { openChannel } from '../channel';
import type { Connection, ConnectionState } from '../connection';
import type { LiveEnvelope } from '../live-deps';
import { fakeWorld } from '../test-kit';
import { parkChannel, type ParkState } from './park.channel';

const newScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const OPTIONS = { maxHoldMs: 250, graceMs: 1000 };
const UP1: ConnectionState = { open: true, epoch: 1 };
const DOWN2: ConnectionState = { open: false, epoch: 2 };
const UP3: ConnectionState = { open: true, epoch: 3 };

const device = (id: number, status: ParkDeviceLive['status']): ParkDeviceLive => ({
  id,
  orgId: '01',
  kind: 'camera',
  name: `${id}#摄像头`,
  area: '大门',
  status,
  statusSince: '2026-11-23 08:00:00',
  lastSeenAt: '2026-11-23 08:00:00',
});
const wash = (id: number, endedAt: string | null = null): CarWashLive => ({
  id,
  orgId: '01',
  washerId: 31,
  vehicleId: 100 + id,
  plate: `浙A${id}`,
  startedAt: '2026-11-23 08:00:00',
  endedAt,
  waterLitres: endedAt ? 400 : null,
});
const snap = (devices: ParkDeviceLive[], washes: CarWashLive[]): LiveEnvelope => ({
  code: 200,
  data: { latest: [], history: [], devices, washes } satisfies Snapshots['park'],
});
const msg = (cmd: number, data: unknown) => ({ cmd, data }) as LiveMessage;
const connection = (state: Observable<ConnectionState>, messages: Observable<LiveMessage> = NEVER): Connection => ({ state, messages });
/** devices as id:status, washes as id:open|ended */
const shown = (s: ParkState) =>
  `${s.devices.map((d) => `${d.id}:${d.status}`).join(',')} | ${s.washes.map((w) => `${w.id}:${w.endedAt ? 'ended' : 'open'}`).join(',')}`;

describe('the park channel', () => {
  it('upserts a device that changes status and a wash that starts, then ends', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const world = fakeWorld(ts, {
        answers: () => cold('(s|)', { s: snap([device(1, 'online'), device(2, 'online')], [wash(1, '2026-11-23 08:07:00')]) }),
        frames: hot('20ms f 19ms f'),
      });
      const messages = hot('10ms a b 8ms c', {
        a: msg(CMD.parkDevice, device(2, 'fault')),
        b: msg(CMD.carWash, wash(2)),
        c: msg(CMD.carWash, wash(2, '2026-11-23 08:09:00')),
      });
      const ch = openChannel(parkChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(shown)), '^ 100ms !').toBe('a 19ms b 19ms c', {
        a: '1:online,2:online | 1:ended',
        b: '1:online,2:fault | 1:ended,2:open',
        c: '1:online,2:fault | 1:ended,2:ended',
      });
    });
  });

  it('keeps one row per wash when its start and end arrive in the same frame', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const world = fakeWorld(ts, { answers: () => cold('(s|)', { s: snap([], []) }), frames: hot('30ms f') });
      const messages = hot('10ms a b', { a: msg(CMD.carWash, wash(5)), b: msg(CMD.carWash, wash(5, '2026-11-23 08:10:00')) });
      const ch = openChannel(parkChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(shown)), '^ 100ms !').toBe('a 29ms b', { a: ' | ', b: ' | 5:ended' });
    });
  });

  it('re-snapshots after a reconnect, so a flip missed while the socket was down is shown', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      const answers = [
        cold('-(s|)', { s: snap([device(1, 'online')], []) }),
        cold('-(s|)', { s: snap([device(1, 'online')], []) }),
        cold('-(s|)', { s: snap([device(1, 'offline')], [wash(9)]) }),
      ];
      const world = fakeWorld(ts, { answers: (_p, n) => answers[n] });
      const ch = openChannel(parkChannel, connection(hot('a 49ms b 49ms c', { a: UP1, b: DOWN2, c: UP3 })), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(shown)), '^ 200ms !').toBe('-a 49ms b 49ms c', { a: '1:online | ', b: '1:online | ', c: '1:offline | 9:open' });
      ts.schedule(() => expect(world.gets.map((g) => g.path)).toEqual([SNAPSHOT.park, SNAPSHOT.park, SNAPSHOT.park]), 150);
    });
  });

  it('re-applies a wash that ends while a snapshot is in flight', () => {
    const ts = newScheduler();
    ts.run(({ cold, hot, expectObservable }) => {
      // the snapshot was read while wash 3 was still open, and answers after it ended
      const world = fakeWorld(ts, { answers: () => cold('100ms (s|)', { s: snap([], [wash(3)]) }), frames: hot('30ms f') });
      const messages = hot('20ms e', { e: msg(CMD.carWash, wash(3, '2026-11-23 08:08:00')) });
      const ch = openChannel(parkChannel, connection(hot('a', { a: UP1 }), messages), world.deps, OPTIONS);
      expectObservable(ch.pipe(map(shown)), '^ 200ms !').toBe('30ms a 69ms b', { a: ' | 3:ended', b: ' | 3:ended' });
    });
  });
});
