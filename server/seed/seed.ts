import type { DB } from '../db/database';
import { seedPlatform } from './platform.seed';
import { seedApprovalFlows } from './approval-flows.seed';
import { seedOperations } from './operations.seed';
import { seedInbox } from './inbox.seed';
import { seedPark } from './park.seed';
import { seedProductionPlans } from './production-plan.seed';
import { seedConcreteSamples } from './concrete-samples.seed';
import { seedOutsourcing } from './outsourcing.seed';
import { seedPourHistory } from './pour-history.seed';
import { seedSalesPrices } from './sales-price.seed';
import { seedSettlement } from './settlement.seed';
import { seedRecipeSelections } from './recipe-selection.seed';
import { seedMaterialTests } from './material-tests.seed';
import { seedAuxiliary } from './auxiliary.seed';
import { seedLabReports } from './lab-reports.seed';
import { seedRecipeApprovals } from './recipe-approvals.seed';
import { seedProductionApprovals } from './production-approvals.seed';
import type { SeedEnv } from './seed-actor';

type Seeder = { name: string; run: (db: DB, env: SeedEnv) => Promise<void> };

/**
 * Seeders run in order, once, on an empty database, all in one transaction: a start that
 * fails half-way leaves no half-seeded company behind. The platform's come first, then each
 * server part's own (`seed`, in the order of the areas and their parts), then the demo's story
 * across areas, which reads and writes through them.
 */
const platform: Seeder = { name: 'platform', run: seedPlatform };
const story: Seeder[] = [
  { name: 'approval-flows', run: seedApprovalFlows },
  { name: 'operations', run: seedOperations },
  { name: 'pour-history', run: seedPourHistory },
  { name: 'park', run: seedPark },
  { name: 'inbox', run: seedInbox },
  { name: 'production-plans', run: seedProductionPlans },
  { name: 'concrete-samples', run: seedConcreteSamples },
  { name: 'outsourcing', run: seedOutsourcing },
  { name: 'sales-prices', run: seedSalesPrices },
  { name: 'settlement', run: seedSettlement },
  { name: 'recipe-selections', run: seedRecipeSelections },
  { name: 'material-tests', run: seedMaterialTests },
  { name: 'auxiliary', run: seedAuxiliary },
  { name: 'lab-reports', run: seedLabReports },
  { name: 'recipe-approvals', run: seedRecipeApprovals },
  { name: 'production-approvals', run: seedProductionApprovals },
];

/**
 * `env`: the server parts and query environment the seeders' calls run with. `without`: seeders left
 * out (the scale seed writes its own past, so it leaves out the demo's finished pours).
 */
export async function seedIfEmpty(db: DB, env: SeedEnv, opts: { without?: readonly string[] } = {}): Promise<boolean> {
  const any = await db.selectFrom('orgs').select('org_id').limit(1).executeTakeFirst();
  if (any) return false;
  await db.transaction().execute(async (tx) => {
    const parts: Seeder[] = env.parts.seeds.map((s) => ({ name: s.resource, run: s.run }));
    for (const s of [platform, ...parts, ...story]) if (!opts.without?.includes(s.name)) await s.run(tx, env);
  });
  return true;
}
