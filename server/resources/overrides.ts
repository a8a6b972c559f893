import { sql } from 'kysely';
import { resourceByName } from '../../src/domain/resources/registry';
import type { ResourceDef } from '../../src/domain/resources/types';
import { checkField } from '../../src/domain/resources/rules';
import type { CallContext } from '../http/call';
import { BizError, invalid, notFound, required } from '../http/errors';
import { onApproval, submit } from '../approval/approval.engine';
import { anyDb, fieldError, plantTime } from './resource.query';
import { fetchOne, guard, idParam, insertRecord, update, updateValues } from './resource.handlers';
import type { Override } from './resource.routes';

const VALIDITY_KEY = 'credit_temp_validity_days';
const def = (name: string): ResourceDef => resourceByName(name)!;

async function validityDays(ctx: CallContext): Promise<number> {
  const r = await ctx.db.selectFrom('system_config').select('config_value').where('config_code', '=', VALIDITY_KEY).executeTakeFirst();
  return Number(r?.config_value ?? 7) || 7;
}

/** The credit row of a customer (created at zero when missing), locked for the transaction. */
async function creditRow(ctx: CallContext, customerId: number) {
  const db = anyDb(ctx);
  const cust = await db.selectFrom('customers').select(['id', 'org_id']).where('id', '=', customerId).executeTakeFirst();
  if (!cust) throw invalid('customerId');
  if (ctx.user.orgs !== '*' && !ctx.user.orgs.includes(cust.org_id)) throw notFound();
  let row = await db.selectFrom('customer_credits').selectAll().where('customer_id', '=', customerId).forUpdate().executeTakeFirst();
  if (!row) {
    await db.insertInto('customer_credits').values({ customer_id: customerId, org_id: cust.org_id, credit_amount: '0' }).execute();
    row = await db.selectFrom('customer_credits').selectAll().where('customer_id', '=', customerId).forUpdate().executeTakeFirstOrThrow();
  }
  return row as { id: number; credit_amount: string };
}

function amountParam(ctx: CallContext, name: string, d: ResourceDef, field: string, allowNegative = false): string {
  const raw = ctx.params.str(name);
  if (raw === undefined) throw required(name);
  const neg = allowNegative && raw.startsWith('-');
  const f = d.fields.find((x) => x.name === field)!;
  const r = checkField(f, neg ? raw.slice(1) : raw);
  if (r.error) throw fieldError(d, { ...r.error, field: name === field ? field : name }, ctx.lang);
  return (neg ? '-' : '') + String(r.value);
}

/** Business overrides (`x:` targets of the declarations). */
export const resourceOverrides: Record<string, Override> = {
  supplierAbbrName: { write: true, handler: (ctx, d) => update(ctx, d, ['supplierAbbrName']) },

  /** update-visible: `type` names the master list (supplier, customer, material, organization, staff). */
  updateVisible: { write: true, handler: async (ctx) => {
    const kind = ctx.params.str('type') ?? 'supplier';
    const name = kind === 'supplier' ? 'supplier' : { customer: 'nccCustomer', material: 'nccMaterial', organization: 'nccOrganization', staff: 'nccStaff' }[kind];
    if (!name) throw invalid('type');
    const d = def(name);
    await guard(ctx, d, 'edit');
    const visible = ctx.params.str('visible');
    if (visible !== '0' && visible !== '1') throw invalid('visible');
    return updateValues(ctx, d, idParam(ctx, d), { visible: Number(visible) }, 'update-visible');
  } },

  updateStatus: { write: true, handler: (ctx, d) => update(ctx, d, ['status']) },

  /** preset: sets a customer's credit limit. */
  preset: { write: true, handler: async (ctx, d) => {
    await guard(ctx, d, 'edit');
    const customerId = ctx.params.needInt('customerId');
    const amount = amountParam(ctx, 'creditAmount', d, 'creditAmount');
    const row = await creditRow(ctx, customerId);
    await anyDb(ctx).updateTable('customer_credits').set({ credit_amount: amount, updated_at: new Date() }).where('id', '=', row.id).execute();
    await ctx.audit('preset', d.name, row.id, { customerId, from: row.credit_amount, to: amount });
    return fetchOne(ctx, d, row.id);
  } },

  /** adjust: adds a signed delta to a customer's credit limit (never below zero). */
  adjust: { write: true, handler: async (ctx, d) => {
    await guard(ctx, d, 'edit');
    const customerId = ctx.params.needInt('customerId');
    const delta = amountParam(ctx, 'amount', d, 'creditAmount', true);
    const row = await creditRow(ctx, customerId);
    const r = await anyDb(ctx).updateTable('customer_credits').set({ credit_amount: sql`credit_amount + ${delta}::numeric`, updated_at: new Date() })
      .where('id', '=', row.id).where(sql`credit_amount + ${delta}::numeric`, '>=', 0).where(sql`credit_amount + ${delta}::numeric`, '<=', 1000000).executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new BizError(400, 'rule1', { field: 'amount' }, 'amount');
    await ctx.audit('adjust', d.name, row.id, { customerId, delta });
    return fetchOne(ctx, d, row.id);
  } },

  expireTime: { handler: async (ctx) => {
    const customerId = ctx.params.needInt('customerId');
    const days = await validityDays(ctx);
    const row = await anyDb(ctx).selectFrom('customer_credits').select('temp_expire_time').where('customer_id', '=', customerId).executeTakeFirst();
    const proposed = new Date(ctx.services.clock.now().getTime() + days * 86400000);
    return { customerId, validityDays: days, expireTime: ctx.services.clock.format(proposed), currentExpireTime: row?.temp_expire_time ? ctx.services.clock.format(row.temp_expire_time) : '' };
  } },

  validityConfig: { handler: async (ctx) => ({ validityDays: await validityDays(ctx) }) },

  saveValidityConfig: { write: true, handler: async (ctx, d) => {
    await guard(ctx, d, 'edit');
    const days = ctx.params.needInt('validityDays');
    if (days < 1 || days > 365) throw invalid('validityDays');
    const db = ctx.db;
    const hit = await db.selectFrom('system_config').select('id').where('config_code', '=', VALIDITY_KEY).executeTakeFirst();
    if (hit) await db.updateTable('system_config').set({ config_value: String(days) }).where('id', '=', hit.id).execute();
    else await db.insertInto('system_config').values({ config_code: VALIDITY_KEY, config_value: String(days), config_name: '临时额度有效天数', remark: '' }).execute();
    await ctx.audit('save', 'credit-validity', VALIDITY_KEY, { days });
    return { validityDays: days };
  } },

  /** temp-increase: a temporary credit request, submitted into its approval flow at once. */
  tempIncrease: { write: true, button: 'add', handler: async (ctx) => {
    const d = def('creditRequest');
    await guard(ctx, d, 'add');
    const customerId = ctx.params.needInt('customerId');
    const amount = amountParam(ctx, 'amount', d, 'amount');
    const reason = ctx.params.str('reason');
    if (!reason) throw fieldError(d, { field: 'reason', key: 'required' }, ctx.lang);
    if (reason.length > 300) throw fieldError(d, { field: 'reason', key: 'tooLong', max: 300 }, ctx.lang);
    await creditRow(ctx, customerId);
    const cust = await anyDb(ctx).selectFrom('customers').select('org_id').where('id', '=', customerId).executeTakeFirstOrThrow();
    const days = await validityDays(ctx);
    const id = await insertRecord({ ...ctx, orgId: cust.org_id }, d, { customer_id: customerId, amount, reason, expire_time: new Date(ctx.services.clock.now().getTime() + days * 86400000) });
    await ctx.audit('add', d.name, id, { customerId, amount });
    return submit(ctx, d, id);
  } },

  configGet: { handler: async (ctx, d) => {
    const code = ctx.params.str('configCode') ?? ctx.params.str('config_code');
    if (!code) return fetchOne(ctx, d, idParam(ctx, d));
    const row = await anyDb(ctx).selectFrom('system_config').select('id').where('config_code', '=', code).executeTakeFirst();
    if (!row) throw notFound();
    return fetchOne(ctx, d, row.id);
  } },

  /** updateConfigList: body `[{ configCode, configValue }]` (or `list`), all or nothing. */
  updateConfigList: { write: true, handler: async (ctx, d) => {
    await guard(ctx, d, 'edit');
    const items = Array.isArray(ctx.body) ? ctx.body : ctx.params.list('list');
    if (!items.length) throw required('list');
    for (const [i, it] of items.entries()) {
      const o = (it ?? {}) as Record<string, unknown>;
      const code = String(o.configCode ?? o.config_code ?? '');
      const value = o.configValue ?? o.config_value;
      if (!code) throw required(`list[${i}].configCode`);
      const r = checkField(d.fields.find((f) => f.name === 'configValue')!, value);
      if (r.error) throw invalid(`list[${i}].configValue`);
      const res = await ctx.db.updateTable('system_config').set({ config_value: String(r.value) }).where('config_code', '=', code).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw invalid(`list[${i}].configCode`);
    }
    await ctx.audit('update', d.name, 'list', { count: items.length });
    return { updated: items.length };
  } },

  insertBatch: { write: true, button: 'add', handler: async (ctx, d) => {
    await guard(ctx, d, 'add');
    const items = Array.isArray(ctx.body) ? ctx.body : ctx.params.list('list');
    if (!items.length) throw required('list');
    const ids: number[] = [];
    for (const [i, it] of items.entries()) {
      const o = (it ?? {}) as Record<string, unknown>;
      const values: Record<string, unknown> = {};
      for (const f of d.fields) {
        const r = checkField(f, o[f.name]);
        if (r.error) throw invalid(`list[${i}].${f.name}`);
        if (r.value !== null) values[f.column ?? f.name.replace(/[A-Z]/g, (c) => '_' + c.toLowerCase())] = r.value;
      }
      ids.push(await insertRecord(ctx, d, values));
    }
    await ctx.audit('insert-batch', d.name, ids.join(','));
    return { inserted: ids.length, ids };
  } },
};

/** A temporary credit takes effect when its flow agrees. */
onApproval('customer-temp-credit', {
  async onAgreed(ctx, id) {
    const req = await anyDb(ctx).selectFrom('credit_requests').select(['customer_id', 'amount', 'expire_time']).where('id', '=', id).executeTakeFirstOrThrow();
    const expire = req.expire_time ?? new Date(ctx.services.clock.now().getTime() + (await validityDays(ctx)) * 86400000);
    await anyDb(ctx).updateTable('customer_credits').set({ temp_amount: sql`temp_amount + ${req.amount}::numeric`, temp_expire_time: expire, updated_at: new Date() })
      .where('customer_id', '=', req.customer_id).execute();
    void plantTime;
  },
});
