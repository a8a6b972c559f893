import type { DB } from '../db/database';
import { submit } from '../approval/approval.engine';
import { resourceByName } from '../../src/domain/resources/registry';
import { NOTICE_TYPE } from '../../src/domain/notices';
import { actingAs, type SeedEnv } from './seed-actor';

/**
 * What a demo user finds waiting on first sign-in: approvals submitted by sales that wait for the
 * approver (through the approval engine, so the to-dos and timeline are the real ones), and a few
 * plain notices, reminders and alarms for the office staff.
 */
export async function seedInbox(db: DB, env: SeedEnv): Promise<void> {
  const sales = await actingAs(db, env, 'sales');
  const drafts: Array<{ id: number }> = await sales.db
    .selectFrom('suppliers')
    .select('id')
    .where('code', 'in', ['GYS00007', 'GYS00008'])
    .orderBy('id')
    .execute();
  const supplier = resourceByName('supplier');
  if (!supplier) throw new Error('the supplier declaration (admin/basic) is not registered');
  for (const { id } of drafts) await submit(sales, supplier, id);

  const users = await db
    .selectFrom('users')
    .select(['user_id', 'user_name'])
    .where('user_name', 'in', ['admin', 'dispatcher', 'approver', 'sales', 'lab'])
    .execute();
  const idOf = (name: string) => users.find((u) => u.user_name === name)!.user_id;
  const notes: Array<[string, number, string, string, string]> = [
    ['admin', NOTICE_TYPE.notice, '系统升级通知', '本周六 22:00–23:00 系统维护，期间请勿提交结算。', ''],
    ['dispatcher', NOTICE_TYPE.reminder, '车辆年检提醒', '浙A·3K217 等 3 辆搅拌车本月到期年检，请安排送检。', '/home/future-handle'],
    ['dispatcher', NOTICE_TYPE.notice, '雨天施工安全', '明日有中到大雨，出车前检查雨布与防滑链。', ''],
    ['approver', NOTICE_TYPE.notice, '审批时限', '供应商准入审批请在两个工作日内处理。', ''],
    ['sales', NOTICE_TYPE.reminder, '合同到期提醒', '杭州地铁集团 2 份供货合同将于月底到期。', ''],
    ['lab', NOTICE_TYPE.reminder, '留样提醒', 'C30 配合比今日累计方量已超过 200 m³，请按规定留样。', ''],
  ];
  await db
    .insertInto('todos')
    .values(
      notes.map(([user, type, title, content, route]) => ({
        user_id: idOf(user),
        type,
        type_from: 'system',
        title,
        business_type: '',
        business_id: '',
        content,
        route,
        org_id: '0001',
        create_user: '系统',
      })),
    )
    .execute();
}
