import type { Clock } from '../clock';
import type { DB } from '../db/database';
import type { CommandNumber } from '../../src/domain/events';
import type { LivePublisher } from './live-publisher';
import type { SessionUser } from '../http/session-user';
import { writeAudit } from '../modules/audit/audit.repository';
import type { OpsHooks } from './area-ports';

/** What every operations service needs, as one object so tests pass their own clock and publisher. */
export interface OpsDeps {
  db: DB;
  clock: Clock;
  publisher: LivePublisher;
  /** who writes, for the audit row: a signed-in user, or null for the simulator or an integration */
  actor: { user: SessionUser | null; ip: string };
  /** what the areas answer (the lab's recipe selection, the specimens' count), from their server parts */
  hooks: OpsHooks;
}

export type Emit = (orgId: string, cmd: CommandNumber, data: unknown) => void;
/** an event for one user's sockets (a notice) */
export type EmitToUser = (userId: number, cmd: CommandNumber, data: unknown) => void;

/**
 * One transaction per write; the events it produced are published only after the commit, so a
 * client never sees a change that was rolled back.
 */
export async function write<T>(deps: OpsDeps, fn: (tx: DB, emit: Emit, emitToUser: EmitToUser) => Promise<T>): Promise<T> {
  const queued: Array<() => void> = [];
  const result = await deps.db.transaction().execute((tx) =>
    fn(
      tx,
      (orgId, cmd, data) => {
        queued.push(() => deps.publisher.publish(orgId, cmd, data));
      },
      (userId, cmd, data) => {
        queued.push(() => deps.publisher.publishToUser(userId, cmd, data));
      },
    ),
  );
  for (const send of queued) send();
  return result;
}

/** The audit row of an operations write, inside its transaction. */
export function audit(deps: OpsDeps, tx: DB, orgId: string, action: string, entity: string, entityId: string | number, detail?: unknown) {
  // a user-less writer is named by its source ('simulator'), which its ip field carries
  return writeAudit(tx, {
    user: deps.actor.user,
    actor: deps.actor.user ? undefined : deps.actor.ip,
    orgId,
    ip: deps.actor.ip,
    action,
    entity,
    entityId: String(entityId),
    detail,
  });
}
