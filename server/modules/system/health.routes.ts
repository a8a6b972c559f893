import type { FastifyInstance } from 'fastify';
import { noInput } from '../../http/input';

export function healthRoutes(app: FastifyInstance): void {
  // open to load balancers and the start script: no token
  app.get('/prod-api/health', { config: { perm: 'public', input: noInput, area: 'system' } }, async () => {
    const { db, kind, version } = app.services;
    await db.selectFrom('orgs').select('org_id').limit(1).execute();
    return { code: 200, msg: 'ok', data: { db: kind, version } };
  });
}
