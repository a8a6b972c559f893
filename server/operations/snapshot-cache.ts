import { CMD, type CommandNumber } from '../../src/domain/events';
import type { Database } from '../db/schema';
import { watchTables, type TableWatch } from '../db/table-watch';
import type { OrgScope } from '../http/scope';
import type { SnapshotChannel } from './snapshot.queries';

/**
 * The events after which a channel's snapshot may read differently: its own commands, and those
 * whose rows its reads join (a truck's task code comes from its ticket's task, the queue's next
 * task from the tickets, the lines' plan from the tasks).
 */
export const SNAPSHOT_CHANGED_BY: Record<SnapshotChannel, readonly CommandNumber[]> = {
  vehicles: [CMD.vehicleStatus, CMD.vehiclePositions, CMD.ticket, CMD.task],
  tasks: [CMD.task, CMD.ticket],
  production: [CMD.line, CMD.batch, CMD.task],
  materials: [CMD.siloLevels, CMD.weighbridge, CMD.batch],
  queue: [CMD.queue, CMD.ticket, CMD.vehicleStatus],
  environment: [CMD.environment],
  park: [CMD.park, CMD.parkDevice, CMD.carWash],
  sampling: [CMD.sampling, CMD.ticket],
};

/** The tables each snapshot reads (./snapshot.queries.ts, ./live.queries.ts). */
export const SNAPSHOT_TABLES: Record<SnapshotChannel, ReadonlyArray<keyof Database & string>> = {
  vehicles: ['vehicles', 'drivers', 'delivery_tickets', 'production_tasks', 'projects'],
  tasks: ['production_tasks', 'customers', 'projects', 'delivery_tickets'],
  production: ['batch_records', 'hosts', 'production_tasks'],
  materials: ['weighbridge_records', 'batch_consumptions', 'silos'],
  queue: ['unloading_queue', 'vehicles', 'drivers', 'delivery_tickets', 'production_tasks', 'vehicle_status_history'],
  environment: ['environment_readings'],
  park: ['meter_readings', 'park_devices', 'car_washes'],
  sampling: ['delivery_tickets', 'production_tasks', 'recipes', 'concrete_samples'],
};

/** one watch per channel for the process: a write through any server's Kysely here moves it */
const watches = Object.fromEntries(Object.entries(SNAPSHOT_TABLES).map(([c, tables]) => [c, watchTables(tables)])) as Record<SnapshotChannel, TableWatch>;

/**
 * How long a kept snapshot may be served when no event says it changed: some of what a snapshot
 * reads moves with the clock alone (a line is "running" for five minutes after its last batch, the
 * environment's two hours slide) or is edited on screens that publish no event (a truck's plate).
 */
export const SNAPSHOT_KEPT_MS = 1000;

interface Kept {
  generation: number;
  at: number;
  value: Promise<unknown>;
}

/**
 * Board snapshots kept per channel and organisation scope, so that the boards of a plant opening
 * (or polling) together are served by one read instead of one each. Why: on PGlite every read
 * shares one connection, and the snapshots, which read the whole plant day, were the longest
 * statements in the queue (docs/performance-profiles.md, "Load bench: calls p99").
 *
 * A kept snapshot is served only while, since its read began, no event of a command in
 * SNAPSHOT_CHANGED_BY was published and nothing was written to its SNAPSHOT_TABLES through this
 * process (an edit on a screen that publishes no event, a test's insert: server/db/table-watch.ts),
 * and for SNAPSHOT_KEPT_MS at most. A read that an event or a write overtook is not kept: its
 * generation is older than the channel's. The events matter beside the writes: a service's event
 * follows its transaction's commit, while its statements are seen before it. A board that reads a kept snapshot therefore sees every
 * event published before its call, as with a read of its own, and merges the later ones from its
 * socket. Calls that join a read in flight share its answer (and its failure, which is not kept).
 *
 * Per instance: events published by another instance (PostgreSQL + Redis) are not seen here, so
 * the cache is off when the server is scaled out (server/operations/live.plugin.ts).
 */
export class SnapshotCache {
  private readonly generations = new Map<SnapshotChannel, number>();
  private readonly kept = new Map<string, Kept>();
  private readonly channelsOf = new Map<CommandNumber, SnapshotChannel[]>();

  constructor(
    private readonly enabled: boolean,
    private readonly now: () => number = () => performance.now(),
  ) {
    for (const [channel, commands] of Object.entries(SNAPSHOT_CHANGED_BY) as Array<[SnapshotChannel, readonly CommandNumber[]]>) {
      for (const cmd of commands) this.channelsOf.set(cmd, [...(this.channelsOf.get(cmd) ?? []), channel]);
    }
  }

  /** An event of `cmd` was published (after its write committed). */
  changed(cmd: CommandNumber): void {
    for (const channel of this.channelsOf.get(cmd) ?? []) this.generations.set(channel, (this.generations.get(channel) ?? 0) + 1);
  }

  /** The channel's snapshot for `scope`: kept, in flight, or read now by `read`. */
  read<T>(channel: SnapshotChannel, scope: OrgScope, read: () => Promise<T>): Promise<T> {
    if (!this.enabled) return read();
    const key = `${channel}|${scope === 'all' ? '*' : [...scope].sort().join(',')}`;
    const generation = (this.generations.get(channel) ?? 0) + watches[channel].epoch();
    const at = this.now();
    const kept = this.kept.get(key);
    if (kept && kept.generation === generation && at - kept.at < SNAPSHOT_KEPT_MS) return kept.value as Promise<T>;
    const value = read();
    const entry: Kept = { generation, at, value };
    this.kept.set(key, entry);
    value.catch(() => {
      if (this.kept.get(key) === entry) this.kept.delete(key);
    });
    return value;
  }
}
