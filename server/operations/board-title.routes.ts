import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { BOARD_TITLE, BOARD_TITLE_SETTING } from '../../src/domain/board-title';
import type { DB } from '../db/database';
import { defineCall } from '../http/call';
import { noInput } from '../http/input';
import { HEAD_OFFICE } from '../http/session-user';

/**
 * The wall boards' title for the organisation a user acts for: its own bigscreen_title setting, else
 * the company's (the head office's), else the station's name. A station user cannot read the head
 * office's settings, so the generic setting call alone left its boards on the built-in default.
 */
export async function boardTitle(db: DB, orgId: string): Promise<string | null> {
  const setting = await db.selectFrom('settings').select('value').where('type', '=', BOARD_TITLE_SETTING).where('org_id', 'in', [orgId, HEAD_OFFICE])
    .where(sql<boolean>`trim(value) <> ''`).orderBy(sql`org_id = ${orgId}`, 'desc').orderBy('id').executeTakeFirst();
  if (setting) return setting.value.trim();
  const org = await db.selectFrom('orgs').select(['org_name', 'org_short_name']).where('org_id', '=', orgId).executeTakeFirst();
  return org ? org.org_short_name || org.org_name : null;
}

export function boardTitleRoutes(app: FastifyInstance): void {
  defineCall(app, BOARD_TITLE, async (ctx) => ({ title: await boardTitle(ctx.db, ctx.orgId) }), { perm: 'session', input: noInput, area: 'live' });
}
