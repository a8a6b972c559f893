import { sql, type RawBuilder } from 'kysely';
import type { CallContext } from '../../server/http/call';
import type { OrgScope } from '../../server/http/scope';
import { costFen, costPerM3Fen, deviation, fenToYuan, sum3, yuanToFen } from './production.figures';
import type { Range } from './report-range.server';
import { WATER } from './stats-queries.server';

/** `column in (scope)` as SQL; an empty scope matches nothing. */
const inScopeSql = (column: string, scope: OrgScope): RawBuilder<boolean> =>
  scope === 'all' ? sql<boolean>`true` : sql<boolean>`${sql.ref(column)} in (${sql.join(scope.length ? [...scope] : ['-'])})`;

const taskSql = (taskId?: number) => (taskId ? sql`and b.task_id = ${taskId}` : sql``);

/**
 * Set against actual per material over the batches of a range (one task's when `taskId`):
 * set = Σ batch m³ × the recipe's kg per m³ / 1000 (t); actual = Σ what the batches drew from the
 * silos (batch_consumptions, t). Water is metered at the mixer and never drawn from a silo, so it
 * has a set quantity only and is left out of the comparison.
 */
export async function materialConsumption(ctx: CallContext, r: Range, taskId?: number) {
  const set = await sql<{ material: string; tonnes: string }>`
    select m->>'materialName' as material, round(sum(b.quantity * (m->>'kgPerM3')::numeric) / 1000, 3)::text as tonnes
    from batch_records b join production_tasks k on k.id = b.task_id join recipes rc on rc.id = k.recipe_id
    cross join lateral jsonb_array_elements(rc.materials) m
    where b.at >= ${r.from} and b.at < ${r.to} and ${inScopeSql('b.org_id', r.scope)} ${taskSql(taskId)} and m->>'materialName' <> ${WATER}
    group by 1`.execute(ctx.db);
  const actual = await sql<{ material: string; tonnes: string }>`
    select c.material_name as material, round(sum(c.quantity), 3)::text as tonnes
    from batch_consumptions c join batch_records b on b.id = c.batch_id
    where b.at >= ${r.from} and b.at < ${r.to} and ${inScopeSql('b.org_id', r.scope)} ${taskSql(taskId)}
    group by 1`.execute(ctx.db);
  const names = [...new Set([...set.rows, ...actual.rows].map((x) => x.material))].sort();
  return names.map((materialName) => {
    const setTonnes = set.rows.find((x) => x.material === materialName)?.tonnes ?? '0.000';
    const actualTonnes = actual.rows.find((x) => x.material === materialName)?.tonnes ?? '0.000';
    return { materialName, setQuantity: sum3([setTonnes]), actualQuantity: sum3([actualTonnes]), ...deviation(setTonnes, actualTonnes) };
  });
}

/** Configured material prices: system_config `material_price.<material code>` in yuan per tonne. */
export const PRICE_PREFIX = 'material_price.';

/**
 * Material cost per recipe: each material the recipe's batches drew (t, by silo material code) ×
 * its configured price; a material without a price is listed unpriced and the recipe marked
 * `priced: false`, so a partial cost never passes for a whole one.
 */
export async function recipeCosts(ctx: CallContext, r: Range) {
  const prices = await ctx.db.selectFrom('system_config').select(['config_code', 'config_value']).where('config_code', 'like', `${PRICE_PREFIX}%`).execute();
  const priceOf = new Map(prices.map((p) => [p.config_code.slice(PRICE_PREFIX.length), yuanToFen(p.config_value)]));
  const volumes = await sql<{ id: number; recipe_code: string; strength: string; quantity: string; batches: number }>`
    select rc.id, rc.recipe_code, rc.strength, round(sum(b.quantity), 3)::text as quantity, count(*)::int as batches
    from batch_records b join production_tasks k on k.id = b.task_id join recipes rc on rc.id = k.recipe_id
    where b.at >= ${r.from} and b.at < ${r.to} and ${inScopeSql('b.org_id', r.scope)}
    group by rc.id, rc.recipe_code, rc.strength order by rc.recipe_code`.execute(ctx.db);
  const drawn = await sql<{ id: number; material_code: string; material_name: string; tonnes: string }>`
    select k.recipe_id as id, s.material_code, c.material_name, round(sum(c.quantity), 3)::text as tonnes
    from batch_consumptions c join batch_records b on b.id = c.batch_id join production_tasks k on k.id = b.task_id join silos s on s.id = c.silo_id
    where b.at >= ${r.from} and b.at < ${r.to} and ${inScopeSql('b.org_id', r.scope)}
    group by 1, 2, 3 order by 2`.execute(ctx.db);
  const list = volumes.rows.map((v) => {
    const materials = drawn.rows
      .filter((d) => d.id === v.id)
      .map((d) => {
        const price = priceOf.get(d.material_code);
        const fen = price === undefined ? undefined : costFen(d.tonnes, price);
        return {
          materialCode: d.material_code,
          materialName: d.material_name,
          quantity: d.tonnes,
          price: price === undefined ? '' : fenToYuan(price),
          cost: fen === undefined ? '' : fenToYuan(fen),
          costFen: fen,
        };
      });
    const totalFen = materials.reduce((t, m) => t + (m.costFen ?? 0), 0);
    return {
      recipeId: v.id,
      recipeCode: v.recipe_code,
      strength: v.strength,
      batches: v.batches,
      quantity: v.quantity,
      priced: materials.every((m) => m.costFen !== undefined),
      cost: fenToYuan(totalFen),
      costPerM3: fenToYuan(costPerM3Fen(totalFen, v.quantity)),
      materials: materials.map(({ costFen: _f, ...m }) => m),
    };
  });
  return { list };
}
