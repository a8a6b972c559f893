import { sql } from 'kysely';
import { printText, type PrintApprovalState, type PrintDocument } from '../../src/domain/resources/print';
import { registeredLabels, resourceByName } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import type { Lang } from '../../src/domain/server-messages';
import { APPROVE_AGREED, APPROVE_PENDING, APPROVE_REJECTED } from '../../src/domain/resources/approval';
import { submit } from '../approval/approval.engine';
import type { DB } from '../db/database';
import type { CallContext } from '../http/call';
import { BizError, conflict, invalid } from '../http/errors';
import { writeAudit } from '../modules/audit/audit.repository';
import { guard } from '../resources/resource.handlers';
import { renderPdfOffThread } from './pdf-thread';
import { loaderOf } from './print-data';
import { prepareDocument, type PrintData } from './prepare';

/** A label key in a language: the print vocabulary, then the registered objects' labels, then zh. */
export function labelIn(lang: Lang) {
  return (key: string, params: Record<string, string | number> = {}): string =>
    printText(key, lang, params) ?? registeredLabels(lang)[key] ?? registeredLabels('zh')[key] ?? key;
}

interface Usage {
  printed: number;
  request?: { id: number; state: number | null; used: boolean };
}

/** How often a document of a record was printed, and its latest print request. */
async function usageOf(db: DB, def: ResourceDef, doc: PrintDocument, id: number): Promise<Usage> {
  const printed = await db
    .selectFrom('print_jobs')
    .select(sql<string>`count(*)`.as('n'))
    .where('resource', '=', def.name)
    .where('record_id', '=', id)
    .where('doc', '=', doc.name)
    .executeTakeFirstOrThrow();
  const last = await db
    .selectFrom('print_requests')
    .select(['id', 'approve_state', 'used_job_id'])
    .where('resource', '=', def.name)
    .where('record_id', '=', id)
    .where('doc', '=', doc.name)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { printed: Number(printed.n), request: last && { id: last.id, state: last.approve_state, used: last.used_job_id !== null } };
}

/**
 * The print approval of spec /approval/print-approval: the first print is free; a reprint needs
 * a request agreed through the 'print-approval' flow, and each agreed request allows one reprint.
 */
function approvalState(doc: PrintDocument, u: Usage): PrintApprovalState {
  if (!doc.approval || u.printed === 0) return 'free';
  const r = u.request;
  if (!r || r.used) return 'needsRequest';
  if (r.state === APPROVE_AGREED) return 'approved';
  if (r.state === APPROVE_REJECTED) return 'rejected';
  return r.state === APPROVE_PENDING ? 'pending' : 'needsRequest';
}

export async function printState(ctx: CallContext, def: ResourceDef, doc: PrintDocument, id: number) {
  await guard(ctx, def, doc.button);
  await loaderOf(ctx, def)(ctx, def, doc, id); // the record must be in the caller's scope
  const u = await usageOf(ctx.db, def, doc, id);
  return { printed: u.printed, approval: !!doc.approval, state: approvalState(doc, u), requestId: u.request && !u.request.used ? u.request.id : null };
}

export interface PrintedJob {
  id: number;
  bytes: Buffer;
  pages: number;
  fileName: string;
}

/** A short transaction of its own; the caller's when it already holds one (the demo seed prints inside its own). */
function shortTransaction<T>(ctx: CallContext, fn: (tx: DB) => Promise<T>): Promise<T> {
  return ctx.db.isTransaction ? fn(ctx.db) : ctx.services.db.transaction().execute(fn);
}

/**
 * Prints a record: the PDF is drawn outside any transaction (it takes a while), then one short
 * transaction checks that nobody printed it meanwhile, records the job (and uses up the agreed
 * request of a reprint) and writes the audit row.
 */
export async function printRecord(ctx: CallContext, def: ResourceDef, doc: PrintDocument, id: number): Promise<PrintedJob> {
  await guard(ctx, def, doc.button);
  const data: PrintData = await loaderOf(ctx, def)(ctx, def, doc, id);
  const before = await usageOf(ctx.db, def, doc, id);
  const state = approvalState(doc, before);
  if (state === 'pending') throw new BizError(409, 'printApprovalPending');
  if (state === 'needsRequest' || state === 'rejected') throw new BizError(409, 'printApprovalRequired');
  const requestId = state === 'approved' ? before.request!.id : null;

  const label = labelIn(ctx.lang);
  const printedBy = ctx.user.trueName || ctx.user.userName;
  const prepared = prepareDocument(def, doc, data, {
    label,
    formatTime: ctx.services.clock.format,
    printedBy,
    printedAt: ctx.services.clock.now(),
    reprint: before.printed > 0,
  });
  const pdf = await renderPdfOffThread(prepared, {
    paper: doc.paper,
    landscape: doc.landscape,
    info: { title: `${prepared.title} ${prepared.code}`.trim(), author: printedBy },
  });

  const jobId = await shortTransaction(ctx, async (tx) => {
    // two prints of one document wait for each other, so exactly one of them is the first
    await sql`select pg_advisory_xact_lock(hashtext(${`print:${def.name}:${id}:${doc.name}`}))`.execute(tx);
    const now = await usageOf(tx, def, doc, id);
    if (now.printed !== before.printed) throw conflict();
    const job = await tx
      .insertInto('print_jobs')
      .values({
        org_id: data.orgId,
        resource: def.name,
        record_id: id,
        record_code: prepared.code.slice(0, 64),
        doc: doc.name,
        title: prepared.title.slice(0, 100),
        lang: ctx.lang,
        user_id: ctx.user.userId,
        user_name: printedBy.slice(0, 50),
        pages: pdf.pages,
        size_bytes: pdf.bytes.length,
        reprint: before.printed > 0,
        request_id: requestId,
        pdf: pdf.bytes,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (requestId !== null) {
      const used = await tx
        .updateTable('print_requests')
        .set({ used_job_id: job.id, updated_at: new Date() })
        .where('id', '=', requestId)
        .where('used_job_id', 'is', null)
        .where('approve_state', '=', APPROVE_AGREED)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw conflict();
    }
    await writeAudit(tx, {
      user: ctx.user,
      orgId: ctx.orgId,
      ip: ctx.ip,
      action: 'print',
      entity: def.name,
      entityId: String(id),
      detail: { doc: doc.name, job: job.id, reprint: before.printed > 0, request: requestId, bytes: pdf.bytes.length },
    });
    return job.id;
  });
  return { id: jobId, bytes: pdf.bytes, pages: pdf.pages, fileName: `${prepared.title}-${prepared.code || id}.pdf` };
}

/** The declaration of print requests (admin/pdf), submitted under the document's own screen and button. */
function requestDef(def: ResourceDef): ResourceDef {
  const base = resourceByName('printRequest');
  if (!base) throw new Error('printRequest is not registered: the pdf area is missing from admin/areas.ts');
  return { ...base, screen: def.screen };
}

/** Asks for a reprint of a document under print approval; the request goes through its flow. */
export async function requestReprint(ctx: CallContext, def: ResourceDef, doc: PrintDocument, id: number, reason: string) {
  await guard(ctx, def, doc.button);
  if (!doc.approval) throw invalid('doc', 'printNoApprovalNeeded');
  const data = await loaderOf(ctx, def)(ctx, def, doc, id);
  await sql`select pg_advisory_xact_lock(hashtext(${`print:${def.name}:${id}:${doc.name}`}))`.execute(ctx.db);
  const state = approvalState(doc, await usageOf(ctx.db, def, doc, id));
  if (state === 'free') throw invalid('doc', 'printNoApprovalNeeded');
  if (state === 'pending' || state === 'approved') throw new BizError(409, 'printApprovalPending');
  const code = String(data.record[doc.codeField] ?? '');
  const row = await ctx.db
    .insertInto('print_requests')
    .values({
      org_id: data.orgId,
      resource: def.name,
      record_id: id,
      record_code: code.slice(0, 64),
      doc: doc.name,
      reason,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await ctx.audit('printRequest', def.name, id, { doc: doc.name, request: row.id });
  // the submission is guarded by the document's print button on the object's own screen
  return submit(ctx, requestDef(def), row.id, doc.button);
}
