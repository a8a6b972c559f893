import type { PrintDocument } from '../../src/domain/resources/print';
import { idColumnOf, type ResourceDef } from '../../src/domain/resources/types';
import type { CallContext } from '../http/call';
import { notFound } from '../http/errors';
import { fetchOne } from '../resources/resource.handlers';
import { anyDb } from '../resources/resource.query';
import type { PrintData } from './prepare';

/**
 * A server hook that loads a document's data where the row alone is not enough (a ticket's task,
 * customer, project, vehicle and batches): `printData` of the object's server part, for all its
 * documents (`doc` says which is printed). It must apply the caller's organisation scope and
 * answer 404 outside it, as the generic `get` does.
 */
export type PrintLoader = (ctx: CallContext, def: ResourceDef, doc: PrintDocument, id: number) => Promise<PrintData>;

/** Without a hook a document prints the record as the object's `get` reads it, in scope. */
async function recordAlone(ctx: CallContext, def: ResourceDef, _doc: PrintDocument, id: number): Promise<PrintData> {
  const record = await fetchOne(ctx, def, id);
  if (!def.orgScoped) return { record, orgId: ctx.orgId };
  const row = (await anyDb(ctx).selectFrom(def.table).select('org_id').where(idColumnOf(def), '=', id).executeTakeFirst()) as { org_id?: string } | undefined;
  if (!row) throw notFound();
  return { record, orgId: String(row.org_id ?? ctx.orgId) };
}

/** The loader of an object's documents: its server part's (`ctx.services.parts`), else the record alone. */
export function loaderOf(ctx: Pick<CallContext, 'services'>, def: ResourceDef): PrintLoader {
  return ctx.services.parts.printData(def.name) ?? recordAlone;
}
