import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { VEHICLE_STATUSES } from '../../../src/domain/events';
import { recordBatch } from '../../../server/operations/production.service';
import type { OpsDeps } from '../../../server/operations/ops-deps';
import { startTestServer, type TestServer } from '../harness';
import { okData } from '../calls';
import { pdfText } from './pdf-text';
import { rawCall } from './print-support';

/**
 * Issue 26 item 15: a load issued from the dispatch desk has no batch yet. Its printed ticket says
 * so across the production record (未生产记录 / not yet batched, in the document's language) and
 * prints no 合计: never 0.00 as if it were a measurement. Once batched, the ticket prints its
 * batches and their sum as before.
 */
let s: TestServer;
let admin: string;
let dispatcher: string;
let deps: OpsDeps;
let task: { id: number; customer_id: number };
let trucks: number[];

beforeAll(async () => {
  s = await startTestServer();
  [admin, dispatcher] = [await s.login('admin'), await s.login('dispatcher')];
  deps = s.app.live.deps(null, 'test');
  const db = s.services.db;
  // a running task of station 01 with room for three loads, its customer given credit (the ticket flow checks it)
  task = await db
    .selectFrom('production_tasks')
    .select(['id', 'customer_id'])
    .where('org_id', '=', '01')
    .where('state', 'in', [1, 2])
    .where(sql<boolean>`plan_quantity - shipped_quantity >= 12`)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('customer_credits').set({ credit_amount: '100000000' }).where('customer_id', '=', task.customer_id).execute();
  trucks = (
    await db
      .selectFrom('vehicles')
      .select('id')
      .where('org_id', '=', '01')
      .where('kind', '=', 'mixer')
      .where('status', '=', VEHICLE_STATUSES.indexOf('atPlant'))
      .where('ticket_id', 'is', null)
      .orderBy('id')
      .limit(3)
      .execute()
  ).map((v) => v.id);
  expect(trucks).toHaveLength(3);
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** A load of 4 m³ issued the way the desk issues it (a truck dropped on a task): no batch recorded. */
async function deskLoad(vehicleId: number): Promise<number> {
  const { ticketId } = okData(await s.call('POST', '/production/dispatch/issue', dispatcher, { body: { taskId: task.id, vehicleId, quantity: 4 } })) as {
    ticketId: number;
  };
  expect(await s.services.db.selectFrom('batch_records').select('id').where('ticket_id', '=', ticketId).execute()).toEqual([]);
  return ticketId;
}

async function printed(ticketId: number, lang: string): Promise<string> {
  const r = await rawCall(s, '/resource/deliveryTicket/print', admin, { id: String(ticketId), doc: 'ticket' }, lang);
  expect(r.headers['content-type'], JSON.stringify(r.body)).toBe('application/pdf');
  const pages = await pdfText(r.bytes);
  expect(pages).toHaveLength(1);
  return pages[0];
}

describe('the printed delivery ticket of a load not yet batched', () => {
  it('marks its production record 未生产记录 and prints no total', async () => {
    const page = await printed(await deskLoad(trucks[0]), 'zh-CN');
    expect(page).toContain('混凝土送货单');
    expect(page).toContain('生产记录');
    expect(page).toContain('未生产记录');
    expect(page).not.toMatch(/合计\s*[：:]?\s*0\.00/);
    expect(page).not.toContain('合计');
  });

  it("says it in the document's language", async () => {
    const page = await printed(await deskLoad(trucks[1]), 'en-US,en;q=0.9');
    expect(page).toContain('Not yet batched');
    expect(page).not.toContain('未生产记录');
    expect(page).not.toMatch(/Total\s*:?\s*0\.00/);
  });

  it('prints its batches and their sum once they are recorded', async () => {
    const ticketId = await deskLoad(trucks[2]);
    const line = await s.services.db
      .selectFrom('hosts')
      .select('id')
      .where('org_id', '=', '01')
      .where('kind', '=', 'line')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await recordBatch(deps, { hostId: line.id, ticketId, quantity: 2.5 });
    await recordBatch(deps, { hostId: line.id, ticketId, quantity: 1.5 });
    const page = await printed(ticketId, 'zh-CN');
    expect(page).toContain('生产记录');
    expect(page).not.toContain('未生产记录');
    expect(page).toContain('2.50');
    expect(page).toContain('1.50');
    expect(page).toMatch(/合计\s*：\s*4\.00/);
  });
});
