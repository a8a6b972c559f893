import { APPROVE_PENDING } from '../../src/domain/resources/approval';
import type { FlowDef } from '../../src/domain/resources/flows';
import type { CallContext } from '../http/call';

/** The open (pending) group of the flow a record belongs to, if any. */
export async function groupOfRecord(ctx: Pick<CallContext, 'db'>, flow: FlowDef, id: number): Promise<number | undefined> {
  if (!flow.group) return undefined;
  const r = (await ctx.db
    .selectFrom('approval_group_members as m')
    .innerJoin('approval_groups as g', 'g.id', 'm.group_id')
    .select('g.id')
    .where('m.business_id', '=', String(id))
    .where('g.business_type', '=', flow.businessType)
    .where('g.state', '=', APPROVE_PENDING)
    .executeTakeFirst()) as { id: number } | undefined;
  return r?.id;
}
