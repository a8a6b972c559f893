import type { FastifyInstance } from 'fastify';
import { BOARD_TITLE, BOARD_TITLE_SETTING, boardTitleOf } from '../../src/domain/board-title';
import type { DB } from '../db/database';
import { defineCall } from '../http/call';
import { noInput } from '../http/input';

/**
 * The wall boards' title for the organisation a user acts for (`boardTitleOf`): its own
 * bigscreen_title setting, else its name — a station's boards bear the station's name, the head
 * office's the company's title. A station user cannot read the head office's settings, and needs
 * none: the generic setting call alone would leave its boards on the built-in default.
 */
export async function boardTitle(db: DB, orgId: string): Promise<string | null> {
  const org = await db.selectFrom('orgs').select(['org_id', 'org_name', 'org_short_name']).where('org_id', '=', orgId).executeTakeFirst();
  const settings = await db
    .selectFrom('settings')
    .select(['org_id', 'value'])
    .where('type', '=', BOARD_TITLE_SETTING)
    .where('org_id', '=', orgId)
    .orderBy('id')
    .execute();
  return boardTitleOf(
    org && { orgId: org.org_id, orgName: org.org_name, shortName: org.org_short_name },
    settings.map((s) => ({ orgId: s.org_id, value: s.value })),
  );
}

export function boardTitleRoutes(app: FastifyInstance): void {
  defineCall(app, BOARD_TITLE, async (ctx) => ({ title: await boardTitle(ctx.db, ctx.orgId) }), { perm: 'session', input: noInput, area: 'live' });
}
