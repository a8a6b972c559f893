import type { FastifyInstance } from 'fastify';
import { formatMessage, pickLang } from '../../../src/domain/server-messages';
import { defineCall } from '../../http/call';
import { input, noInput, refuseNul, wire } from '../../http/input';
import { writeAudit } from '../audit/audit.repository';
import { SHA256_HEX, verifyPassword } from './password';
import { createSession, revokeSession } from './token.repository';

/** Sign-in of spec §3: the user name and the SHA-256 digest of the password; failures answer code 500 as the spec says. */
const TOKEN_INPUT = input({
  username: wire.text(50),
  password: wire.text(64, { pattern: /^[0-9a-fA-F]{64}$/ }),
  grant_type: wire.oneOf(['password']).optional(),
});

export function sessionRoutes(app: FastifyInstance): void {
  // Sign-in is the one call without a token, so it is routed by hand rather than through defineCall.
  app.route({
    method: ['POST', 'GET'],
    url: '/prod-api/auth/oauth/token',
    config: { perm: 'public', input: TOKEN_INPUT, area: 'auth' },
    handler: async (req) => {
      const { db, throttle, config } = app.services;
      const lang = pickLang(req.headers['accept-language']);
      const q = { ...(req.query as Record<string, unknown>), ...(req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}) };
      refuseNul(q);
      const username = typeof q.username === 'string' ? q.username.trim() : '';
      const digest = typeof q.password === 'string' ? q.password.trim().toLowerCase() : '';
      const fail = (key: 'loginFailed' | 'loginThrottled' | 'grantType' | 'required', field?: string) => ({
        code: 500,
        msg: formatMessage(key, lang, { field: field ?? '' }),
        data: null,
      });
      if (!username) return fail('required', 'username');
      if (!digest) return fail('required', 'password');
      if ((q.grant_type ?? 'password') !== 'password') return fail('grantType');
      if (throttle.blocked(username, req.ip)) return fail('loginThrottled');
      const user = await db
        .selectFrom('users')
        .select(['user_id', 'password_hash', 'org_id', 'user_name'])
        .where('user_name', '=', username)
        .where('status', '=', 1)
        .executeTakeFirst();
      // verify even when the digest is malformed or the user unknown: every failure costs one argon2 check
      const ok = (await verifyPassword(user?.password_hash, SHA256_HEX.test(digest) ? digest : '0'.repeat(64))) && SHA256_HEX.test(digest);
      if (!ok || !user) {
        throttle.fail(username, req.ip);
        return fail('loginFailed');
      }
      throttle.succeed(username);
      const { token, expiresIn } = await db.transaction().execute(async (tx) => {
        const s = await createSession(tx, user.user_id, req.ip, config.tokenAbsoluteSeconds, app.services.clock.now());
        await writeAudit(tx, {
          user: null,
          actor: user.user_name,
          orgId: user.org_id,
          ip: req.ip,
          action: 'login',
          entity: 'user',
          entityId: String(user.user_id),
          detail: { user_name: user.user_name },
        });
        return s;
      });
      const grant = { access_token: token, token_type: 'bearer', expires_in: expiresIn };
      return { code: 200, msg: 'ok', ...grant, data: grant };
    },
  });

  defineCall(
    app,
    '/auth/api/exit',
    async (ctx) => {
      await revokeSession(ctx.db, ctx.user.tokenHash);
      await ctx.audit('logout', 'user', ctx.user.userId);
      return null;
    },
    { write: true, perm: 'session', input: noInput },
  );
}
