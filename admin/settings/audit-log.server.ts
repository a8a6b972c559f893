import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { pageOf, Params } from '../../server/http/params';
import { searched } from '../../server/resources/resource.handlers';
import { containsPattern } from '../../server/http/filters';
import { anyDb, applyOrder, baseQuery, idRef, scoped, selectWire } from '../../server/resources/resource.query';
import { defineServerPart } from '../../server/resources/server-part';
import { registeredLabels, resources } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import { LANGS } from '../../src/domain/server-messages';
import { auditLogLabels } from './audit-log.labels';
import { actionsLabelled, journalResource, objectsLabelled, recordCodeField, type LabelOf } from './journal-text';

/**
 * The system journal's page (issue 26, item 11): each row with the code of the record it names
 * (`recordCode`, read from the record's object at the time of reading; blank when the row names no
 * declared record or the record is gone), and a search by object or action that also finds them by
 * their labels in any language ('销售结算单', 'approve' or '审批通过' alike).
 */

const labelsIn = LANGS.map(
  (lang): LabelOf =>
    (key) =>
      registeredLabels(lang)[key],
);

/** The journal's own action and object names (those its labels name) and every declared object's. */
const journalKeys = (prefix: 'act_' | 'obj_') =>
  Object.keys(auditLogLabels.zh)
    .filter((k) => k.startsWith(`journal.${prefix}`))
    .map((k) => k.slice(`journal.${prefix}`.length));

/** The rows the search selects: the declared search, with object and action matched by name or by label. */
function journalSearch(ctx: CallContext, def: ResourceDef) {
  const entity = ctx.params.str('entity');
  const action = ctx.params.str('action');
  const rest = new Params(Object.fromEntries(Object.entries(ctx.params.raw).filter(([k]) => k !== 'entity' && k !== 'action')));
  let q = searched({ ...ctx, params: rest }, def);
  // a name as written, or as the labels key it (`read-all` → `read_all`)
  const like = (column: string, text: string, names: readonly string[]) =>
    sql<boolean>`(${sql.ref(column)}::text ilike ${containsPattern(text)}${
      names.length
        ? sql` or regexp_replace(${sql.ref(column)}, '[^a-zA-Z0-9]', '_', 'g') in (${sql.join(names.map((n) => n.replace(/[^a-zA-Z0-9]/g, '_')))})`
        : sql``
    })`;
  if (entity) {
    const names = objectsLabelled(entity, [...resources.map((r) => r.name), ...journalKeys('obj_')], labelsIn);
    // an object found by its label is written under its name or, by the plant's services, its table's
    const tables = names
      .map((n) => resources.find((r) => r.name === n)?.table)
      .filter((t): t is string => !!t)
      .flatMap((t) => [t, t.replace(/s$/, '')]);
    q = q.where(like('t.entity', entity, [...names, ...tables]));
  }
  if (action) q = q.where(like('t.action', action, actionsLabelled(action, journalKeys('act_'), labelsIn)));
  return q;
}

/** The codes of the records the rows name, one read per object. */
async function withRecordCodes(ctx: CallContext, rows: Array<Record<string, unknown>>) {
  const wanted = new Map<string, Set<number>>();
  for (const r of rows) {
    const id = String(r.entityId ?? '');
    if (!/^\d{1,9}$/.test(id)) continue;
    const entity = String(r.entity);
    if (!journalResource(entity)) continue;
    wanted.set(entity, (wanted.get(entity) ?? new Set()).add(Number(id)));
  }
  const codes = new Map<string, string>();
  for (const [entity, ids] of wanted) {
    const def = journalResource(entity)!;
    const field = recordCodeField(def);
    if (!field) continue;
    const found = (await scoped(baseQuery(anyDb(ctx), def), def, ctx)
      .select(selectWire(ctx.services.query, def))
      .where(idRef(def), 'in', [...ids])
      .execute()) as Array<Record<string, unknown>>;
    for (const rec of found) {
      const code = rec[field.name];
      if (code !== null && code !== undefined && code !== '') codes.set(`${entity}:${String(rec[def.id])}`, String(code));
    }
  }
  return rows.map((r) => ({ ...r, recordCode: codes.get(`${String(r.entity)}:${String(r.entityId)}`) ?? '' }));
}

async function journalPage(ctx: CallContext, def: ResourceDef) {
  const paging = ctx.params.paging();
  const q = journalSearch(ctx, def);
  const [[{ total }], rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('total')).execute(),
    applyOrder(ctx.services.query, q.select(selectWire(ctx.services.query, def)), def, ctx.params)
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
  ]);
  return pageOf(await withRecordCodes(ctx, rows as Array<Record<string, unknown>>), Number(total), paging);
}

export const auditLogServer = defineServerPart({ resource: 'auditLog', overrides: { page: { handler: journalPage } } });
