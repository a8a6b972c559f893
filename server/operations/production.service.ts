import { CMD, VEHICLE_STATUSES, type BatchEvent } from '../../src/domain/events';
import { invalid, notFound } from '../http/errors';
import type { RecipeMaterial } from '../db/schema';
import { audit, write, type OpsDeps } from './ops-deps';
import { lineRows, siloRows } from './live.queries';
import { needId, needM3, round2 } from './validate';
import { m3ToMilli, milliToNumber } from '../../src/domain/sales/money';
import { raiseAlarm } from './alarm.service';

const LOADABLE = [VEHICLE_STATUSES.indexOf('ticketed'), VEHICLE_STATUSES.indexOf('loading')];

/**
 * One batch out of a line's mixer into the truck of a ticket: the recipe's materials per m³
 * leave the line's silos (fullest silo of each material first; water is metered, not stored).
 */
export async function recordBatch(deps: OpsDeps, input: { hostId: number; ticketId: number; quantity: number }) {
  const hostId = needId('hostId', input.hostId);
  const ticketId = needId('ticketId', input.ticketId);
  const milli = needM3('quantity', input.quantity, { positive: true });
  const quantity = milliToNumber(milli);
  return write(deps, async (tx, emit, emitToUser) => {
    const ticket = await tx
      .selectFrom('delivery_tickets as t')
      .innerJoin('production_tasks as k', 'k.id', 't.task_id')
      .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
      .select(['t.id', 't.org_id', 't.status', 't.task_id', 'k.task_code', 'r.materials'])
      .where('t.id', '=', ticketId)
      .executeTakeFirst();
    if (!ticket) throw notFound();
    if (!LOADABLE.includes(ticket.status)) throw invalid('ticketId');
    const mixer = await tx
      .selectFrom('mixers as m')
      .innerJoin('hosts as h', 'h.id', 'm.host_id')
      .select(['m.id', 'm.batch_capacity'])
      .where('m.host_id', '=', hostId)
      .where('h.org_id', '=', ticket.org_id)
      .orderBy('m.id')
      .executeTakeFirst();
    if (!mixer) throw invalid('hostId');
    if (milli > (m3ToMilli(mixer.batch_capacity) ?? 0)) throw invalid('quantity');
    const now = deps.clock.now();
    const batch = await tx
      .insertInto('batch_records')
      .values({ org_id: ticket.org_id, host_id: hostId, mixer_id: mixer.id, task_id: ticket.task_id, ticket_id: ticketId, quantity, at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const silos = await tx
      .selectFrom('silos')
      .select(['id', 'name', 'material_name', 'level', 'alarm_low'])
      .where('host_id', '=', hostId)
      .orderBy('level', 'desc')
      .orderBy('id')
      .forUpdate()
      .execute();
    const before = new Map(silos.map((x) => [x.id, Number(x.level)]));
    const consumed: Array<{ siloId: number; material: string; tonnes: number }> = [];
    const materials = (await deps.hooks.taskRecipe?.batchMaterials(tx, ticket.task_id)) ?? (ticket.materials as RecipeMaterial[]);
    for (const m of materials) {
      let need = (m.kgPerM3 * quantity) / 1000;
      for (const s of silos.filter((x) => x.material_name === m.materialName)) {
        if (need <= 0) break;
        const take = Math.min(need, Number(s.level));
        if (take <= 0) continue;
        s.level = String(round2(Number(s.level) - take));
        need -= take;
        consumed.push({ siloId: s.id, material: m.materialName, tonnes: round2(take) });
      }
    }
    if (consumed.length) {
      await tx
        .insertInto('batch_consumptions')
        .values(consumed.map((c) => ({ org_id: ticket.org_id, batch_id: batch.id, silo_id: c.siloId, material_name: c.material, quantity: c.tonnes, at: now })))
        .execute();
      for (const c of consumed) {
        await tx
          .updateTable('silos')
          .set({ level: silos.find((s) => s.id === c.siloId)!.level })
          .where('id', '=', c.siloId)
          .execute();
      }
    }
    for (const silo of silos) {
      const low = Number(silo.alarm_low);
      if (before.get(silo.id)! >= low && Number(silo.level) < low) {
        await raiseAlarm(deps, tx, emitToUser, {
          eventCode: 'EV003',
          orgId: ticket.org_id,
          key: 'siloLowAlarm',
          businessType: 'silo',
          businessId: silo.id,
          route: '/bigscreen/material',
          params: { silo: silo.name, material: silo.material_name, level: Number(silo.level), limit: low },
        });
      }
    }
    if (ticket.status !== VEHICLE_STATUSES.indexOf('loading')) {
      await tx
        .updateTable('delivery_tickets')
        .set({ status: VEHICLE_STATUSES.indexOf('loading'), loading_at: now })
        .where('id', '=', ticketId)
        .execute();
    }
    await audit(deps, tx, ticket.org_id, 'batch', 'delivery_ticket', ticketId, { hostId, quantity });
    const event: BatchEvent = { lineId: hostId, orgId: ticket.org_id, taskCode: ticket.task_code, quantity, time: deps.clock.format(now) };
    emit(ticket.org_id, CMD.batch, event);
    const changed = consumed.length ? await siloRows(tx, [ticket.org_id], [...new Set(consumed.map((c) => c.siloId))]) : [];
    if (changed.length) emit(ticket.org_id, CMD.siloLevels, changed);
    emit(ticket.org_id, CMD.line, (await lineRows(tx, deps.clock, [ticket.org_id], [hostId]))[0]);
    return { id: Number(batch.id), silos: changed };
  });
}
