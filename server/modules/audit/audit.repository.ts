import type { DB } from '../../db/database';
import type { SessionUser } from '../../http/session-user';
import { redactValue } from '../../http/logging';

export interface AuditEntry {
  user: SessionUser | null;
  /** who acted when no user did (the simulator, an integration): the journal's 操作人 names it */
  actor?: string;
  orgId: string;
  ip: string;
  action: string;
  entity: string;
  entityId: string;
  detail?: unknown;
}

/** One row per write, inside the write's own transaction so the two never disagree. */
export async function writeAudit(db: DB, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      user_id: e.user?.userId ?? null,
      user_name: e.user?.userName ?? e.actor ?? '',
      org_id: e.orgId,
      action: e.action,
      entity: e.entity,
      entity_id: e.entityId,
      // the audit log is a log too: a credential in a written body never lands in it
      detail: JSON.stringify(redactValue(e.detail ?? {})),
      ip: e.ip,
    })
    .execute();
}
