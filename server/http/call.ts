import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLang, type Lang } from '../../src/domain/server-messages';
import type { DB } from '../db/database';
import type { Services } from '../services';
import { resolveCaller, resolveOrg } from './auth';
import { forbidden } from './errors';
import { dbRefusal } from './db-errors';
import { parseInput, refuseNul, type CallInput, type InvalidOf } from './input';
import { Params } from './params';
import type { SessionUser } from './session-user';
import { permits, type CallPermission } from './permission';
import { writeAudit } from '../modules/audit/audit.repository';
import { afterCommit, watchMark } from '../db/table-watch';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the call's input schema (server/http/input.ts); the API document is built from it */
    input?: CallInput;
    /** the area that tags the call in the API document */
    area?: string;
    /** the call answers a file or a stream, not the envelope */
    raw?: boolean;
  }
}

/** What a call handler gets: one object, so tests and modules can build it the same way. */
export interface CallContext<I = Record<string, unknown>> {
  /** the database, or the call's transaction when the call writes */
  db: DB;
  user: SessionUser;
  /** the organisation the call acts for, already checked against the user */
  orgId: string;
  params: Params;
  /** the parameters as the input schema parsed them (numbers as numbers, blanks dropped) */
  input: I;
  /** the raw body, for calls whose body is a list */
  body: unknown;
  lang: Lang;
  ip: string;
  services: Services;
  request: FastifyRequest;
  reply: FastifyReply;
  /** records a write in the audit log, inside the call's transaction */
  audit(action: string, entity: string, entityId: string | number, detail?: unknown): Promise<void>;
}

export interface CallOptions<S extends CallInput = CallInput> {
  /** who may make the call; required, registration fails without it (./permission.ts) */
  perm: CallPermission;
  /**
   * the call's parameters (query, body and path merged) as a zod object of ./input.ts blocks;
   * required: the input is refused with a 400 naming the field before the handler runs
   */
  input: S;
  /** words a field error in the call's own terms (a resource names the field by its label) */
  invalidOf?: InvalidOf;
  /** the area that tags it in the API document; the screen's or the path's first segment when absent */
  area?: string;
  /** runs in one transaction and may write */
  write?: boolean;
  /** writes in a transaction of its own (raw uploads): declared as a write all the same */
  mutates?: boolean;
  /** the handler sends its own reply (files, streams) */
  raw?: boolean;
}

export type CallHandler<I = Record<string, unknown>> = (ctx: CallContext<I>) => Promise<unknown>;

/** The context of a call whose input schema is `S`: for a helper of its handler, `ctx.input` as `S` parsed it. */
export type ContextOf<S extends CallInput> = CallContext<z.output<S>>;

/** Every call is served on GET and POST: the spec writes through GET in many places. */
export const CALL_METHODS = ['GET', 'POST'] as const;

export function toRouteUrl(path: string): string {
  return '/prod-api' + (path.startsWith('/') ? path : '/' + path).replace(/\{(\w+)\}/g, ':$1');
}

function mergedParams(req: FastifyRequest): Params {
  const query = (req.query ?? {}) as Record<string, unknown>;
  const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
  const path = (req.params ?? {}) as Record<string, unknown>;
  return new Params({ ...query, ...body, ...path });
}

/** Registers one call of the catalogue with the shared envelope, auth, org scoping and audit. */
export function defineCall<S extends CallInput>(app: FastifyInstance, path: string, handler: CallHandler<z.output<S>>, opts: CallOptions<S>): void {
  if (!opts?.perm || opts.perm === 'public') throw new Error(`call ${path}: declare who may make it (perm: 'session' | 'admin' | { screen, button })`);
  if (!(opts.input instanceof z.ZodObject))
    throw new Error(`call ${path}: declare its input (input: input({ … }) of server/http/input.ts, noInput when it reads none)`);
  app.route({
    method: [...CALL_METHODS],
    url: toRouteUrl(path),
    config: { perm: opts.perm, write: !!(opts.write || opts.mutates), input: opts.input, area: opts.area, raw: !!opts.raw },
    handler: async (request, reply) => {
      const services = app.services;
      const user = await resolveCaller(services, request);
      const params = mergedParams(request);
      const orgId = resolveOrg(user, request);
      if (!(await permits(services.db, user, opts.perm))) throw forbidden();
      const lang = pickLang(request.headers['accept-language']);
      if (Array.isArray(request.body)) refuseNul(request.body, 'body');
      const input = parseInput(opts.input, params.raw, lang, opts.invalidOf) as z.output<S>;
      const ip = request.ip;
      // one context object on a read: this runs on every call (issue 12's overhead bench)
      const contextOn = (db: DB): CallContext<z.output<S>> => ({
        db,
        user,
        orgId,
        params,
        input,
        body: request.body,
        lang,
        ip,
        services,
        request,
        reply,
        audit: (action, entity, entityId, detail) => writeAudit(db, { user, orgId, ip, action, entity, entityId: String(entityId), detail }),
      });
      const writes = !!(opts.write || opts.mutates);
      const before = writes ? watchMark() : null;
      let data: unknown;
      try {
        data = opts.write ? await services.db.transaction().execute((trx) => handler(contextOn(trx))) : await handler(contextOn(services.db));
      } catch (e) {
        // a database refusal (unique, foreign key, bad value) is the caller's to fix, never a 500
        throw dbRefusal(e, lang) ?? e;
      } finally {
        // whatever a write changed (a session, a user, a role) is read afresh by the next call; what is
        // kept of the tables the call's transaction wrote (grants, board snapshots) is dropped again now
        // that it has committed
        if (before) {
          services.callers.clear();
          afterCommit(before);
        }
      }
      if (opts.raw) return reply;
      return { code: 200, msg: 'ok', data: data ?? null };
    },
  });
}
