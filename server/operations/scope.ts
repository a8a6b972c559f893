import type { CallContext } from '../http/call';
import { HEAD_OFFICE } from '../http/session-user';
import type { OrgScope } from './live.queries';

/** Head-office staff acting for the head office see every station; anyone else the one org. */
export function scopeOf(ctx: Pick<CallContext, 'user' | 'orgId'>): OrgScope {
  return ctx.user.orgs === '*' && ctx.orgId === HEAD_OFFICE ? 'all' : [ctx.orgId];
}
