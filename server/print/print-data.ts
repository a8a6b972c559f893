import type { PrintDocument } from '../../src/domain/resources/print';
import { idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { notFound } from '../http/errors';
import { fetchOne } from '../resources/resource.handlers';
import { anyDb } from '../resources/resource.query';
import type { PrintData } from './prepare';

/**
 * Server hooks that load a document's data where the row alone is not enough (a ticket's task,
 * customer, project, vehicle and batches). A hook must apply the caller's organisation scope and
 * answer 404 outside it, as the generic `get` does.
 */
export type PrintLoader = (ctx: CallContext, def: ResourceDef, doc: PrintDocument, id: number) => Promise<PrintData>;

const loaders = new Map<string, PrintLoader>();

/** Registers the loader of one object's documents (`doc` absent: all of them). */
export function definePrintData(resource: string, loader: PrintLoader, doc?: string): void {
  loaders.set(doc ? `${resource}/${doc}` : resource, loader);
}

/** Without a hook a document prints the record as the object's `get` reads it, in scope. */
async function recordAlone(ctx: CallContext, def: ResourceDef, _doc: PrintDocument, id: number): Promise<PrintData> {
  const record = await fetchOne(ctx, def, id);
  if (!def.orgScoped) return { record, orgId: ctx.orgId };
  const row = await anyDb(ctx).selectFrom(def.table).select('org_id').where(idColumnOf(def), '=', id).executeTakeFirst() as { org_id?: string } | undefined;
  if (!row) throw notFound();
  return { record, orgId: String(row.org_id ?? ctx.orgId) };
}

export function loaderOf(def: ResourceDef, doc: PrintDocument): PrintLoader {
  return loaders.get(`${def.name}/${doc.name}`) ?? loaders.get(def.name) ?? recordAlone;
}
