import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type T = CreateTableBuilder<string, never>;
const base = (t: T) =>
  t
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
const str = (t: T, name: string, len = 100, def = '') => t.addColumn(name, `varchar(${len})`, (c) => c.notNull().defaultTo(def));
const money = (t: T, name: string) => t.addColumn(name, 'numeric(14, 2)');
const approval = (t: T) =>
  t
    .addColumn('approve_state', 'smallint')
    .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('submit_user_id', 'integer');
const ordered = (t: T) => t.addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0));
const org = (t: T) => t.addColumn('org_id', 'varchar(16)', (c) => c.notNull().defaultTo('0001'));

/** Tables of the admin framework: master data, customers, credit, settings, approvals. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const create = async (name: string, f: (t: T) => T) => f(base(db.schema.createTable(name) as unknown as T)).execute();

  await create('suppliers', (t) =>
    approval(
      ordered(
        str(
          str(
            str(str(str(str(str(str(str(t, 'code', 32), 'name'), 'abbr_name', 50), 'contact', 50), 'phone', 40), 'address', 200), 'supply_type', 16),
            'credit_code',
            32,
          ),
          'remark',
          500,
        )
          .addColumn('visible', 'smallint', (c) => c.notNull().defaultTo(1))
          .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1)),
      ),
    ),
  );
  await create('ncc_customer', (t) =>
    ordered(
      str(str(str(str(str(t, 'code', 32), 'name'), 'tax_no', 32), 'contact', 50), 'phone', 40)
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('visible', 'smallint', (c) => c.notNull().defaultTo(1)),
    ),
  );
  await create('ncc_material', (t) =>
    ordered(
      str(str(str(str(str(t, 'code', 32), 'name'), 'spec', 50), 'unit', 16), 'category', 50)
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('visible', 'smallint', (c) => c.notNull().defaultTo(1)),
    ),
  );
  await create('ncc_organization', (t) =>
    ordered(
      str(str(str(str(t, 'code', 32), 'name'), 'parent_code', 32), 'org_type', 32)
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('visible', 'smallint', (c) => c.notNull().defaultTo(1)),
    ),
  );
  await create('ncc_staff', (t) =>
    ordered(
      str(str(str(str(str(t, 'code', 32), 'name'), 'dept', 50), 'post', 50), 'phone', 40)
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
        .addColumn('visible', 'smallint', (c) => c.notNull().defaultTo(1)),
    ),
  );
  for (const t of ['suppliers', 'ncc_customer', 'ncc_material', 'ncc_organization', 'ncc_staff']) {
    await db.schema.createIndex(`${t}_code`).on(t).column('code').unique().execute();
  }

  await create('customers', (t) =>
    org(
      money(
        str(
          str(str(str(str(str(str(t, 'customer_code', 32), 'customer_name'), 'short_name', 50), 'customer_type', 16), 'tax_no', 32), 'contact', 50),
          'phone',
          40,
        ),
        'credit_amount',
      )
        .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('sign_date', 'date')
        .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo('')),
    ),
  );
  await db.schema.createIndex('customers_code').on('customers').columns(['org_id', 'customer_code']).unique().execute();
  await create('transfer_companies', (t) =>
    org(
      money(str(str(str(str(str(t, 'code', 32), 'company_name'), 'contact', 50), 'phone', 40), 'address', 200), 'transfer_price').addColumn(
        'remark',
        'varchar(500)',
        (c) => c.notNull().defaultTo(''),
      ),
    ),
  );
  await create('customer_credits', (t) =>
    org(
      t
        .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
        .addColumn('credit_amount', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
        .addColumn('temp_amount', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
        .addColumn('temp_expire_time', 'timestamptz'),
    ),
  );
  await db.schema.createIndex('customer_credits_customer').on('customer_credits').column('customer_id').unique().execute();
  await create('credit_requests', (t) =>
    approval(
      org(
        t
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id').onDelete('cascade'))
          .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
          .addColumn('expire_time', 'timestamptz')
          .addColumn('reason', 'varchar(300)', (c) => c.notNull().defaultTo('')),
      ),
    ),
  );

  await create('sys_consts', (t) => ordered(str(str(str(str(t, 'const_type', 32), 'const_code', 32), 'const_name'), 'const_value', 200)));
  await create('sys_events', (t) =>
    str(str(str(str(t, 'event_code', 32), 'event_name'), 'notify_users', 500), 'remark', 200)
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('threshold_value', 'numeric(14, 2)'),
  );
  await db.schema.createIndex('sys_events_code').on('sys_events').column('event_code').unique().execute();
  await create('hosts', (t) => org(str(str(str(str(t, 'host_name', 64), 'ip', 64), 'kind', 16), 'remark', 200).addColumn('port', 'integer')));
  for (const [table, extra] of [
    ['units', (t: T) => str(t, 'symbol', 16).addColumn('ratio', 'numeric(14, 2)')],
    ['slumps', (t: T) => t.addColumn('min_value', 'integer').addColumn('max_value', 'integer')],
    ['pour_types', (t: T) => t.addColumn('pump_required', 'boolean', (c) => c.notNull().defaultTo(false))],
    ['other_fee_types', (t: T) => str(t, 'unit_name', 16).addColumn('price', 'numeric(14, 2)')],
    ['pact_areas', (t: T) => t.addColumn('distance_km', 'numeric(14, 2)').addColumn('fare', 'numeric(14, 2)')],
  ] as const) {
    await create(table, (t) => ordered(extra(str(str(t, 'name', 50), 'remark', 200))));
    await db.schema.createIndex(`${table}_name`).on(table).column('name').unique().execute();
  }

  await db.schema
    .createTable('approval_flows')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('approver_type', 'varchar(8)', (c) => c.notNull())
    .addColumn('approver_value', 'varchar(64)', (c) => c.notNull())
    .addUniqueConstraint('approval_flows_uq', ['business_type', 'level', 'approver_type', 'approver_value'])
    .execute();
  await db.schema
    .createTable('approval_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('business_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('business_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('level', 'smallint', (c) => c.notNull())
    .addColumn('approver_user_id', 'integer')
    .addColumn('approver_role', 'varchar(32)')
    .addColumn('approver_label', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('approve_state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('approve_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('approve_person', 'integer')
    .addColumn('true_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('update_time', 'timestamptz')
    .execute();
  await db.schema.createIndex('approval_items_business').on('approval_items').columns(['business_type', 'business_id', 'round']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'approval_items',
    'approval_flows',
    'pact_areas',
    'other_fee_types',
    'pour_types',
    'slumps',
    'units',
    'hosts',
    'sys_events',
    'sys_consts',
    'credit_requests',
    'customer_credits',
    'transfer_companies',
    'customers',
    'ncc_staff',
    'ncc_organization',
    'ncc_material',
    'ncc_customer',
    'suppliers',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
