import { z } from 'zod';
import type { CallContext } from '../../server/http/call';
import { BizError } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { override, type Override } from '../../server/resources/override';
import { runTransition } from '../../server/resources/actions';
import { add, update } from '../../server/resources/resource.handlers';
import { resourceInput } from '../../server/resources/resource.schema';
import type { ResourceDef } from '../../src/domain/resources/types';
import { yuanToFen } from '../../src/domain/sales/money';

/** One row of the pact's "data list": a grade's price in the contract's price period (`price_time_id`). */
const gradeRow = z.looseObject({
  productType: z.enum(['concrete', 'mortar']).optional(),
  grade: wire.text(16),
  price: wire.decimal(2),
});
const withData = (action: 'add' | 'update') => (def: ResourceDef) => resourceInput(def, action).input.extend({ data: z.array(gradeRow).max(200).optional() });

/**
 * Writes the grade list given with a pact-add or pact-update into `contract_prices`, in the call's
 * transaction: the list replaces the contract's prices of its period. A list without a period, a
 * grade given twice or a price outside rule 1 is a 400 naming the row's field.
 */
async function writeGrades(ctx: CallContext<{ data?: Array<z.infer<typeof gradeRow>> }>, pactId: number) {
  const data = ctx.input.data;
  if (!data) return;
  const pact = await ctx.db.selectFrom('contracts').select(['org_id', 'price_time_id']).where('id', '=', pactId).executeTakeFirstOrThrow();
  if (data.length && pact.price_time_id === null) throw new BizError(400, 'required', { field: 'price_time_id' }, 'price_time_id');
  const seen = new Set<string>();
  const rows = data.map((r, i) => {
    const productType = r.productType ?? 'concrete';
    const grade = r.grade.trim().toUpperCase();
    const key = `${productType}/${grade}`;
    if (seen.has(key)) throw new BizError(400, 'duplicate', { field: `data[${i}].grade` }, `data[${i}].grade`);
    seen.add(key);
    const fen = yuanToFen(r.price);
    if (fen === undefined || fen < 0 || fen > 100_000_000) throw new BizError(400, 'invalid', { field: `data[${i}].price` }, `data[${i}].price`);
    return { org_id: pact.org_id, contract_id: pactId, period_id: pact.price_time_id!, product_type: productType, grade, price: String(r.price) };
  });
  if (pact.price_time_id !== null)
    await ctx.db.deleteFrom('contract_prices').where('contract_id', '=', pactId).where('period_id', '=', pact.price_time_id).execute();
  if (rows.length) await ctx.db.insertInto('contract_prices').values(rows).execute();
}

const gradesOf = async (ctx: CallContext, pactId: number) =>
  ctx.db.selectFrom('contract_prices').select(['product_type as productType', 'grade', 'price']).where('contract_id', '=', pactId).orderBy('grade').execute();

/**
 * pact-add and pact-update: the contract and, with `data`, its grade list, in one transaction.
 * update-pact-state { pact_id, state }: the transition into that state (2 suspend, 1 resume, 3 close), with the
 * transition's own button and allowed states (409 naming the current state otherwise).
 */
export const pactOverrides: Record<string, Override> = {
  pactAdd: override({
    write: true,
    button: 'add',
    input: withData('add'),
    handler: async (ctx, def) => {
      const pact = (await add(ctx, def)) as { pact_id: number };
      await writeGrades(ctx, pact.pact_id);
      return { ...pact, data: await gradesOf(ctx, pact.pact_id) };
    },
  }),
  updateState: override({
    write: true,
    button: 'edit',
    input: (def) => input({ [def.id]: wire.id(), state: wire.int({ min: 1, max: 3 }) }),
    handler: async (ctx, def) => {
      const state = ctx.input.state;
      const t = def.transitions?.find((x) => x.to === state);
      if (!t) throw new BizError(400, 'invalid', { field: 'state' }, 'state');
      return runTransition(ctx, def, t);
    },
  }),
  pactUpdate: override({
    write: true,
    button: 'edit',
    input: withData('update'),
    handler: async (ctx, def) => {
      const pact = (await update(ctx, def)) as { pact_id: number };
      await writeGrades(ctx, pact.pact_id);
      return { ...pact, data: await gradesOf(ctx, pact.pact_id) };
    },
  }),
};
