import type { ApprovalColumns, Id, NullableStamp, Num, Stamp, Text } from '../../server/db/column-types';
import { sql } from 'kysely';
import { submit } from '../../server/approval/approval.engine';
import { guard, insertRecord } from '../../server/resources/resource.handlers';
import { fieldError } from '../../server/resources/resource.query';
import { defineServerPart } from '../../server/resources/server-part';
import { demoFlow } from '../../server/seed/demo-flow';
import { wire } from '../../server/http/input';
import { fieldsInput } from '../../server/resources/resource.schema';
import { creditRequestResource } from './credit-request.resource';
import { checkField } from '../../src/domain/resources/rules';
import { amountParam, creditRow, validityDays } from './customer-credit.server';

/** Temporary credit requests. Created by core migration 0003-admin. */
export interface CreditRequestTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  customer_id: number;
  amount: Num;
  expire_time: NullableStamp;
  reason: Text;
  org_id: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    credit_requests: CreditRequestTable;
  }
}

export const creditRequestServer = defineServerPart({
  resource: 'creditRequest',
  /** the demo's temporary credits go through the approver role */
  seed: demoFlow('customer-temp-credit', [[1, 'approver']]),
  overrides: {
    /** temp-increase: a temporary credit request, submitted into its approval flow at once. */
    tempIncrease: {
      write: true,
      button: 'add',
      input: fieldsInput(creditRequestResource, ['amount', 'reason'], { customerId: wire.id() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'add');
        const customerId = ctx.params.needInt('customerId');
        const amount = amountParam(ctx, 'amount', d, 'amount');
        const reason = checkField(
          d.fields.find((f) => f.name === 'reason')!,
          ctx.params.str('reason'),
        );
        if (reason.error) throw fieldError(d, reason.error, ctx.lang);
        const credit = await creditRow(ctx, customerId);
        const days = await validityDays(ctx);
        const id = await insertRecord({ ...ctx, orgId: credit.org_id }, d, {
          customer_id: customerId,
          amount,
          reason: reason.value,
          expire_time: new Date(ctx.services.clock.now().getTime() + days * 86400000),
        });
        await ctx.audit('add', d.name, id, { customerId, amount });
        return submit(ctx, d, id);
      },
    },
  },
  onApproval: {
    /** A temporary credit takes effect when its flow agrees. */
    'customer-temp-credit': {
      async onAgreed(ctx, id) {
        const req = await ctx.db.selectFrom('credit_requests').select(['customer_id', 'amount', 'expire_time']).where('id', '=', id).executeTakeFirstOrThrow();
        const expire = req.expire_time ?? new Date(ctx.services.clock.now().getTime() + (await validityDays(ctx)) * 86400000);
        await ctx.db
          .updateTable('customer_credits')
          .set({ temp_amount: sql<string>`temp_amount + ${req.amount}::numeric`, temp_expire_time: expire, updated_at: new Date() })
          .where('customer_id', '=', req.customer_id)
          .execute();
      },
    },
  },
});
