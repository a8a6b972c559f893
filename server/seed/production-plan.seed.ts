import type { DB } from '../db/database';

/** The demo's plan times: the plans are for the days around the seed. */
const DAY_MS = 86_400_000;

/**
 * Task plans of the demo company (nothing else writes them): per station, the plans its first
 * two open tasks were opened from (approved), and plans still new, confirmed and cancelled, on
 * the station's own projects and mix designs. The approval flows of plans and tasks are seeded
 * with the countersigned flows (server/seed/demo-flow.ts).
 */
export async function seedProductionPlans(db: DB): Promise<void> {
  const orgs = await db.selectFrom('orgs').select('org_id').where('org_type', '=', 'station').orderBy('org_id').execute();
  const now = Date.now();
  for (const { org_id: org } of orgs) {
    const projects = await db.selectFrom('projects').select(['id', 'customer_id']).where('org_id', '=', org).orderBy('id').limit(4).execute();
    const recipe = await db.selectFrom('recipes').select('id').where('org_id', '=', org).orderBy('id').executeTakeFirst();
    if (!projects.length || !recipe) continue;
    const tasks = await db
      .selectFrom('production_tasks')
      .select(['id', 'customer_id', 'project_id', 'recipe_id', 'pouring_site', 'pour_method', 'plan_quantity', 'open_time'])
      .where('org_id', '=', org)
      .orderBy('id')
      .limit(2)
      .execute();
    let seq = 0;
    const code = () => `JH${org}${String(++seq).padStart(4, '0')}`;
    const rows = [
      ...tasks.map((k) => ({
        org_id: org,
        plan_code: code(),
        customer_id: k.customer_id,
        project_id: k.project_id,
        recipe_id: k.recipe_id,
        pouring_site: k.pouring_site,
        pour_method: k.pour_method,
        plan_quantity: k.plan_quantity,
        unit_price: '420.00',
        plan_time: k.open_time,
        plan_state: 2,
        approve_state: 1,
        approve_level: 1,
        approve_round: 1,
        submit_user: '陈志强',
        task_id: k.id,
      })),
      ...[0, 1, 1, 3].map((state, i) => {
        const p = projects[i % projects.length];
        return {
          org_id: org,
          plan_code: code(),
          customer_id: p.customer_id,
          project_id: p.id,
          recipe_id: recipe.id,
          pouring_site: ['基础筏板', '二层楼板', '三层剪力墙', '地下室顶板'][i],
          pour_method: i % 2 ? '自卸' : '泵送',
          plan_quantity: String(60 + i * 25),
          unit_price: String(405 + i * 10) + '.00',
          plan_time: new Date(now + (i + 1) * DAY_MS),
          plan_state: state,
          approve_state: null,
          task_id: null,
        };
      }),
    ];
    await db.insertInto('task_plans').values(rows).execute();
  }
}
