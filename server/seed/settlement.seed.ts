import type { DB } from '../db/database';
import { createClock } from '../clock';
import type { CallContext } from '../http/call';
import { Params } from '../http/params';
import { approve, submit } from '../approval/approval.engine';
import { APPROVE_PENDING } from '../../src/domain/resources/approval';
import { salesSettlementResource } from '../../admin/statement/settlement.resource';
import { salesSettlementServer } from '../../admin/statement/settlement.server';
import { actingAs, type SeedEnv } from './seed-actor';

/**
 * The station whose finished pour of yesterday (./pour-history.seed.ts) the demo's sheet settles: 萧山站,
 * not 余杭站, whose customers the simulator delivers to and the make screen is shown with (an agreed
 * period is frozen, so a month sheet over it would be refused); the other stations' pours stay open.
 */
export const SETTLED_STATION = '02';

type Handler = (ctx: CallContext, def: typeof salesSettlementResource) => Promise<unknown>;
const handler = (name: string): Handler => {
  const o = salesSettlementServer.overrides?.[name];
  if (!o) throw new Error(`seed: the settlement sheet has no ${name} call`);
  return o.handler as Handler;
};

/**
 * One agreed sales settlement sheet, so /statement/settlement-bills, the receivable screen and the
 * finance screens show real figures on a fresh demo: the customer of station 02's finished pour of
 * yesterday, over the month up to yesterday. It goes through the calls a click runs — the period's
 * open tickets priced by the one resolution (`delivery-book-list`), `settlement-make` storing the
 * sheet with its lines and totals, the approval engine's submit (and the approver's decision when a
 * flow is configured) — so no figure is written here. A period whose tickets nothing prices (the
 * seeded price year does not cover it: a first start on 1 January) gets no sheet rather than a wrong one;
 * a seed without the pour history (the scale seed) has no tickets and gets none.
 */
export async function seedSettlement(db: DB, env: SeedEnv): Promise<void> {
  const tz = await db.selectFrom('settings').select('value').where('type', '=', 'plant_time_zone').executeTakeFirst();
  const clock = createClock(tz?.value || process.env.PLANT_TZ || 'Asia/Shanghai');
  const yesterday = clock.format(new Date(clock.now().getTime() - 24 * 3600_000)).slice(0, 10);
  const period = { startDate: `${yesterday.slice(0, 8)}01`, endDate: yesterday };
  const customer = await db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .select('k.customer_id')
    .where('t.org_id', '=', SETTLED_STATION)
    .where('t.detail_state', '=', 'sent')
    .where('t.sales_settlement_id', 'is', null)
    .orderBy('t.id')
    .executeTakeFirst();
  if (!customer) return;

  const as = async (user: string, input: Record<string, unknown>): Promise<CallContext> => {
    const who = await actingAs(db, env, user);
    return {
      ...who,
      services: { ...who.services, clock },
      input,
      params: new Params(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))),
    };
  };
  const key = { customerId: customer.customer_id, ...period };
  const open = (await handler('candidates')(await as('sales', key), salesSettlementResource)) as { ticketCount: number; unpricedCount: number };
  if (!open.ticketCount || open.unpricedCount) return;

  const sheet = (await handler('make')(await as('sales', { ...key, remark: '月度结算' }), salesSettlementResource)) as { id: number };
  const submitted = (await submit(await as('sales', { id: sheet.id }), salesSettlementResource, sheet.id)) as { approveState: number };
  if (submitted.approveState === APPROVE_PENDING)
    await approve(await as('approver', { id: sheet.id, status: 1, text: '同意' }), salesSettlementResource, sheet.id);
}
