import type { DB } from '../db/database';
import { TASK_STATE } from '../operations/task.service';

/**
 * Outsourcing (admin/outsourcing): nothing else writes units, contracts or prices, so each station
 * gets one partner plant with an agreed contract (per m³ near, per trip far) and two of its tasks
 * given to it; the simulator's loads of that task then carry the unit (migration 0152), so the
 * console, the delivery bills and a settlement have real tickets.
 */
export async function seedOutsourcing(db: DB): Promise<void> {
  const year = new Date().getFullYear();
  const stations = await db.selectFrom('orgs').select(['org_id', 'org_name']).where('org_id', '<>', '0001').orderBy('org_id').execute();
  for (const [i, o] of stations.entries()) {
    const n = String(i + 1).padStart(4, '0');
    const unit = await db
      .insertInto('outsourcing_units')
      .values({
        org_id: o.org_id,
        unit_code: `WX${n}`,
        unit_name: `${o.org_name.replace(/站$/, '')}协作搅拌站`,
        contact: '刘经理',
        phone: `1390000${n}`,
        address: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const contract = await db
      .insertInto('outsourcing_contracts')
      .values({
        org_id: o.org_id,
        contract_code: `WXHT${year}${n}`,
        unit_id: unit.id,
        start_date: `${year}-01-01`,
        end_date: `${year + 1}-12-31`,
        approve_state: 1,
        submit_user: '系统管理员',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('outsourcing_transport_prices')
      .values([
        { org_id: o.org_id, contract_id: contract.id, price_kind: 'volume', from_km: '0', to_km: '20', price_fen: 4500 },
        { org_id: o.org_id, contract_id: contract.id, price_kind: 'volume', from_km: '20', to_km: '40', price_fen: 6200 },
        { org_id: o.org_id, contract_id: contract.id, price_kind: 'trip', from_km: '40', to_km: '100', price_fen: 68000 },
      ])
      .execute();
    // a running task, so the console opens on work in progress, and the newest finished one (yesterday's pour), so the
    // delivery bills and a settlement have loads from the first start
    const running = await db
      .selectFrom('production_tasks')
      .select('id')
      .where('org_id', '=', o.org_id)
      .where('state', 'in', [TASK_STATE.open, TASK_STATE.producing])
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const finished = await db
      .selectFrom('production_tasks')
      .select('id')
      .where('org_id', '=', o.org_id)
      .where('state', '=', TASK_STATE.completed)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const given = [running?.id, finished?.id].filter((id): id is number => id !== undefined);
    if (given.length)
      await db.updateTable('production_tasks').set({ outsourcing_unit_id: unit.id, outsourcing_distance_km: '12.50' }).where('id', 'in', given).execute();
  }
}
