import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { pageOf } from '../../server/http/params';
import { fetchOne, guard, idParam, lockRecord, searched, updateValues } from '../../server/resources/resource.handlers';
import { mapRows } from '../../server/resources/read-view';
import { applyOrder, anyDb, fieldError, selectWire } from '../../server/resources/resource.query';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { MATERIAL_KINDS, type MaterialKind } from '../../src/domain/quality/raw-materials';
import { labelOf } from '../../src/domain/resources/labels';
import { validateRecord } from '../../src/domain/resources/rules';
import { columnOf, type ResourceDef } from '../../src/domain/resources/types';
import { judgeReport } from '../material-test/material-test.server';
import { inspectReportName, reportFieldsOf } from './inspect-report.resource';

/** getPageList: the material's arrivals that carry a report, searched and ordered like any list. */
async function filedPage(ctx: CallContext, def: ResourceDef) {
  const paging = ctx.params.paging();
  const q = searched(ctx, def).where('t.report_code', 'is not', null);
  const [[{ total }], rows] = await Promise.all([
    q.select(sql<string>`count(*)`.as('total')).execute(),
    applyOrder(ctx.services.query, q.select(selectWire(ctx.services.query, def)), def, ctx.params)
      .limit(paging.limit)
      .offset(paging.offset)
      .execute(),
  ]);
  return pageOf(mapRows(ctx.services.query, def, rows as Array<Record<string, unknown>>), Number(total), paging);
}

/** The test locked for the call, of this material and the caller's organisation; `missing` says how an absent one is answered. */
async function testOf(ctx: CallContext, def: ResourceDef, kind: MaterialKind, id: number, missing: () => Error) {
  const rec = await lockRecord(ctx, def, id, ['material', 'report_code']).catch((e: unknown) => {
    throw e instanceof BizError && e.code === 404 ? missing() : e;
  });
  if (rec.extra.material !== kind) throw missing();
  return { id: rec.id, filed: rec.extra.report_code !== null };
}

const stateIs = (ctx: CallContext, key: 'filed' | 'notFiled', field: string) =>
  new BizError(409, 'stateForbids', { state: labelOf(`inspectReport.${key}`, ctx.lang) }, field);

/** The report's fields as entered, checked by the declaration; 400 naming the first at fault. */
function reportValues(ctx: CallContext, def: ResourceDef, mode: 'add' | 'update') {
  const { values, errors } = validateRecord(def, ctx.params.raw, mode, reportFieldsOf(def));
  if (errors.length) throw fieldError(def, errors[0], ctx.lang);
  return values;
}

/** The written report and its judgement against the limits, in the call's transaction. */
async function judged(ctx: CallContext, def: ResourceDef, kind: MaterialKind, id: number) {
  const judgement = await judgeReport(ctx, kind, id);
  return { ...(await fetchOne(ctx, def, id)), judgement };
}

function serverOf(kind: MaterialKind): ServerPart {
  return defineServerPart({
    resource: inspectReportName(kind),
    overrides: {
      page: { handler: filedPage },
      /** insert: files the report of an arrival that has none (`testId`, 400 when not an arrival of this material in scope). */
      add: {
        write: true,
        button: 'add',
        handler: async (ctx, def) => {
          await guard(ctx, def, 'add');
          const testId = Number(ctx.params.str('testId'));
          const invalidTest = () => fieldError(def, { field: 'testId', key: 'invalid' }, ctx.lang);
          const test = await testOf(ctx, def, kind, testId, invalidTest);
          if (test.filed) throw stateIs(ctx, 'filed', 'testId');
          await updateValues(ctx, def, test.id, reportValues(ctx, def, 'add'), 'insertReport');
          return judged(ctx, def, kind, test.id);
        },
      },
      /** update: a filed report's fields; 409 on an arrival without one (insert files it). */
      update: {
        write: true,
        button: 'edit',
        handler: async (ctx, def) => {
          await guard(ctx, def, 'edit');
          const test = await testOf(ctx, def, kind, idParam(ctx, def), notFound);
          if (!test.filed) throw stateIs(ctx, 'notFiled', 'id');
          await updateValues(ctx, def, test.id, reportValues(ctx, def, 'update'), 'updateReport');
          return judged(ctx, def, kind, test.id);
        },
      },
      /** delete: withdraws the report; the arrival and its ledger stay, the test is pending again. */
      delete: {
        write: true,
        button: 'delete',
        handler: async (ctx, def) => {
          await guard(ctx, def, 'delete');
          const test = await testOf(ctx, def, kind, idParam(ctx, def), notFound);
          if (!test.filed) throw stateIs(ctx, 'notFiled', 'id');
          const cleared = Object.fromEntries(def.fields.filter((f) => reportFieldsOf(def).includes(f.name)).map((f) => [columnOf(f), null]));
          await anyDb(ctx)
            .updateTable('material_tests')
            .set({ ...cleared, verdict: 'pending', failed_items: null, updated_at: new Date() })
            .where('id', '=', test.id)
            .execute();
          await ctx.audit('withdrawReport', def.name, test.id);
          return { id: test.id, withdrawn: true };
        },
      },
    },
  });
}

export const inspectReportServers: ServerPart[] = MATERIAL_KINDS.map(serverOf);
