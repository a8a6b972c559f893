import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../server/http/call';
import { notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { readImage } from './back-money.images.server';

/** The finance area's own calls: a stored voucher image. */
export function financeRoutes(app: FastifyInstance): void {
  /** a voucher image of a payment in the caller's scope (designed: the screen shows what uploadImages stored) */
  defineCall(
    app,
    '/sales/back-money/image',
    async (ctx) => {
      const { id, name } = ctx.input;
      const row = await inScope(ctx.db.selectFrom('back_money').select(['id', 'images']).where('id', '=', id), 'org_id', scopeOf(ctx)).executeTakeFirst();
      if (!row || !row.images.split(',').includes(name)) throw notFound();
      const image = await readImage(ctx.services.config.dataDir, id, name);
      if (!image) throw notFound();
      return ctx.reply.header('content-type', image.type).header('cache-control', 'no-store').send(image.bytes);
    },
    { perm: { screen: '/sales/backmoney' }, input: input({ id: wire.id(), name: wire.text(64) }), area: 'back-money', raw: true },
  );
}
