import type { DB } from '../db/database';

/** A level of a demo flow decided by a role: `[level, role code]`; several at one level countersign. */
export type DemoLevel = readonly [level: number, role: string];

/**
 * Production's countersigned flows (issue 9): the commercial review (approver role) and the
 * production office (dispatcher role, skipped on what he submits himself) at level 1, then the head
 * office (admin role) at level 2.
 */
export const COUNTERSIGNED: readonly DemoLevel[] = [
  [1, 'approver'],
  [1, 'dispatcher'],
  [2, 'admin'],
];

/**
 * The `seed` of a server part whose flow the demo company has configured: the levels of
 * `businessType` as /settings/approval-flow would save them.
 */
export const demoFlow =
  (businessType: string, levels: readonly DemoLevel[]) =>
  async (db: DB): Promise<void> => {
    await db
      .insertInto('approval_flows')
      .values(levels.map(([level, role]) => ({ business_type: businessType, level, approver_type: 'role' as const, approver_value: role })))
      .execute();
  };
