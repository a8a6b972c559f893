import { sql } from 'kysely';
import type { TestServer } from '../harness';

/** A raw call that keeps the bytes (PDF answers) as well as the parsed envelope. */
export async function rawCall(s: TestServer, path: string, token: string, query: Record<string, string>, lang = 'zh-CN') {
  const res = await s.app.inject({ method: 'GET', url: `/prod-api${path}`, query, headers: { access_token: token, 'accept-language': lang } });
  let body: { code?: number; msg?: string; data?: unknown } = {};
  if (!String(res.headers['content-type']).startsWith('application/pdf')) body = JSON.parse(res.body);
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, body };
}

/** Grants or withdraws one button of a screen for a role, as the role screen would. */
export async function setButton(s: TestServer, role: string, screen: string, button: string, granted: boolean) {
  const db = s.services.db;
  const menu = await db.selectFrom('menus').select(['id', 'buttons']).where('path', '=', screen).executeTakeFirstOrThrow();
  const r = await db.selectFrom('roles').select('role_id').where('role_code', '=', role).executeTakeFirstOrThrow();
  await db.deleteFrom('role_menu_buttons').where('role_id', '=', r.role_id).where('menu_id', '=', menu.id).where('button', '=', button).execute();
  if (granted) await db.insertInto('role_menu_buttons').values({ role_id: r.role_id, menu_id: menu.id, button }).execute();
  return menu.buttons.split(',');
}

/** A ticket of a station that has batches, with its task's customer name. */
export async function ticketOf(s: TestServer, orgId: string, skip = 0) {
  const r = await sql<{ id: number; ticket_code: string; customer_name: string }>`
    select t.id, t.ticket_code, c.customer_name from delivery_tickets t join production_tasks k on k.id = t.task_id
    join customers c on c.id = k.customer_id where t.org_id = ${orgId} and exists (select 1 from batch_records b where b.ticket_id = t.id)
    order by t.id limit 1 offset ${skip}`.execute(s.services.db);
  if (!r.rows[0]) throw new Error(`no ticket with batches at ${orgId}`);
  return r.rows[0];
}
