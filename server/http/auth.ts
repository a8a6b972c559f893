import type { FastifyRequest } from 'fastify';
import type { Services } from '../services';
import { BizError, unauthorized } from './errors';
import { HEAD_OFFICE, mayActFor, type SessionUser } from './session-user';
import { findLiveCaller } from '../modules/session/caller.repository';
import { touchSession } from '../modules/session/token.repository';

function single(v: unknown, name: string): string | undefined {
  if (Array.isArray(v)) throw new BizError(400, 'repeatedParam', { field: name }, name, 400);
  if (v === undefined || v === null) return undefined;
  return String(v);
}

/** The token from the header or the query, never a cookie; two different tokens are refused. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const header = single(req.headers['access_token'], 'access_token') || undefined;
  const query = single((req.query as Record<string, unknown> | undefined)?.access_token, 'access_token') || undefined;
  if (header && query && header !== query) throw new BizError(400, 'tokenConflict', {}, 'access_token', 400);
  return header ?? query;
}

export async function resolveCaller(services: Services, req: FastifyRequest): Promise<SessionUser> {
  const token = tokenOf(req);
  if (!token) throw unauthorized();
  const now = services.clock.now();
  const caller = await findLiveCaller(services.db, token, services.config.tokenIdleSeconds, now, services.callers);
  if (!caller) throw unauthorized();
  if (await touchSession(services.db, caller.user.tokenHash, caller.lastSeen, now)) caller.lastSeen = now;
  return caller.user;
}

/**
 * `org_id`/`orgId` name the organisation a call acts for. Empty means the head office (0001)
 * for head-office staff and the user's own station for station staff, so a client that does
 * not know the user yet (right after sign-in) still lands in the right place.
 * Repeating one, or naming two different ones, is a malformed request; naming one the
 * user does not belong to is refused.
 */
export function resolveOrg(user: SessionUser, req: FastifyRequest): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const b = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  // most calls name none: no lists built for them (this runs on every call)
  const none = q.org_id === undefined && q.orgId === undefined && b.org_id === undefined && b.orgId === undefined;
  const distinct = none
    ? []
    : [
        ...new Set(
          [single(q.org_id, 'org_id'), single(q.orgId, 'orgId'), single(b.org_id, 'org_id'), single(b.orgId, 'orgId')].filter(
            (v): v is string => !!v && v.trim() !== '',
          ),
        ),
      ];
  if (distinct.length > 1) throw new BizError(400, 'repeatedParam', { field: 'org_id' }, 'org_id', 400);
  const orgId = distinct[0] ?? (user.orgs === '*' ? HEAD_OFFICE : user.orgId);
  if (!mayActFor(user, orgId)) throw new BizError(403, 'orgForbidden', {}, 'org_id');
  return orgId;
}
