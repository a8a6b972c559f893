import { sql, type Kysely } from 'kysely';
import type { Id, IntDefault, NullableStamp, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { defineServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { BizError, invalid, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { scopeOf } from '../../server/http/scope';
import type { CallContext } from '../../server/http/call';
import { fetchOne, guard } from '../../server/resources/resource.handlers';
import { labelOf } from '../../src/domain/resources/labels';
import { SAMPLE_STATE } from './concrete-sample.resource';

/** Concrete strength specimens (migration 0140-concrete-samples). */
export interface ConcreteSampleTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  task_id: number;
  task_code: Text;
  strength: Text;
  sample_no: string;
  sample_date: string;
  age_days: number;
  specimen_count: IntDefault;
  state: IntDefault;
  cancel_time: NullableStamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    concrete_samples: ConcreteSampleTable;
  }
}

/**
 * Sample numbers: `YP` + station code + plant year + a 4-digit sequence per station and year
 * (YP0120260001), so a number names one station's sample even when the head office acts for all.
 */
const prefixOf = (orgId: string, year: string) => `YP${orgId}${year}`;
const seqOf = (sampleNo: string) => Number(sampleNo.slice(-4)) || 0;

/** The largest sample number given out by a station in a year, cancelled ones included (a number is never reused). */
export async function maxSampleNo(ctx: CallContext, orgId: string, year: string): Promise<string | null> {
  const r = await ctx.db
    .selectFrom('concrete_samples')
    .select(sql<string | null>`max(sample_no)`.as('n'))
    .where('org_id', '=', orgId)
    .where('sample_no', 'like', `${prefixOf(orgId, year)}%`)
    .executeTakeFirst();
  return r?.n ?? null;
}
export const nextOf = (max: string | null, orgId: string, year: string) => `${prefixOf(orgId, year)}${String(seqOf(max ?? '') + 1).padStart(4, '0')}`;

/** The station a sample belongs to: the task's; the caller must see it. */
/**
 * One new sample number of the task's station (its next this year), one row per curing age: what
 * concreteStrengthApi/insert and the lab's specimen registration both take. One number at a time per
 * station: the lock makes two samplers never get the same number.
 */
export async function takeSampleGroup(
  ctx: CallContext,
  task: Awaited<ReturnType<typeof taskOf>>,
  o: { ages: readonly number[]; sampleDate: string; specimenCount: number; specimen?: { ticket_id: number; size_mm: number; sampler: string } },
) {
  const year = o.sampleDate.slice(0, 4);
  await sql`select pg_advisory_xact_lock(hashtext(${`concrete_samples:${task.org_id}`}))`.execute(ctx.db);
  const sampleNo = nextOf(await maxSampleNo(ctx, task.org_id, year), task.org_id, year);
  const rows = await ctx.db
    .insertInto('concrete_samples')
    .values(
      o.ages.map((age) => ({
        org_id: task.org_id,
        task_id: task.id,
        task_code: task.task_code,
        strength: task.strength,
        sample_no: sampleNo,
        sample_date: o.sampleDate,
        age_days: age,
        specimen_count: o.specimenCount,
        ...o.specimen,
      })),
    )
    .returning('id')
    .execute();
  return { sampleNo, rows };
}

export async function taskOf(ctx: CallContext, taskId: number) {
  const task = await ctx.db.selectFrom('production_tasks').select(['id', 'org_id', 'task_code', 'strength']).where('id', '=', taskId).executeTakeFirst();
  const scope = scopeOf(ctx);
  if (!task || (scope !== 'all' && !scope.includes(task.org_id))) throw invalid('taskId');
  return task;
}

export const concreteSampleServer = defineServerPart({
  resource: 'concreteSample',
  overrides: {
    /** The largest sample number of the station (the caller's, or the task's) this year, and the next one. */
    maxSampleNo: {
      input: input({ taskId: wire.id().optional(), year: wire.int({ min: 2000, max: 2999 }).optional() }),
      handler: async (ctx) => {
        const orgId = ctx.input.taskId ? (await taskOf(ctx, Number(ctx.input.taskId))).org_id : ctx.orgId;
        const year = String(ctx.input.year ?? ctx.services.clock.today().slice(0, 4));
        const max = await maxSampleNo(ctx, orgId, year);
        return { maxSampleNo: max ?? '', nextSampleNo: nextOf(max, orgId, year) };
      },
    },
    /**
     * Takes samples of a task's concrete: one row per curing age under one new sample number
     * (the station's next), dated `sampleDate` (the plant's today when absent).
     */
    insert: override({
      write: true,
      button: 'sample',
      input: input({
        taskId: wire.id(),
        sampleDate: wire.date().optional(),
        ages: wire.list(wire.int({ min: 1, max: 365 }), { max: 9 }).optional(),
        specimenCount: wire.int({ min: 1, max: 99 }).optional(),
      }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'sample');
        const task = await taskOf(ctx, Number(ctx.input.taskId));
        const ages = [...new Set(ctx.input.ages ?? [28])];
        if (!ages.length) throw invalid('ages');
        const sampleDate = ctx.input.sampleDate ?? ctx.services.clock.today();
        const { sampleNo, rows } = await takeSampleGroup(ctx, task, { ages, sampleDate, specimenCount: Number(ctx.input.specimenCount ?? 1) });
        for (const r of rows) await ctx.audit('insert', d.name, r.id, { sampleNo, taskId: task.id });
        return { sampleNo, list: await Promise.all(rows.map((r) => fetchOne(ctx, d, r.id))) };
      },
    }),
    /** Cancels a sample (all its ages, or one row by `id`); a cancelled sample cannot be cancelled again. */
    cancelSample: {
      write: true,
      button: 'sample',
      input: input({ id: wire.id().optional(), sampleNo: wire.code(32).optional() }),
      handler: async (ctx, d) => {
        await guard(ctx, d, 'sample');
        if (!ctx.input.id && !ctx.input.sampleNo) throw new BizError(400, 'required', { field: 'id' }, 'id');
        let q = ctx.db.selectFrom('concrete_samples').select(['id', 'org_id', 'state']).forUpdate();
        q = ctx.input.id ? q.where('id', '=', Number(ctx.input.id)) : q.where('sample_no', '=', String(ctx.input.sampleNo));
        const rows = await q.execute();
        const scope = scopeOf(ctx);
        const mine = rows.filter((r) => scope === 'all' || scope.includes(r.org_id));
        if (!mine.length) throw notFound();
        if (mine.every((r) => r.state === SAMPLE_STATE.cancelled)) {
          throw new BizError(409, 'stateForbids', { state: labelOf('concreteSample.stateCancelled', ctx.lang) }, 'state');
        }
        const ids = mine.filter((r) => r.state !== SAMPLE_STATE.cancelled).map((r) => r.id);
        await ctx.db
          .updateTable('concrete_samples')
          .set({ state: SAMPLE_STATE.cancelled, cancel_time: new Date(), updated_at: new Date() })
          .where('id', 'in', ids)
          .execute();
        for (const id of ids) await ctx.audit('cancelSample', d.name, id);
        return { cancelled: ids.length };
      },
    },
  },
  migrations: {
    '0140-concrete-samples': {
      async up(db: Kysely<unknown>) {
        await orgColumn(recordColumns(db.schema.createTable('concrete_samples')))
          .addColumn('task_id', 'integer', (c) => c.notNull().references('production_tasks.id'))
          .addColumn('task_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
          .addColumn('strength', 'varchar(16)', (c) => c.notNull().defaultTo(''))
          .addColumn('sample_no', 'varchar(32)', (c) => c.notNull())
          .addColumn('sample_date', 'date', (c) => c.notNull())
          .addColumn('age_days', 'integer', (c) => c.notNull())
          .addColumn('specimen_count', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('cancel_time', 'timestamptz')
          .addUniqueConstraint('concrete_samples_no_age', ['org_id', 'sample_no', 'age_days'])
          .execute();
        await db.schema.createIndex('concrete_samples_task').on('concrete_samples').column('task_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('concrete_samples').execute();
      },
    },
  },
});
