import { sql, type Kysely } from 'kysely';
import type { IntDefault, NullableInt, NullableNum, NullableStamp, NullableText, Text } from '../../server/db/column-types';
import type { CallContext, ContextOf } from '../../server/http/call';
import { BizError, notFound } from '../../server/http/errors';
import { input, wire } from '../../server/http/input';
import { scopeOf, type OrgScope } from '../../server/http/scope';
import type { SampledCounter } from '../../server/operations/area-ports';
import { samplingTotals } from '../../server/operations/ticket.service';
import { fetchOne } from '../../server/resources/resource.handlers';
import { mapRows } from '../../server/resources/read-view';
import { anyDb, baseQuery, fieldError, scoped, selectWire } from '../../server/resources/resource.query';
import { defineServerPart, type ServerPart } from '../../server/resources/server-part';
import { override } from '../../server/resources/override';
import { CMD } from '../../src/domain/events';
import { cubeGroupStrength, type CubeGroupResult } from '../../src/domain/quality/cube-strength';
import { dec } from '../../src/domain/quality/decimal';
import { gradeMpa, QualityInputError } from '../../src/domain/quality/input';
import { labelOf } from '../../src/domain/resources/labels';
import type { ResourceDef } from '../../src/domain/resources/types';
import { noticeStrengthDrift } from '../lab/strength-drift.server';
import { takeSampleGroup, taskOf } from '../production-report/concrete-sample.server';
import { CUBE_SIZES, DEFAULT_AGES, GROUP_RULES } from './specimen.resource';

/** What registering, binding and testing add to a concrete sample (migration 0220-specimen-results). */
declare module '../production-report/concrete-sample.server' {
  interface ConcreteSampleTable {
    ticket_id: NullableInt;
    size_mm: IntDefault;
    sampler: Text;
    bind_code: NullableText;
    bound_at: NullableStamp;
    loads: NullableText;
    strengths: NullableText;
    rule: NullableText;
    size_factor: NullableNum;
    strength_mpa: NullableNum;
    percent_of_grade: NullableNum;
    tested_at: NullableStamp;
    tester: NullableText;
    image_name: NullableText;
  }
}

const VALID = 1;
const inScope = (scope: OrgScope, orgId: string) => scope === 'all' || scope.includes(orgId);

/** A group strength as a percentage of its grade's fcu,k, to 0.1 %. */
export const percentOfGrade = (strength: string, grade: string) => dec(strength).times(100).div(gradeMpa(grade)).toFixed(1);

/** Specimen groups registered since `since` per recipe: what answers the sampling reminders (this part's `countSampled`). */
const countSampled: SampledCounter = async (db, orgs, since) => {
  let q = db
    .selectFrom('concrete_samples as s')
    .innerJoin('production_tasks as k', 'k.id', 's.task_id')
    .innerJoin('recipes as r', 'r.id', 'k.recipe_id')
    .select(['r.recipe_code', sql<string>`count(distinct s.sample_no)`.as('n')])
    .where('s.created_at', '>=', since)
    .where('s.state', '=', VALID)
    .groupBy('r.recipe_code');
  if (orgs !== 'all') q = q.where('s.org_id', 'in', orgs.length ? orgs : ['-']);
  return new Map((await q.execute()).map((r) => [r.recipe_code, Number(r.n)]));
};

/** After the registering call has committed, the sampling channel hears the new counts (reminders close). */
function publishSamplingWhenCommitted(ctx: CallContext, orgId: string): void {
  const deps = ctx.request.server.live.deps(ctx.user, ctx.ip);
  ctx.reply.raw.once('finish', () => {
    void samplingTotals(deps.db, deps.clock, [orgId], deps.hooks.countSampled)
      .then((list) => deps.publisher.publish(orgId, CMD.sampling, list))
      .catch((err: unknown) => ctx.request.log.warn({ err, orgId }, 'sampling publish after commit failed'));
  });
}

/** The rows of one sample number the caller may touch, locked; 404 when none. */
async function sampleRows(ctx: CallContext, where: { id?: number; sampleNo?: string }) {
  let no = where.sampleNo;
  if (where.id !== undefined) {
    const r = await ctx.db.selectFrom('concrete_samples').select(['sample_no', 'org_id']).where('id', '=', where.id).executeTakeFirst();
    if (!r || !inScope(scopeOf(ctx), r.org_id)) throw notFound();
    no = r.sample_no;
  }
  const rows = await ctx.db
    .selectFrom('concrete_samples')
    .select(['id', 'org_id', 'state', 'tested_at', 'task_id', 'sample_no'])
    .where('sample_no', '=', no ?? '')
    .forUpdate()
    .execute();
  const mine = rows.filter((r) => inScope(scopeOf(ctx), r.org_id));
  if (!mine.length) throw notFound();
  return mine;
}

/** A group already tested or cancelled keeps its registration: 409 naming its state. */
function refuseUnlessOpen(ctx: CallContext, rows: readonly { state: number; tested_at: Date | null }[]) {
  if (rows.some((r) => r.state !== VALID)) throw new BizError(409, 'stateForbids', { state: labelOf('specimen.stateCancelled', ctx.lang) }, 'state');
  if (rows.some((r) => r.tested_at !== null)) throw new BizError(409, 'stateForbids', { state: labelOf('specimen.tested', ctx.lang) }, 'testedAt');
}

/** The ticket, which must be a load of the task. */
async function ticketOf(ctx: CallContext, def: ResourceDef, taskId: number, ticketId: number) {
  const t = await ctx.db
    .selectFrom('delivery_tickets')
    .select(['id', 'created_at'])
    .where('id', '=', ticketId)
    .where('task_id', '=', taskId)
    .executeTakeFirst();
  if (!t) throw fieldError(def, { field: 'ticketId', key: 'invalid' }, ctx.lang);
  return t;
}

function checkSize(ctx: CallContext, def: ResourceDef, size: number | undefined): number {
  const s = size ?? 150;
  if (!(CUBE_SIZES as readonly number[]).includes(s)) throw fieldError(def, { field: 'sizeMm', key: 'invalid' }, ctx.lang);
  return s;
}

/** The tasks in scope with at least one load (newest first, at most 200), matched by task code. */
async function tasksWithLoads(ctx: CallContext) {
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('production_tasks as k')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .select(['k.id as taskId', 'k.task_code as taskCode', 'k.strength', 'p.project_name as projectName', 'k.pouring_site as pouringSite'])
    .where((eb) => eb.exists(eb.selectFrom('delivery_tickets as t').select('t.id').whereRef('t.task_id', '=', 'k.id')))
    .orderBy('k.id', 'desc')
    .limit(200);
  if (ctx.input.taskCode) q = q.where('k.task_code', 'like', `%${String(ctx.input.taskCode)}%`);
  if (scope !== 'all') q = q.where('k.org_id', 'in', scope.length ? scope : ['-']);
  return q.execute();
}

/**
 * getsampleRecordSanyByDetaiId: the specimen groups sampled from one ticket (a task detail of the
 * plant console), every age of each sample number, with the ticket they came from; 404 for a
 * ticket outside the caller's stations.
 */
async function groupsOfTicket(ctx: CallContext, d: ResourceDef) {
  const scope = scopeOf(ctx);
  let tq = ctx.db
    .selectFrom('delivery_tickets as t')
    .innerJoin('production_tasks as k', 'k.id', 't.task_id')
    .select(['t.id', 't.org_id', 't.ticket_code', 't.quantity', 't.task_id', 'k.task_code', 'k.strength'])
    .where('t.id', '=', Number(ctx.input.detailId));
  if (scope !== 'all') tq = tq.where('t.org_id', 'in', scope.length ? scope : ['-']);
  const t = await tq.executeTakeFirst();
  if (!t) throw notFound();
  const rows = await scoped(baseQuery(anyDb(ctx), d), d, ctx)
    .select(selectWire(ctx.services.query, d))
    .where('s.ticket_id', '=', t.id)
    .orderBy('s.sample_no')
    .orderBy('s.age_days')
    .execute();
  const list = mapRows(ctx.services.query, d, rows as Array<Record<string, unknown>>);
  return {
    detailId: t.id,
    ticketCode: t.ticket_code,
    quantity: String(t.quantity),
    taskId: t.task_id,
    taskCode: t.task_code,
    strength: t.strength,
    sampleNos: [...new Set(list.map((r) => String(r.sampleNo)))],
    list,
  };
}

const registerInput = input({
  taskId: wire.id(),
  ticketId: wire.id(),
  sampleDate: wire.date().optional(),
  sizeMm: wire.int({ min: 1, max: 1000 }).optional(),
  ages: wire.list(wire.int({ min: 1, max: 365 }), { max: 9 }).optional(),
  specimenCount: wire.int({ min: 1, max: 99 }).optional(),
});

export const specimenServer: ServerPart = defineServerPart({
  resource: 'specimen',
  countSampled,
  readView: { computed: { dueDate: () => sql`(s.sample_date + s.age_days)` } },
  overrides: {
    /** addSampleRecordSany: one new sample number of the task's station, one row per age, taken from the ticket. */
    register: override({
      write: true,
      button: 'add',
      input: registerInput,
      handler: async (ctx, d) => {
        const task = await taskOf(ctx, Number(ctx.input.taskId));
        const ticket = await ticketOf(ctx, d, task.id, Number(ctx.input.ticketId));
        const size = checkSize(ctx, d, ctx.input.sizeMm);
        const ages = [...new Set(ctx.input.ages ?? DEFAULT_AGES)].sort((a, b) => a - b);
        const sampleDate = ctx.input.sampleDate ?? ctx.services.clock.today();
        const { sampleNo, rows } = await takeSampleGroup(ctx, task, {
          ages,
          sampleDate,
          specimenCount: Number(ctx.input.specimenCount ?? 3),
          specimen: { ticket_id: ticket.id, size_mm: size, sampler: ctx.user.trueName || ctx.user.userName },
        });
        for (const r of rows) await ctx.audit('register', d.name, r.id, { sampleNo, taskId: task.id, ticketId: ticket.id });
        publishSamplingWhenCommitted(ctx, task.org_id);
        return { sampleNo, list: await Promise.all(rows.map((r) => fetchOne(ctx, d, r.id))) };
      },
    }),
    /** editSampleRecordSany: the ticket, size or date of a sample number not yet tested. */
    edit: {
      write: true,
      button: 'edit',
      input: input({ id: wire.id(), ticketId: wire.id().optional(), sizeMm: wire.int({ min: 1, max: 1000 }).optional(), sampleDate: wire.date().optional() }),
      handler: async (ctx, d) => {
        const rows = await sampleRows(ctx, { id: Number(ctx.input.id) });
        refuseUnlessOpen(ctx, rows);
        const set: Record<string, unknown> = { updated_at: new Date() };
        if (ctx.input.ticketId !== undefined) set.ticket_id = (await ticketOf(ctx, d, rows[0].task_id, Number(ctx.input.ticketId))).id;
        if (ctx.input.sizeMm !== undefined) set.size_mm = checkSize(ctx, d, Number(ctx.input.sizeMm));
        if (ctx.input.sampleDate !== undefined) set.sample_date = ctx.input.sampleDate;
        await ctx.db
          .updateTable('concrete_samples')
          .set(set)
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        for (const r of rows) await ctx.audit('edit', d.name, r.id, set);
        return fetchOne(ctx, d, Number(ctx.input.id));
      },
    },
    /** sany-sample-del: a registration made in error, all its ages, while none is tested. */
    remove: {
      write: true,
      button: 'delete',
      input: input({ id: wire.id() }),
      handler: async (ctx, d) => {
        const rows = await sampleRows(ctx, { id: Number(ctx.input.id) });
        if (rows.some((r) => r.tested_at !== null)) throw new BizError(409, 'stateForbids', { state: labelOf('specimen.tested', ctx.lang) }, 'testedAt');
        await ctx.db
          .deleteFrom('concrete_samples')
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        for (const r of rows) await ctx.audit('delete', d.name, r.id, { sampleNo: r.sample_no });
        publishSamplingWhenCommitted(ctx, rows[0].org_id);
        return { deleted: rows.length };
      },
    },
    /**
     * task-user-list: what a sampler picks from. Without `taskId` the tasks in scope that have
     * loads, newest first; with it the task's loads and who has sampled it.
     */
    taskUsers: {
      input: input({ taskId: wire.id().optional(), taskCode: wire.text(32).optional() }),
      handler: async (ctx) => {
        if (ctx.input.taskId === undefined) return tasksWithLoads(ctx);
        const task = await taskOf(ctx, Number(ctx.input.taskId));
        const tickets = await ctx.db
          .selectFrom('delivery_tickets')
          .select(['id', 'ticket_code as ticketCode', 'quantity', 'created_at as createdAt'])
          .where('task_id', '=', task.id)
          .orderBy('id')
          .execute();
        const samplers = await ctx.db
          .selectFrom('concrete_samples')
          .select('sampler')
          .distinct()
          .where('task_id', '=', task.id)
          .where('sampler', '<>', '')
          .execute();
        return {
          taskId: task.id,
          taskCode: task.task_code,
          strength: task.strength,
          tickets: tickets.map((t) => ({ ...t, quantity: String(t.quantity), createdAt: ctx.services.clock.format(t.createdAt) })),
          samplers: samplers.map((s) => s.sampler),
        };
      },
    },
    byTicket: { input: input({ detailId: wire.id() }), handler: groupsOfTicket },
    /** getConstByType: the fixed lists of the sample screens (ages, cube sizes, group rules). */
    constants: override({
      input: input({ type: wire.oneOf(['age', 'size', 'rule']) }),
      handler: async (ctx) => {
        const type = ctx.input.type;
        if (type === 'age') return DEFAULT_AGES.map((v) => ({ value: v, label: `${v}` }));
        if (type === 'size') return CUBE_SIZES.map((v) => ({ value: v, label: `${v}×${v}×${v}` }));
        return GROUP_RULES.map((v) => ({ value: v, label: labelOf(`specimen.rule_${v}`, ctx.lang) }));
      },
    }),
  },
  migrations: {
    '0223-specimen-image': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('concrete_samples').addColumn('image_name', 'varchar(64)').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('concrete_samples').dropColumn('image_name').execute();
      },
    },
    '0220-specimen-results': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .alterTable('concrete_samples')
          .addColumn('ticket_id', 'integer', (c) => c.references('delivery_tickets.id'))
          .addColumn('size_mm', 'integer', (c) => c.notNull().defaultTo(150))
          .addColumn('sampler', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('bind_code', 'varchar(64)')
          .addColumn('bound_at', 'timestamptz')
          .addColumn('loads', 'varchar(64)')
          .addColumn('strengths', 'varchar(64)')
          .addColumn('rule', 'varchar(8)')
          .addColumn('size_factor', 'numeric(4, 2)')
          .addColumn('strength_mpa', 'numeric(6, 1)')
          .addColumn('percent_of_grade', 'numeric(6, 1)')
          .addColumn('tested_at', 'timestamptz')
          .addColumn('tester', 'varchar(50)')
          .execute();
        await db.schema.createIndex('concrete_samples_bind').on('concrete_samples').columns(['org_id', 'bind_code']).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('concrete_samples_bind').execute();
        for (const c of [
          'ticket_id',
          'size_mm',
          'sampler',
          'bind_code',
          'bound_at',
          'loads',
          'strengths',
          'rule',
          'size_factor',
          'strength_mpa',
          'percent_of_grade',
          'tested_at',
          'tester',
        ]) {
          await db.schema.alterTable('concrete_samples').dropColumn(c).execute();
        }
      },
    },
  },
});

export const specimenBindServer: ServerPart = defineServerPart({
  resource: 'specimenBind',
  readView: { computed: { dueDate: () => sql`(s.sample_date + s.age_days)` } },
  overrides: {
    /** The label code of a sample number's cubes; a code names one sample of the station. */
    bind: {
      write: true,
      button: 'bind',
      input: input({ sampleNo: wire.code(32), bindCode: wire.code(64) }),
      handler: async (ctx, d) => {
        const rows = await sampleRows(ctx, { sampleNo: String(ctx.input.sampleNo) });
        refuseUnlessOpen(ctx, rows);
        const bindCode = String(ctx.input.bindCode);
        const taken = await ctx.db
          .selectFrom('concrete_samples')
          .select('id')
          .where('org_id', '=', rows[0].org_id)
          .where('bind_code', '=', bindCode)
          .where('sample_no', '<>', rows[0].sample_no)
          .executeTakeFirst();
        if (taken) throw fieldError(d, { field: 'bindCode', key: 'duplicate' }, ctx.lang);
        await ctx.db
          .updateTable('concrete_samples')
          .set({ bind_code: bindCode, bound_at: new Date(), updated_at: new Date() })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
        for (const r of rows) await ctx.audit('bind', d.name, r.id, { bindCode });
        return { sampleNo: rows[0].sample_no, bindCode, list: await Promise.all(rows.map((r) => fetchOne(ctx, d, r.id))) };
      },
    },
  },
});

/** The loads of one group at its age through GB/T 50081, stored with every value behind the result. */
async function enterLoads(ctx: ContextOf<typeof enterInput>, d: ResourceDef) {
  const id = Number(ctx.input.id);
  const row = await ctx.db
    .selectFrom('concrete_samples')
    .select(['id', 'org_id', 'state', 'size_mm', 'strength'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || !inScope(scopeOf(ctx), row.org_id)) throw notFound();
  if (row.state !== VALID) throw new BizError(409, 'stateForbids', { state: labelOf('specimen.stateCancelled', ctx.lang) }, 'state');
  let r: CubeGroupResult;
  try {
    r = cubeGroupStrength({ loadsKn: ctx.input.loadsKn, sizeMm: row.size_mm, grade: row.strength });
  } catch (e) {
    if (!(e instanceof QualityInputError)) throw e;
    throw fieldError(d, { field: e.field.startsWith('loadsKn') ? 'loads' : e.field === 'grade' ? 'strength' : 'sizeMm', key: 'invalid' }, ctx.lang);
  }
  await ctx.db
    .updateTable('concrete_samples')
    .set({
      loads: r.specimens.map((s) => s.loadKn).join(','),
      strengths: r.specimens.map((s) => s.strength).join(','),
      rule: r.rule,
      size_factor: r.sizeFactor,
      strength_mpa: r.strength,
      percent_of_grade: r.strength === null ? null : percentOfGrade(r.strength, row.strength),
      tested_at: new Date(),
      tester: ctx.user.trueName || ctx.user.userName,
      updated_at: new Date(),
      ...(ctx.input.imageName ? { image_name: String(ctx.input.imageName) } : {}),
    })
    .where('id', '=', id)
    .execute();
  await ctx.audit('detect', d.name, id, { loadsKn: r.specimens.map((s) => s.loadKn), strength: r.strength });
  // a 28-day result may show its recipe drifting down before a group fails (admin/lab/strength-drift.server.ts)
  await noticeStrengthDrift(ctx, id);
  return { ...(await fetchOne(ctx, d, id)), computation: r };
}

async function clearLoads(ctx: CallContext, d: ResourceDef) {
  const id = Number(ctx.input.id);
  const row = await ctx.db.selectFrom('concrete_samples').select(['id', 'org_id']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row || !inScope(scopeOf(ctx), row.org_id)) throw notFound();
  await ctx.db
    .updateTable('concrete_samples')
    .set({
      loads: null,
      strengths: null,
      rule: null,
      size_factor: null,
      strength_mpa: null,
      percent_of_grade: null,
      tested_at: null,
      tester: null,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  await ctx.audit('clear', d.name, id);
  return fetchOne(ctx, d, id);
}

/** A report image stored by /experiment/upload/uploadImages: its name is a UUID with the image's extension. */
const IMAGE_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
const imageUrl = (name: string | null) => (name ? `/experiment/upload/image?name=${name}` : null);
const enterInput = input({ id: wire.id(), loadsKn: wire.list(wire.decimal(2), { max: 3 }), imageName: wire.text(64, { pattern: IMAGE_NAME }).optional() });
const enter = override({ write: true, button: 'detect', input: enterInput, handler: enterLoads });
const clear = { write: true, button: 'detect', input: input({ id: wire.id() }), handler: clearLoads };

export const strengthRecordServer: ServerPart = defineServerPart({
  resource: 'strengthRecord',
  readView: { computed: { dueDate: () => sql`(s.sample_date + s.age_days)` } },
  overrides: {
    enter,
    inspect: enter,
    clear,
    uninspect: clear,
    /** getFileUrl: where the photo of a group's test (uploaded with uploadImages, named on sample-update) is read. */
    fileUrl: {
      input: input({ id: wire.id() }),
      handler: async (ctx) => {
        const row = await ctx.db
          .selectFrom('concrete_samples')
          .select(['id', 'org_id', 'image_name'])
          .where('id', '=', Number(ctx.input.id))
          .executeTakeFirst();
        if (!row || !inScope(scopeOf(ctx), row.org_id)) throw notFound();
        return { id: row.id, imageName: row.image_name, url: imageUrl(row.image_name) };
      },
    },
    /** getTitle: the ages the station's records hold, the columns of the strength table. */
    title: {
      input: input({}),
      handler: async (ctx) => {
        const scope = scopeOf(ctx);
        let q = ctx.db.selectFrom('concrete_samples').select('age_days').distinct();
        if (scope !== 'all') q = q.where('org_id', 'in', scope.length ? scope : ['-']);
        const ages = [...new Set([...DEFAULT_AGES, ...(await q.execute()).map((r) => r.age_days)])].sort((a, b) => a - b);
        return ages.map((a) => ({ ageDays: a, title: `${a}d` }));
      },
    },
  },
});

/** getTwentyEightRecord: the 28-day groups due by `asOf` (today by default) and not yet tested, oldest first. */
const DUE28 = input({ asOf: wire.date().optional() });

async function due28(ctx: ContextOf<typeof DUE28>) {
  const asOf = ctx.input.asOf ?? ctx.services.clock.today();
  const scope = scopeOf(ctx);
  let q = ctx.db
    .selectFrom('concrete_samples as s')
    .innerJoin('production_tasks as k', 'k.id', 's.task_id')
    .innerJoin('projects as p', 'p.id', 'k.project_id')
    .leftJoin('delivery_tickets as t', 't.id', 's.ticket_id')
    .select([
      's.id',
      's.sample_no as sampleNo',
      's.task_code as taskCode',
      's.strength',
      'p.project_name as projectName',
      'k.pouring_site as pouringSite',
      't.ticket_code as ticketCode',
      's.bind_code as bindCode',
      's.size_mm as sizeMm',
      sql<string>`to_char(s.sample_date, 'YYYY-MM-DD')`.as('sampleDate'),
      sql<string>`to_char(s.sample_date + s.age_days, 'YYYY-MM-DD')`.as('dueDate'),
      sql<number>`(${asOf}::date - (s.sample_date + s.age_days))`.as('overdue'),
    ])
    .where('s.age_days', '=', 28)
    .where('s.state', '=', VALID)
    .where('s.tested_at', 'is', null)
    .where(sql<boolean>`s.sample_date + s.age_days <= ${asOf}::date`)
    .orderBy('s.sample_date')
    .orderBy('s.id');
  if (scope !== 'all') q = q.where('s.org_id', 'in', scope.length ? scope : ['-']);
  const list = (await q.execute()).map((r) => ({ ...r, overdue: Number(r.overdue) }));
  return { asOf, total: list.length, list };
}

export const concreteStrengthServer: ServerPart = defineServerPart({
  resource: 'concreteStrength',
  readView: { computed: { dueDate: () => sql`(s.sample_date + s.age_days)` } },
  overrides: { due28: override({ input: DUE28, handler: due28 }) },
});

/** The visual records read the same joined rows (its screen lists the tested groups with their photos). */
export const visualRecordServer: ServerPart = defineServerPart({
  resource: 'visualRecord',
  readView: { computed: { dueDate: () => sql`(s.sample_date + s.age_days)` } },
});
