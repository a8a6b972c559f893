import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../harness';

const ORG = '01';

/**
 * What the production flow tests start from: the seeded server, the four users signed in, the
 * first project and recipe of station 01, one approval level of role `approver` for the flow
 * under test, and a customer limit so generous that only the credit tests meet it.
 */
export interface ProductionFixture {
  s: TestServer;
  admin: string;
  dispatcher: string;
  approver: string;
  station: string;
  project: { id: number; customer_id: number };
  recipeId: number;
}

export async function productionServer(businessType: 'task-plan' | 'sany-task'): Promise<ProductionFixture> {
  const s = await startTestServer();
  const [admin, dispatcher, approver, station] = await Promise.all(['admin', 'dispatcher', 'approver', 'station'].map((u) => s.login(u)));
  const project = await s.services.db.selectFrom('projects').select(['id', 'customer_id']).where('org_id', '=', ORG).orderBy('id').executeTakeFirstOrThrow();
  const recipeId = (await s.services.db.selectFrom('recipes').select('id').where('org_id', '=', ORG).orderBy('id').executeTakeFirstOrThrow()).id;
  const flow = await s.call('POST', '/system/approval-flow/save', admin, {
    body: { businessType, levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] },
  });
  expect(flow.body.code, JSON.stringify(flow.body)).toBe(200);
  await s.services.db
    .updateTable('customer_credits')
    .set({ credit_amount: '900000000.00', temp_amount: '0' })
    .where('customer_id', '=', project.customer_id)
    .execute();
  return { s, admin, dispatcher, approver, station, project, recipeId };
}
