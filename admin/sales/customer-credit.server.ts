import type { Id, NullableStamp, NumDefault, Stamp, Text } from '../../server/db/column-types';
import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import type { DB } from '../../server/db/database';
import { BizError, invalid, notFound, required } from '../../server/http/errors';
import { fetchOne, guard } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { defineServerPart } from '../../server/resources/server-part';
import { input, noInput, wire } from '../../server/http/input';
import { fieldsInput } from '../../server/resources/resource.schema';
import { customerCreditResource } from './customer-credit.resource';
import { z } from 'zod';
import { inScope, scopeOf } from '../../server/http/scope';
import { checkField } from '../../src/domain/resources/rules';
import type { ResourceDef } from '../../src/domain/resources/types';

/** Credit limits, one row per customer. Created by core migration 0003-admin. */
export interface CustomerCreditTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  customer_id: number;
  credit_amount: NumDefault;
  temp_amount: NumDefault;
  temp_expire_time: NullableStamp;
  org_id: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    customer_credits: CustomerCreditTable;
  }
}

const VALIDITY_KEY = 'credit_temp_validity_days';

/** How long a temporary credit lasts, in days (a system_config entry; 7 when unset). */
export async function validityDays(ctx: CallContext): Promise<number> {
  const r = await ctx.db.selectFrom('system_config').select('config_value').where('config_code', '=', VALIDITY_KEY).executeTakeFirst();
  return Number(r?.config_value ?? 7) || 7;
}

/** The credit row of a customer (created at zero when missing), locked for the transaction. */
export async function creditRow(ctx: CallContext, customerId: number) {
  const cust = await ctx.db.selectFrom('customers').select(['id', 'org_id']).where('id', '=', customerId).executeTakeFirst();
  if (!cust) throw invalid('customerId');
  const scope = scopeOf(ctx);
  if (scope !== 'all' && !scope.includes(cust.org_id)) throw notFound();
  const locked = () => ctx.db.selectFrom('customer_credits').selectAll().where('customer_id', '=', customerId).forUpdate();
  const row = await locked().executeTakeFirst();
  if (row) return row;
  await ctx.db.insertInto('customer_credits').values({ customer_id: customerId, org_id: cust.org_id, credit_amount: '0' }).execute();
  return locked().executeTakeFirstOrThrow();
}

/** A money parameter checked by the rule of the declaration's `field` (a leading '-' where allowed), named as sent. */
export function amountParam(ctx: CallContext, name: string, d: ResourceDef, field: string, allowNegative = false): string {
  const raw = ctx.params.str(name);
  if (raw === undefined) throw required(name);
  const neg = allowNegative && raw.startsWith('-');
  const f = d.fields.find((x) => x.name === field)!;
  const r = checkField(f, neg ? raw.slice(1) : raw);
  if (r.error) throw fieldError(d, { ...r.error, field: name === field ? field : name }, ctx.lang);
  return (neg ? '-' : '') + String(r.value);
}

/** A signed change of a credit limit: rule 1 (two decimals, at most 1000000) either way. */
const SIGNED_AMOUNT = z.union(
  [
    z
      .string()
      .regex(/^-?\d+(\.\d{1,2})?$/, { error: 'rule1' })
      .refine((s) => Number(s.replace(/^-/, '')) <= 1000000, { error: 'rule1' }),
    z.number().min(-1000000, { error: 'rule1' }).max(1000000, { error: 'rule1' }),
  ],
  { error: 'rule1' },
);

/** Each demo customer's credit row at its limit (./customer.server.ts seeds them first), and how long a temporary credit lasts. */
async function seedCredits(db: DB): Promise<void> {
  const customers = await db.selectFrom('customers').select(['id', 'credit_amount', 'org_id']).orderBy('id').execute();
  await db
    .insertInto('customer_credits')
    .values(customers.map((r) => ({ customer_id: r.id, credit_amount: r.credit_amount ?? '0', org_id: r.org_id })))
    .execute();
  await db.insertInto('system_config').values({ config_code: VALIDITY_KEY, config_value: '7', config_name: '临时额度有效天数', remark: '天' }).execute();
}

export const customerCreditServer = defineServerPart({
  resource: 'customerCredit',
  seed: seedCredits,
  overrides: {
    /** preset: sets a customer's credit limit. */
    preset: {
      write: true,
      input: fieldsInput(customerCreditResource, ['creditAmount'], { customerId: wire.id() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const customerId = ctx.params.needInt('customerId');
        const amount = amountParam(ctx, 'creditAmount', d, 'creditAmount');
        const row = await creditRow(ctx, customerId);
        await ctx.db.updateTable('customer_credits').set({ credit_amount: amount, updated_at: new Date() }).where('id', '=', row.id).execute();
        await ctx.audit('preset', d.name, row.id, { customerId, from: row.credit_amount, to: amount });
        return fetchOne(ctx, d, row.id);
      },
    },

    /** adjust: adds a signed delta to a customer's credit limit (never below zero). */
    adjust: {
      write: true,
      input: input({ customerId: wire.id(), amount: SIGNED_AMOUNT }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const customerId = ctx.params.needInt('customerId');
        const delta = amountParam(ctx, 'amount', d, 'creditAmount', true);
        const row = await creditRow(ctx, customerId);
        const after = sql<string>`credit_amount + ${delta}::numeric`;
        const r = await ctx.db
          .updateTable('customer_credits')
          .set({ credit_amount: after, updated_at: new Date() })
          .where('id', '=', row.id)
          .where(after, '>=', '0')
          .where(after, '<=', '1000000')
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new BizError(400, 'rule1', { field: 'amount' }, 'amount');
        await ctx.audit('adjust', d.name, row.id, { customerId, delta });
        return fetchOne(ctx, d, row.id);
      },
    },

    expireTime: {
      input: input({ customerId: wire.id() }),
      handler: async (ctx) => {
        const customerId = ctx.params.needInt('customerId');
        // another organisation's customer answers as if absent (issue 13)
        if (!(await inScope(ctx.db.selectFrom('customers').select('id').where('id', '=', customerId), 'org_id', scopeOf(ctx)).executeTakeFirst()))
          throw notFound();
        const days = await validityDays(ctx);
        const row = await ctx.db.selectFrom('customer_credits').select('temp_expire_time').where('customer_id', '=', customerId).executeTakeFirst();
        const proposed = new Date(ctx.services.clock.now().getTime() + days * 86400000);
        return {
          customerId,
          validityDays: days,
          expireTime: ctx.services.clock.format(proposed),
          currentExpireTime: row?.temp_expire_time ? ctx.services.clock.format(row.temp_expire_time) : '',
        };
      },
    },

    validityConfig: { input: noInput, handler: async (ctx) => ({ validityDays: await validityDays(ctx) }) },

    saveValidityConfig: {
      write: true,
      input: input({ validityDays: wire.int({ min: 1, max: 365 }) }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'edit');
        const days = ctx.params.needInt('validityDays');
        if (days < 1 || days > 365) throw invalid('validityDays');
        const hit = await ctx.db.selectFrom('system_config').select('id').where('config_code', '=', VALIDITY_KEY).executeTakeFirst();
        if (hit)
          await ctx.db
            .updateTable('system_config')
            .set({ config_value: String(days) })
            .where('id', '=', hit.id)
            .execute();
        else
          await ctx.db
            .insertInto('system_config')
            .values({ config_code: VALIDITY_KEY, config_value: String(days), config_name: '临时额度有效天数', remark: '' })
            .execute();
        await ctx.audit('save', 'credit-validity', VALIDITY_KEY, { days });
        return { validityDays: days };
      },
    },
  },
});
