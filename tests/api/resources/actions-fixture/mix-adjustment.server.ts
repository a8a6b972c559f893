import { sql, type Kysely } from 'kysely';
import { invalid } from '../../../../server/http/errors';
import { anyDb } from '../../../../server/resources/resource.query';
import { defineServerPart } from '../../../../server/resources/server-part';

const flowColumns = (prefix: string) => (t: ReturnType<Kysely<unknown>['schema']['createTable']>) =>
  t
    .addColumn(`${prefix}approve_state`, 'smallint')
    .addColumn(`${prefix}approve_level`, 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn(`${prefix}approve_round`, 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(`${prefix}submit_user`, 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn(`${prefix}submit_user_id`, 'integer');

export const agreedFloats: number[] = [];

export const mixAdjustmentServer = defineServerPart({
  resource: 'mixAdjustment',
  migrations: {
    'fixture-0101-mix-adjustments': {
      async up(db: Kysely<unknown>) {
        const base = db.schema
          .createTable('fixture_mix_adjustments')
          .addColumn('id', 'serial', (c) => c.primaryKey())
          .addColumn('org_id', 'varchar(16)', (c) => c.notNull())
          .addColumn('adjust_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('strength', 'varchar(8)', (c) => c.notNull().defaultTo(''))
          .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
          .addColumn('confirm_time', 'timestamptz')
          .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
        await flowColumns('float_')(flowColumns('')(base)).execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('fixture_mix_adjustments').execute();
      },
    },
  },
  guards: {
    hasStrength: async (ctx, _def, id) => {
      const r = (await anyDb(ctx).selectFrom('fixture_mix_adjustments').select('strength').where('id', '=', id).executeTakeFirstOrThrow()) as {
        strength: string;
      };
      if (!r.strength) throw invalid('strength', 'required');
    },
  },
  onApproval: {
    'fixture-mix-float': {
      async onAgreed(_ctx, id) {
        agreedFloats.push(id);
      },
    },
  },
});
