import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { defineCall, type CallContext } from '../../server/http/call';
import { BizError } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { inScope, scopeOf } from '../../server/http/scope';
import { yuanToFen } from '../../src/domain/sales/money';
import { productTypeOf } from './price.routes.server';

const PRICE_SCREENS = ['/sales/contract', '/sales/contract-price', '/sales/zone-price', '/sales/customer-price', '/sales/information'];
const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const gradeRow = z.looseObject({ productType: z.enum(['concrete', 'mortar']).optional(), grade: wire.text(16), price: wire.decimal(2) });

const listInput = input({ periodId: wire.id(), productType: z.enum(['concrete', 'mortar']).optional(), data: z.array(z.unknown()).max(500).optional() });
const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/** A period's grade list (information or internal prices) replaced by the list given, product type by product type. */
async function replaceGradeList(ctx: CallContext<z.infer<typeof listInput>>, kind: 'information' | 'internal') {
  const table = kind === 'information' ? 'information_prices' : 'internal_prices';
  const period = await inScope(
    ctx.db.selectFrom('price_periods').select(['id', 'org_id']).where('id', '=', ctx.input.periodId).where('kind', '=', kind),
    'org_id',
    scopeOf(ctx),
  ).executeTakeFirst();
  if (!period) throw new BizError(400, 'invalid', { field: 'periodId' }, 'periodId');
  const raw = Array.isArray(ctx.body) ? ctx.body : ctx.input.data;
  if (!raw) throw new BizError(400, 'required', { field: 'data' }, 'data');
  if (raw.length > 500) throw new BizError(400, 'invalid', { field: 'data' }, 'data');
  const seen = new Set<string>();
  const rows = raw.map((item, i) => {
    const r = gradeRow.safeParse(item);
    const at = (f: string) => `data[${i}].${f}`;
    if (!r.success)
      throw new BizError(400, 'invalid', { field: at(String(r.error.issues[0]?.path[0] ?? 'grade')) }, at(String(r.error.issues[0]?.path[0] ?? 'grade')));
    const productType = r.data.productType ?? ctx.input.productType ?? 'concrete';
    const grade = r.data.grade.trim().toUpperCase();
    if (seen.has(`${productType}/${grade}`)) throw new BizError(400, 'duplicate', { field: at('grade') }, at('grade'));
    seen.add(`${productType}/${grade}`);
    const fen = yuanToFen(r.data.price);
    if (fen === undefined || fen < 0 || fen > 100_000_000) throw new BizError(400, 'invalid', { field: at('price') }, at('price'));
    return { org_id: period.org_id, period_id: period.id, product_type: productType, grade, price: String(r.data.price) };
  });
  const types = [...new Set(rows.map((r) => r.product_type))];
  if (types.length) await ctx.db.deleteFrom(table).where('period_id', '=', period.id).where('product_type', 'in', types).execute();
  if (rows.length) await ctx.db.insertInto(table).values(rows).execute();
  await ctx.audit(kind === 'information' ? 'pactprice-add2' : 'internalprice-add2', kind === 'information' ? 'informationPrice' : 'internalPrice', period.id, {
    count: rows.length,
  });
  const list = await ctx.db
    .selectFrom(table)
    .select(['id', 'product_type as productType', 'grade', sql<string>`price::text`.as('price')])
    .where('period_id', '=', period.id)
    .orderBy('product_type')
    .orderBy('grade')
    .execute();
  return { periodId: period.id, list };
}

/** The contract form's pickers and the information price list written as one list. */
export function pactRoutes(app: FastifyInstance): void {
  /** getCustomer: the customers a contract may name (the caller's scope), by name or code. */
  defineCall(
    app,
    '/sales/pact/getCustomer',
    async (ctx) => {
      const k = ctx.input.keyword;
      const rows = await inScope(ctx.db.selectFrom('customers').select(['id', 'customer_code', 'customer_name', 'org_id']), 'org_id', scopeOf(ctx))
        .$if(!!k, (q) => q.where((w) => w.or([w('customer_name', 'like', like(k!)), w('customer_code', 'like', like(k!))])))
        .orderBy('customer_name')
        .limit(200)
        .execute();
      return rows.map((r) => ({ value: r.id, label: r.customer_name, customerCode: r.customer_code, orgId: r.org_id }));
    },
    { perm: { screen: '/sales/contract' }, input: input({ keyword: wire.text(100).optional() }), area: 'sales' },
  );

  /** project-name-query: a customer's projects (or any in scope), by name. */
  defineCall(
    app,
    '/sales/pact/project-name-query',
    async (ctx) => {
      const { customerId, keyword } = ctx.input;
      const rows = await inScope(ctx.db.selectFrom('projects').select(['id', 'project_name', 'customer_id', 'address']), 'org_id', scopeOf(ctx))
        .$if(customerId !== undefined, (q) => q.where('customer_id', '=', customerId!))
        .$if(!!keyword, (q) => q.where('project_name', 'like', like(keyword!)))
        .orderBy('project_name')
        .limit(200)
        .execute();
      return rows.map((r) => ({ value: r.id, label: r.project_name, customerId: r.customer_id, address: r.address }));
    },
    { perm: { screen: '/sales/contract' }, input: input({ customerId: wire.id().optional(), keyword: wire.text(100).optional() }), area: 'sales' },
  );

  /** get-all-product: the product types and the grades the price lists can hold (recipes' and priced grades). */
  defineCall(
    app,
    '/sales/new-price/get-all-product',
    async (ctx) => {
      const scope = scopeOf(ctx);
      const recipes = await inScope(ctx.db.selectFrom('recipes').select('strength').distinct(), 'org_id', scope).execute();
      const priced = await inScope(ctx.db.selectFrom('information_prices').select(['product_type', 'grade']).distinct(), 'org_id', scope).execute();
      const grades = new Map<string, { productType: string; grade: string }>();
      for (const r of recipes) grades.set(`${productTypeOf(r.strength)}/${r.strength}`, { productType: productTypeOf(r.strength), grade: r.strength });
      for (const r of priced) grades.set(`${r.product_type}/${r.grade}`, { productType: r.product_type, grade: r.grade });
      return {
        productTypes: ['concrete', 'mortar'],
        grades: [...grades.values()].sort((a, b) => a.productType.localeCompare(b.productType) || a.grade.localeCompare(b.grade, 'en', { numeric: true })),
      };
    },
    { perm: { screen: PRICE_SCREENS }, input: input({}), area: 'sales' },
  );

  /**
   * pactprice-add2: the information prices of a period (query `periodId`) written as one list (the
   * body, or `data`), replacing the period's list of those product types, in one transaction.
   * internalprice-add2: the same for an internal price period.
   */
  defineCall(app, '/sales/sanyinformationprice/pactprice-add2', (ctx) => replaceGradeList(ctx, 'information'), {
    perm: { screen: '/sales/information', button: 'edit' },
    write: true,
    input: listInput,
    area: 'sales',
  });
  defineCall(app, '/sales/sanyinformationprice/internalprice-add2', (ctx) => replaceGradeList(ctx, 'internal'), {
    perm: { screen: '/sales/inside', button: 'edit' },
    write: true,
    input: listInput,
    area: 'sales',
  });

  /**
   * getInternalDay { time? }: the internal price period covering the plant day (today when absent)
   * with its prices — the latest-starting one when periods overlap; `period` null when none covers it.
   */
  defineCall(
    app,
    '/sales/sanyinformationprice/getInternalDay',
    async (ctx) => {
      const on = ctx.input.time?.slice(0, 10) ?? ctx.services.clock.today();
      const period = await inScope(
        ctx.db
          .selectFrom('price_periods')
          .select(['id', 'name', day('start_date').as('startDate'), day('end_date').as('endDate')])
          .where('kind', '=', 'internal')
          .where('start_date', '<=', on)
          .where('end_date', '>=', on),
        'org_id',
        scopeOf(ctx),
      )
        .orderBy('start_date', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      const list = period
        ? await ctx.db
            .selectFrom('internal_prices')
            .select(['id', 'product_type as productType', 'grade', sql<string>`price::text`.as('price')])
            .where('period_id', '=', period.id)
            .orderBy('product_type')
            .orderBy('grade')
            .execute()
        : [];
      return { day: on, period: period ?? null, list };
    },
    { perm: { screen: '/sales/inside' }, input: input({ time: z.union([wire.date(), wire.datetime()]).optional() }), area: 'sales' },
  );
}
