import { sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * The demo plant's recipes come approved by its laboratory, and every task carries its recipe as
 * an approved selection (issue 11: no ticket without one), so the plant and the simulator produce
 * from the first minute. New tasks get theirs when they open (admin/lab/recipe-select.server.ts).
 * Each production line has a recipe template of its bunkers, in their order on the line.
 */
export async function seedRecipeSelections(db: DB): Promise<void> {
  await db.updateTable('recipes').set({ approve_state: 1, approve_round: 1, submit_user: '实验室' }).where('approve_state', 'is', null).execute();
  await sql`insert into recipe_selections (org_id, task_id, recipe_id, recipe_code, strength, slump, materials,
    approve_state, approve_round, leader_approve_state, leader_approve_round, submit_user, leader_submit_user)
    select k.org_id, k.id, r.id, r.recipe_code, r.strength, r.slump, r.materials, 1, 1, 1, 1, '实验室', '实验室'
    from production_tasks k join recipes r on r.id = k.recipe_id
    where not exists (select 1 from recipe_selections s where s.task_id = k.id)`.execute(db);
  await sql`insert into recipe_templates (org_id, template_name, host_id, details)
    select h.org_id, h.host_name || '模板', h.id,
      (select coalesce(jsonb_agg(jsonb_build_object('materialName', s.material_name, 'siloId', s.id, 'sortIndex', s.n - 1) order by s.n), '[]'::jsonb)
         from (select id, material_name, row_number() over (order by id) n from silos where host_id = h.id) s)
    from hosts h where h.kind = 'line'
    on conflict do nothing`.execute(db);
}
