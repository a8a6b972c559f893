import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { printButtons, printDoc, printDocsOf } from '../../src/domain/resources/print';
import { resourceByName } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import { defineCall, type CallContext } from '../http/call';
import { forbidden, invalid, notFound } from '../http/errors';
import { input, pageParams, wire } from '../http/input';
import { pageOf } from '../http/params';
import { mayOpen } from '../http/permission';
import { inScope, scopeOf } from '../http/scope';
import { mayPress } from '../modules/menus/menu.repository';
import { stopPdfThread } from './pdf-thread';
import { printRecord, printState, requestReprint } from './print.service';

const docInput = { id: wire.id(), doc: wire.code(64).optional() };

/** The document asked for: `doc`, or the object's only document when it has one. */
function docOf(def: ResourceDef, name: string | undefined) {
  const docs = printDocsOf(def);
  const doc = name === undefined && docs.length === 1 ? docs[0] : printDoc(def, name ?? '');
  if (!doc) throw name === undefined ? invalid('doc', 'required') : invalid('doc');
  return doc;
}

/** `filename*` keeps a Chinese title intact; the plain `filename` is its ASCII fallback. */
function sendPdf(ctx: CallContext, bytes: Buffer, fileName: string, jobId: number) {
  const ascii = fileName.replace(/[^\w.-]+/g, '_');
  void ctx.reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('x-print-job', String(jobId))
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/**
 * The print calls of every object that declares documents, and /pdf/download's: the list of
 * printed documents (the caller's organisations, objects whose screens they open) and the file.
 */
export function registerPrintCalls(app: FastifyInstance, defs: readonly ResourceDef[]): void {
  app.addHook('onClose', async () => stopPdfThread());
  for (const def of defs) {
    if (!printDocsOf(def).length) continue;
    const perm = { screen: def.screen, button: printButtons(def) };
    defineCall(
      app,
      `/resource/${def.name}/print`,
      async (ctx) => {
        const doc = docOf(def, ctx.input.doc);
        const job = await printRecord(ctx, def, doc, ctx.input.id);
        sendPdf(ctx, job.bytes, job.fileName, job.id);
      },
      { perm, input: input(docInput), raw: true, mutates: true },
    );

    defineCall(app, `/resource/${def.name}/print-state`, async (ctx) => printState(ctx, def, docOf(def, ctx.input.doc), ctx.input.id), {
      perm,
      input: input(docInput),
    });

    defineCall(
      app,
      `/resource/${def.name}/print-request`,
      async (ctx) => requestReprint(ctx, def, docOf(def, ctx.input.doc), ctx.input.id, ctx.input.reason ?? ''),
      { perm, write: true, input: input({ ...docInput, reason: wire.text(200).optional() }) },
    );
  }

  defineCall(
    app,
    '/pdf/download/page',
    async (ctx) => {
      const p = ctx.params.paging();
      const readable: string[] = [];
      for (const def of defs) if (printDocsOf(def).length && (await mayOpen(ctx.db, ctx.user, [def.screen]))) readable.push(def.name);
      const { recordCode, resource, doc, createTime } = ctx.input;
      let q = inScope(ctx.db.selectFrom('print_jobs as j'), 'j.org_id', scopeOf(ctx)).where('j.resource', 'in', readable.length ? readable : ['-']);
      if (resource) q = q.where('j.resource', '=', resource);
      if (doc) q = q.where('j.doc', '=', doc);
      if (recordCode) q = q.where('j.record_code', 'ilike', `%${recordCode.replace(/[\\%_]/g, '\\$&')}%`);
      const [from, to] = createTime ?? [];
      const tz = sql.lit(ctx.services.clock.timeZone);
      if (from) q = q.where(sql<Date>`j.created_at`, '>=', sql<Date>`(${from.length === 10 ? `${from} 00:00:00` : from})::timestamp at time zone ${tz}`);
      if (to) q = q.where(sql<Date>`j.created_at`, '<=', sql<Date>`(${to.length === 10 ? `${to} 23:59:59` : to})::timestamp at time zone ${tz}`);
      const total = Number((await q.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
      const rows = await q
        .select([
          'j.id',
          'j.org_id',
          'j.resource',
          'j.record_id',
          'j.record_code',
          'j.doc',
          'j.title',
          'j.user_name',
          'j.pages',
          'j.size_bytes',
          'j.reprint',
          'j.created_at',
        ])
        .orderBy('j.id', 'desc')
        .limit(p.limit)
        .offset(p.offset)
        .execute();
      return pageOf(
        rows.map((r) => ({
          id: r.id,
          orgId: r.org_id,
          resource: r.resource,
          recordId: r.record_id,
          recordCode: r.record_code,
          doc: r.doc,
          title: r.title,
          userName: r.user_name,
          pages: r.pages,
          sizeBytes: r.size_bytes,
          reprint: r.reprint,
          createTime: ctx.services.clock.format(r.created_at),
        })),
        total,
        p,
      );
    },
    {
      perm: 'session',
      input: input({
        ...pageParams,
        recordCode: wire.text(64).optional(),
        resource: wire.code(64).optional(),
        doc: wire.code(64).optional(),
        createTime: wire.range(wire.dayOrTime()).optional(),
      }),
    },
  );

  defineCall(
    app,
    '/pdf/download/file',
    async (ctx) => {
      const job = await inScope(ctx.db.selectFrom('print_jobs'), 'org_id', scopeOf(ctx))
        .select(['id', 'resource', 'doc', 'pdf', 'title', 'record_code', 'record_id'])
        .where('id', '=', ctx.input.id)
        .executeTakeFirst();
      if (!job) throw notFound();
      // the same permission as printing it: the document's button on its object's screen
      const def = resourceByName(job.resource);
      const doc = def && printDoc(def, job.doc);
      if (!def || !doc || !(await mayPress(ctx.db, ctx.user, def.screen, doc.button))) throw forbidden();
      sendPdf(ctx, job.pdf, `${job.title}-${job.record_code || job.record_id}.pdf`, job.id);
    },
    { perm: 'session', input: input({ id: wire.id() }), raw: true },
  );
}
