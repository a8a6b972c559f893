import { describe, expect, it } from 'vitest';
import type { PlantPort } from './plant-port';
import { PlantSimulator, POSITION_EVERY_S, startSimulator, type SimTimer } from './simulator';
import type { Truck, World } from './world';

const plant = { lat: 30.372, lng: 120.035 };

function truck(id: number, kind: 'mixer' | 'pump' = 'mixer'): Truck {
  return {
    id,
    orgId: '01',
    kind,
    capacity: kind === 'pump' ? 48 : 12,
    status: 'atPlant',
    until: 0,
    pos: { ...plant, heading: 0 },
    home: plant,
    path: null,
    travelled: 0,
    speedMps: 10,
    ticketId: null,
    taskId: null,
    onArrive: null,
    resume: null,
    washId: null,
  };
}

function world(): World {
  return {
    stations: [
      {
        orgId: '01',
        point: plant,
        queue: [],
        recipes: [1],
        lines: [{ id: 6, batchMilli: 3000, loadingTicket: null, nextBatchAt: 0, loadedMilli: 0, targetMilli: 0, truckId: null }],
        projects: [
          { id: 1, point: { lat: 30.41, lng: 120.09 } },
          { id: 2, point: { lat: 30.33, lng: 119.98 } },
        ],
      },
    ],
    trucks: [truck(1), truck(2), truck(3), truck(4, 'pump')],
    tasks: new Map([
      [1, { id: 1, orgId: '01', projectId: 1, planMilli: 60_000, shippedMilli: 0, state: 1, hostId: null, pump: true, openAt: 0, pumpId: null }],
    ]),
    silos: new Map([[1, { id: 1, orgId: '01', hostId: 6, materialName: '碎石 5-25mm', capacity: 500, level: 240 }]]),
    suppliers: { '碎石 5-25mm': 4 },
    devices: [
      { id: 31, orgId: '01', kind: 'car_washer', status: 'online', until: 0 },
      ...Array.from({ length: 12 }, (_, i) => ({ id: 40 + i, orgId: '01', kind: 'camera' as const, status: 'online' as const, until: 0 })),
    ],
  };
}

/** A port that accepts everything and writes down what it was asked, in order. */
function recordingPort() {
  const calls: string[] = [];
  const statuses = new Map<number, string[]>();
  const positions: Array<{ vehicleId: number; heading: number }[]> = [];
  let ids = 100;
  const note = (s: string) => {
    calls.push(s);
    return Promise.resolve();
  };
  const port: PlantPort = {
    enqueue: (i) => {
      statuses.set(i.vehicleId, [...(statuses.get(i.vehicleId) ?? []), 'queued']);
      return note(`enqueue ${i.vehicleId}`);
    },
    issueTicket: async (i) => {
      statuses.set(i.vehicleId, [...(statuses.get(i.vehicleId) ?? []), 'ticketed']);
      await note(`ticket ${i.taskId} ${i.vehicleId} ${i.quantity}`);
      return { id: ++ids };
    },
    setStatus: (c) => {
      statuses.set(c.vehicleId, [...(statuses.get(c.vehicleId) ?? []), c.status]);
      return note(`status ${c.vehicleId} ${c.status}`);
    },
    recordBatch: async (i) => {
      await note(`batch ${i.hostId} ${i.ticketId} ${i.quantity}`);
      return { silos: [] };
    },
    move: (p) => {
      positions.push(p.map((x) => ({ vehicleId: x.vehicleId, heading: x.heading ?? 0 })));
      return note(`move ${p.map((x) => `${x.vehicleId}@${x.lat},${x.lng}~${x.speed ?? 0}`).join(' ')}`);
    },
    openTask: async (i) => {
      await note(`open ${i.projectId} ${i.planQuantity}`);
      return { id: ++ids };
    },
    assignLine: (i) => note(`assign ${i.taskId} ${i.hostId}`),
    completeTask: (i) => note(`complete ${i.taskId}`),
    weighIn: async (i) => {
      await note(`weigh ${i.siloId} ${i.gross} ${i.tare}`);
      return { net: Math.round((i.gross - i.tare) * 100) / 100 };
    },
    environment: (i) => note(`env ${i.orgId} ${i.pm25} ${i.noise}`),
    meter: (i) => note(`meter ${i.meter} ${i.value}`),
    deviceStatus: (i) => note(`device ${i.deviceId} ${i.status}`),
    devicesSeen: (i) => note(`seen ${i.deviceIds.join(',')}`),
    startWash: async (i) => {
      const id = ++ids;
      await note(`wash ${i.washerId} ${i.vehicleId} #${id}`);
      return { id };
    },
    endWash: (i) => note(`washed ${i.washId} ${i.waterLitres}`),
  };
  return { port, calls, statuses, positions };
}

async function run(seed: number, steps: number, dt = 10) {
  const rec = recordingPort();
  const w = world();
  const sim = new PlantSimulator({ world: w, port: rec.port, seed, startSecondsOfDay: 8 * 3600 });
  for (let i = 0; i < steps; i++) await sim.step(dt);
  return { ...rec, world: w, sim };
}

describe('the plant simulator', () => {
  it('replays the same plant from the same seed, and another plant from another seed', async () => {
    const a = await run(42, 400);
    const b = await run(42, 400);
    const c = await run(43, 400);
    expect(a.calls.length).toBeGreaterThan(100);
    expect(b.calls).toEqual(a.calls);
    expect(c.calls).not.toEqual(a.calls);
  });

  it('takes a mixer through the whole cycle, from the yard back to the yard', async () => {
    const { statuses } = await run(42, 1500);
    const cycle = ['queued', 'ticketed', 'loading', 'loaded', 'toJob', 'arrived', 'pouring', 'endPour', 'washing', 'returning', 'atPlant'];
    const completed = [1, 2, 3]
      .map((id) => statuses.get(id) ?? [])
      .find((s) => {
        let i = 0;
        for (const st of s) if (st === cycle[i]) i++;
        return i === cycle.length;
      });
    expect(completed, JSON.stringify(Object.fromEntries(statuses))).toBeDefined();
  });

  it('sends a pump to a pumped pour and brings it home when the task completes', async () => {
    const { statuses, calls } = await run(42, 1500);
    expect(calls).toContain('complete 1');
    expect(statuses.get(4)).toEqual(expect.arrayContaining(['toJob', 'arrived', 'pouring', 'endPour', 'washing', 'returning', 'atPlant']));
  });

  it('batches a load in mixer-sized batches and ships no more than the plan', async () => {
    const { calls } = await run(42, 1500);
    const tickets = calls.filter((c) => c.startsWith('ticket 1 ')).map((c) => Number(c.split(' ')[3]));
    expect(tickets.reduce((a, b) => a + b, 0)).toBe(60);
    const batches = calls.filter((c) => c.startsWith('batch ')).map((c) => Number(c.split(' ')[3]));
    expect(Math.max(...batches)).toBeLessThanOrEqual(3);
  });

  it('reports moving trucks every 10 s of plant time along a road-like route, not a straight line', async () => {
    const { positions } = await run(42, 300);
    expect(positions.length).toBeGreaterThan(20);
    const headings = new Set(
      positions
        .flat()
        .filter((p) => p.vehicleId === positions[0][0].vehicleId)
        .map((p) => p.heading),
    );
    expect(headings.size).toBeGreaterThan(1);
    const { positions: fast } = await run(42, 30, POSITION_EVERY_S / 2);
    expect(fast.length).toBeLessThanOrEqual(15);
  });

  it('stops a truck where its route ends: the last speed it reports before it waits on site is 0', async () => {
    const { calls } = await run(42, 300);
    const speedOf = (upTo: number, id: number) => {
      for (let i = upTo - 1; i >= 0; i--) {
        const fix = calls[i].startsWith('move ')
          ? calls[i]
              .slice(5)
              .split(' ')
              .find((f) => f.startsWith(`${id}@`))
          : undefined;
        if (fix) return Number(fix.split('~')[1]);
      }
      return undefined;
    };
    const arrivals = calls.map((c, i) => [c, i] as const).filter(([c]) => / arrived$/.test(c) && c.startsWith('status '));
    expect(arrivals.length).toBeGreaterThan(0);
    for (const [c, i] of arrivals) expect(speedOf(i, Number(c.split(' ')[1])), c).toBe(0);
  });

  it('washes each mixer back at the plant in a car washer, ended with the water it used when it joins the queue', async () => {
    const { calls, statuses, world: w } = await run(42, 1500);
    const mixers = new Set(w.trucks.filter((t) => t.kind === 'mixer').map((t) => t.id));
    const back = [...statuses.entries()]
      .filter(([id]) => mixers.has(id))
      .flatMap(([, s]) => s)
      .filter((s) => s === 'atPlant').length;
    const starts = calls.filter((c) => c.startsWith('wash '));
    expect(back).toBeGreaterThan(0);
    expect(starts).toHaveLength(back);
    expect(starts.every((c) => c.startsWith('wash 31 '))).toBe(true);
    for (const start of starts) {
      const [, , vehicleId, id] = start.split(' ');
      const end = calls.find((c) => c.startsWith(`washed ${id.slice(1)} `));
      if (!end) {
        // only a truck still in the wash bay has its wash open
        expect(w.trucks.find((t) => t.id === Number(vehicleId))).toMatchObject({ status: 'atPlant', washId: Number(id.slice(1)) });
        continue;
      }
      expect(calls.indexOf(end)).toBeGreaterThan(calls.indexOf(start));
      expect(Number(end.split(' ')[2])).toBeGreaterThanOrEqual(250);
      expect(Number(end.split(' ')[2])).toBeLessThanOrEqual(550);
    }
  });

  it('takes yard devices down now and then and brings them back, without changing what the trucks do', async () => {
    const a = await run(42, 2000, 30);
    const flips = a.calls.filter((c) => c.startsWith('device '));
    expect(flips.some((c) => / (offline|fault)$/.test(c))).toBe(true);
    expect(flips.some((c) => / online$/.test(c))).toBe(true);
    // each device alternates: down, back, down…
    for (const id of new Set(flips.map((c) => c.split(' ')[1]))) {
      const mine = flips.filter((c) => c.split(' ')[1] === id).map((c) => (c.endsWith(' online') ? 'up' : 'down'));
      expect(mine.length).toBeGreaterThan(0);
      expect(mine).toEqual(mine.map((_, i) => (i % 2 ? 'up' : 'down')));
    }
    const trucksOnly = (calls: string[]) => calls.filter((c) => c.startsWith('status ') || c.startsWith('ticket '));
    const quiet = recordingPort();
    const w = world();
    w.devices = w.devices.filter((d) => d.kind === 'car_washer');
    const sim = new PlantSimulator({ world: w, port: quiet.port, seed: 42, startSecondsOfDay: 8 * 3600 });
    for (let i = 0; i < 2000; i++) await sim.step(30);
    expect(trucksOnly(quiet.calls)).toEqual(trucksOnly(a.calls));
  });

  it('refills a silo under half full through the weighbridge', async () => {
    const { calls } = await run(42, 10);
    expect(calls.some((c) => c.startsWith('weigh 1 '))).toBe(true);
  });

  it('steps once a timer tick with SIM_SPEED seconds of plant time', async () => {
    let tick = () => {};
    const timer: SimTimer = {
      every: (_ms, fn) => {
        tick = fn;
        return () => {
          tick = () => {};
        };
      },
    };
    const rec = recordingPort();
    const sim = new PlantSimulator({ world: world(), port: rec.port, seed: 1, startSecondsOfDay: 0 });
    const handle = startSimulator(sim, 10, timer);
    tick();
    await handle.stop();
    expect(sim.time).toBe(10);
    tick();
    expect(sim.time).toBe(10);
  });
});
