import { sql } from 'kysely';
import type { CallContext } from '../../server/http/call';
import { inScope } from '../../server/http/scope';
import { ISSUED } from '../../server/operations/live.queries';
import { VEHICLE_STATUSES } from '../../src/domain/events';
import type { Range } from './report-range.server';

/**
 * The rows every statistic summarises, limited to a range of plant days and the caller's scope:
 * delivery tickets by the time they were issued (a draft not yet sent is no delivery), batch records
 * by the time they were mixed.
 */
export function ticketsIn(ctx: CallContext, r: Range) {
  const q = ctx.db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .innerJoin('customers as c', 'c.id', 'k.customer_id')
    .innerJoin('vehicles as v', 'v.id', 't.vehicle_id')
    .leftJoin('drivers as d', 'd.id', 't.driver_id')
    .where('t.created_at', '>=', r.from)
    .where('t.created_at', '<', r.to)
    .where(ISSUED);
  return inScope(q, 't.org_id', r.scope);
}

export function batchesIn(ctx: CallContext, r: Range) {
  const q = ctx.db
    .selectFrom('batch_records as b')
    .innerJoin('production_tasks as k', 'k.id', 'b.task_id')
    .innerJoin('recipes as rc', 'rc.id', 'k.recipe_id')
    .where('b.at', '>=', r.from)
    .where('b.at', '<', r.to);
  return inScope(q, 'b.org_id', r.scope);
}

/** Tickets whose load came back (returned load) or went to another site (diverted). */
export const RETURN_STATUSES = [VEHICLE_STATUSES.indexOf('returnedLoad'), VEHICLE_STATUSES.indexOf('diverted')];
export const isReturned = sql<boolean>`(t.returned_load_at is not null or t.diverted_at is not null)`;

/** Kilograms of one material per m³ in a recipe's mix (the `materials` jsonb), 0 when absent. */
export const recipeKg = (material: string) =>
  sql<string>`coalesce((select sum((m->>'kgPerM3')::numeric) from jsonb_array_elements(rc.materials) m where m->>'materialName' = ${material}), 0)`;

/** The water of the mix: metered at the mixer, never drawn from a silo (production.service.ts). */
export const WATER = '水';
