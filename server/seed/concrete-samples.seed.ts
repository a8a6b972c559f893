import { sql } from 'kysely';
import type { DB } from '../db/database';

/**
 * Demo concrete strength samples (admin/production-report: concrete_samples): nothing in the demo
 * plant takes samples, so each station gets a few, 7 and 28 days old, on its first tasks, numbered
 * as /production/concreteStrengthApi/insert numbers them (YP + station + year + sequence).
 */
export async function seedConcreteSamples(db: DB): Promise<void> {
  const tasks = await db.selectFrom('production_tasks').select(['id', 'org_id', 'task_code', 'strength']).orderBy('org_id').orderBy('id').execute();
  const seq = new Map<string, number>();
  const rows = [];
  for (const t of tasks) {
    const n = (seq.get(t.org_id) ?? 0) + 1;
    if (n > 4) continue;
    seq.set(t.org_id, n);
    const daysAgo = n * 9;
    const year = sql<string>`to_char(current_date - ${daysAgo}::int, 'YYYY')`;
    for (const age of [7, 28]) {
      rows.push({
        org_id: t.org_id,
        task_id: t.id,
        task_code: t.task_code,
        strength: t.strength,
        age_days: age,
        specimen_count: 1,
        sample_date: sql<string>`current_date - ${daysAgo}::int`,
        sample_no: sql<string>`'YP' || ${t.org_id} || ${year} || ${String(n).padStart(4, '0')}`,
      });
    }
  }
  if (rows.length) await db.insertInto('concrete_samples').values(rows).execute();
}
