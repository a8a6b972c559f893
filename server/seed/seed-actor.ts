import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { Params } from '../http/params';
import { writeAudit } from '../modules/audit/audit.repository';
import { loadSessionUser } from '../modules/users/user.repository';
import type { Services } from '../services';

/**
 * A demo user acting inside the seed transaction, so demo records reach their state through the
 * same business code a click would run (approval submit, decisions) and leave the same audit rows.
 * There is no HTTP request behind it: handlers that read the request or reply cannot be used here.
 */
export async function actingAs(db: DB, userName: string, orgId = '0001'): Promise<CallContext> {
  const row = await db.selectFrom('users').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow();
  const user = await loadSessionUser(db, row.user_id, 'seed');
  if (!user) throw new Error(`seed: demo user ${userName} is missing`);
  return {
    db, user, orgId, params: new Params({}), input: {}, body: {}, lang: 'zh', ip: 'seed',
    services: undefined as unknown as Services,
    request: undefined as unknown as CallContext['request'],
    reply: undefined as unknown as CallContext['reply'],
    audit: (action, entity, entityId, detail) => writeAudit(db, { user, orgId, ip: 'seed', action, entity, entityId: String(entityId), detail }),
  };
}
