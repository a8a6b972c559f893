import { sql, type CreateTableBuilder, type Kysely } from 'kysely';

type T = CreateTableBuilder<string, never>;
const id = (t: T) => t.addColumn('id', 'serial', (c) => c.primaryKey());
const bigId = (t: T) => t.addColumn('id', 'bigserial', (c) => c.primaryKey());
const org = (t: T) => t.addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'));
const str = (t: T, name: string, len = 100) => t.addColumn(name, `varchar(${len})`, (c) => c.notNull().defaultTo(''));
const qty = (t: T, name: string) => t.addColumn(name, 'numeric(12, 2)', (c) => c.notNull().defaultTo(0));
const coords = (t: T) => t.addColumn('lat', 'double precision', (c) => c.notNull()).addColumn('lng', 'double precision', (c) => c.notNull());
const at = (t: T, name = 'at') => t.addColumn(name, 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
const ref = (t: T, name: string, target: string, nullable = false) =>
  t.addColumn(name, 'integer', (c) => (nullable ? c.references(target) : c.notNull().references(target)));

/** Ticket timestamps: one column per status a ticket reaches (VEHICLE_STATUSES of src/domain/events.ts). */
export const TICKET_TIME_COLUMNS = [
  'ticketed_at',
  'loading_at',
  'loaded_at',
  'to_job_at',
  'arrived_at',
  'pouring_at',
  'end_pour_at',
  'washing_at',
  'returning_at',
  'back_at',
  'diverted_at',
  'returned_load_at',
  'breakdown_at',
] as const;

/**
 * Live operations (issue 4 §1): plant, sales-to-production, fleet and gate, monitoring.
 * Stations are the `orgs` rows (they carry coordinates), production lines are `hosts` of kind
 * `line`, customers are the admin `customers` table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const create = async (name: string, f: (t: T) => T) => f(db.schema.createTable(name) as unknown as T).execute();
  const index = (table: string, columns: string[], unique = false) => {
    const b = db.schema
      .createIndex(`${table}_${columns.join('_')}`)
      .on(table)
      .columns(columns);
    return (unique ? b.unique() : b).execute();
  };

  await db.schema.alterTable('hosts').addColumn('line_no', 'integer').execute();
  await db.schema.alterTable('hosts').addColumn('capacity_per_hour', 'numeric(10, 2)').execute();
  await create('mixers', (t) => qty(str(ref(org(id(t)), 'host_id', 'hosts.id'), 'name', 50), 'batch_capacity'));
  await create('silos', (t) =>
    qty(
      qty(
        qty(qty(str(str(str(ref(org(id(t)), 'host_id', 'hosts.id', true), 'name', 50), 'material_code', 32), 'material_name', 50), 'capacity'), 'level'),
        'alarm_low',
      ),
      'alarm_high',
    ),
  );
  await index('silos', ['org_id']);

  await create('projects', (t) =>
    coords(str(str(str(ref(org(id(t)), 'customer_id', 'customers.id'), 'project_code', 32), 'project_name', 100), 'address', 200)).addColumn(
      'radius_m',
      'integer',
      (c) => c.notNull().defaultTo(300),
    ),
  );
  await index('projects', ['org_id', 'project_code'], true);
  await create('contracts', (t) =>
    at(str(ref(ref(org(id(t)), 'customer_id', 'customers.id'), 'project_id', 'projects.id'), 'contract_code', 32), 'sign_time').addColumn(
      'state',
      'smallint',
      (c) => c.notNull().defaultTo(1),
    ),
  );
  await index('contracts', ['contract_code'], true);
  await create('recipes', (t) =>
    str(str(str(org(id(t)), 'recipe_code', 32), 'strength', 16), 'slump', 16).addColumn('materials', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`)),
  );
  await index('recipes', ['org_id', 'recipe_code'], true);

  await create('production_tasks', (t) =>
    at(
      qty(
        qty(
          str(
            str(
              str(
                str(
                  str(
                    ref(
                      ref(ref(ref(org(id(t)), 'customer_id', 'customers.id'), 'project_id', 'projects.id'), 'contract_id', 'contracts.id', true),
                      'recipe_id',
                      'recipes.id',
                    ),
                    'task_code',
                    32,
                  ),
                  'pouring_site',
                  100,
                ),
                'strength',
                16,
              ),
              'slump',
              16,
            ),
            'pour_method',
            16,
          ),
          'plan_quantity',
        ),
        'shipped_quantity',
      ),
      'open_time',
    )
      .addColumn('truck_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('host_id', 'integer', (c) => c.references('hosts.id'))
      .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(1))
      .addColumn('complete_time', 'timestamptz'),
  );
  await index('production_tasks', ['task_code'], true);
  await index('production_tasks', ['org_id', 'open_time']);

  await create('drivers', (t) => str(str(str(org(id(t)), 'driver_name', 50), 'phone', 40), 'license_no', 32));
  await create('vehicles', (t) =>
    at(qty(str(str(str(org(id(t)), 'kind', 8), 'plate', 16), 'inner_number', 16), 'capacity'), 'status_since')
      .addColumn('driver_id', 'integer', (c) => c.references('drivers.id'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('lat', 'double precision', (c) => c.notNull())
      .addColumn('lng', 'double precision', (c) => c.notNull())
      .addColumn('heading', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('speed', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('ticket_id', 'integer'),
  );
  await index('vehicles', ['plate'], true);
  await index('vehicles', ['org_id']);

  let tickets = (t: T) =>
    at(
      qty(
        str(ref(ref(ref(org(id(t)), 'task_id', 'production_tasks.id'), 'vehicle_id', 'vehicles.id'), 'driver_id', 'drivers.id', true), 'ticket_code', 32),
        'quantity',
      ),
      'created_at',
    )
      .addColumn('pump_id', 'integer', (c) => c.references('vehicles.id'))
      .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(2));
  for (const col of TICKET_TIME_COLUMNS) {
    const prev = tickets;
    tickets = (t: T) => prev(t).addColumn(col, 'timestamptz');
  }
  await create('delivery_tickets', tickets);
  await index('delivery_tickets', ['ticket_code'], true);
  await index('delivery_tickets', ['task_id']);
  await index('delivery_tickets', ['org_id', 'created_at']);
  await db.schema.alterTable('vehicles').addForeignKeyConstraint('vehicles_ticket_fk', ['ticket_id'], 'delivery_tickets', ['id']).execute();

  await create('vehicle_status_history', (t) =>
    at(ref(org(bigId(t)), 'vehicle_id', 'vehicles.id'))
      .addColumn('status', 'smallint', (c) => c.notNull())
      .addColumn('ticket_id', 'integer'),
  );
  await index('vehicle_status_history', ['vehicle_id', 'at']);
  await create('gps_positions', (t) =>
    at(coords(ref(org(bigId(t)), 'vehicle_id', 'vehicles.id')))
      .addColumn('heading', 'real', (c) => c.notNull().defaultTo(0))
      .addColumn('speed', 'real', (c) => c.notNull().defaultTo(0)),
  );
  await index('gps_positions', ['vehicle_id', 'at']);
  await index('gps_positions', ['at']);

  await create('batch_records', (t) =>
    at(
      qty(
        ref(
          ref(ref(ref(org(bigId(t)), 'host_id', 'hosts.id'), 'mixer_id', 'mixers.id'), 'task_id', 'production_tasks.id'),
          'ticket_id',
          'delivery_tickets.id',
          true,
        ),
        'quantity',
      ),
    ),
  );
  await index('batch_records', ['org_id', 'at']);
  await index('batch_records', ['host_id', 'at']);
  await create('batch_consumptions', (t) =>
    at(qty(str(ref(ref(org(bigId(t)), 'batch_id', 'batch_records.id'), 'silo_id', 'silos.id'), 'material_name', 50), 'quantity')),
  );
  await index('batch_consumptions', ['org_id', 'at']);

  await create('weighbridge_records', (t) =>
    at(
      qty(
        qty(
          qty(
            str(str(str(str(ref(org(id(t)), 'supplier_id', 'suppliers.id', true), 'record_code', 32), 'plate', 16), 'material_name', 50), 'supplier_name', 100),
            'gross',
          ),
          'tare',
        ),
        'net',
      ),
    ),
  );
  await index('weighbridge_records', ['org_id', 'at']);
  await create('material_receipts', (t) =>
    at(qty(str(ref(ref(org(id(t)), 'weighbridge_id', 'weighbridge_records.id'), 'silo_id', 'silos.id'), 'material_name', 50), 'quantity')),
  );
  await index('material_receipts', ['org_id', 'at']);

  /** Trucks waiting at the plant for a load, in order (the driver queue board). */
  await create('unloading_queue', (t) =>
    at(ref(org(id(t)), 'vehicle_id', 'vehicles.id'), 'since').addColumn('task_id', 'integer', (c) => c.references('production_tasks.id')),
  );
  await index('unloading_queue', ['vehicle_id'], true);
  await index('unloading_queue', ['org_id', 'since']);

  await create('environment_readings', (t) => {
    let b = at(org(bigId(t)));
    for (const c of ['pm25', 'pm10', 'tsp', 'noise', 'temperature', 'humidity', 'wind_speed', 'wind_direction']) b = b.addColumn(c, 'real', (x) => x.notNull());
    return str(b, 'alarms', 200);
  });
  await index('environment_readings', ['org_id', 'at']);
  await create('meter_readings', (t) => qty(qty(str(at(org(bigId(t))), 'meter', 16), 'value'), 'today_total'));
  await index('meter_readings', ['org_id', 'meter', 'at']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'meter_readings',
    'environment_readings',
    'unloading_queue',
    'material_receipts',
    'weighbridge_records',
    'batch_consumptions',
    'batch_records',
    'gps_positions',
    'vehicle_status_history',
  ])
    await db.schema.dropTable(t).ifExists().execute();
  await db.schema.alterTable('vehicles').dropConstraint('vehicles_ticket_fk').execute();
  for (const t of ['delivery_tickets', 'vehicles', 'drivers', 'production_tasks', 'recipes', 'contracts', 'projects', 'silos', 'mixers']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('hosts').dropColumn('capacity_per_hour').execute();
  await db.schema.alterTable('hosts').dropColumn('line_no').execute();
}
