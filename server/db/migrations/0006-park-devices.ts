import { sql, type Kysely } from 'kysely';

/**
 * Park monitoring (spec doc 2 §7, /wisdom/park/*): the devices of each station's yard and the car
 * wash records. One device table serves the per-kind screens (device, camera, car-washer,
 * gravel-separator, filter-press, dust-fall-monitoring, low-pressure-ash-striking) by `kind`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('park_devices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    /** PARK_DEVICE_KINDS of src/domain/events.ts */
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('area', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('online'))
    .addColumn('status_since', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz')
    /** cameras: where the video is pulled from (a setting of the device, never sent on the live channel) */
    .addColumn('stream_url', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('park_devices_status', sql`status in ('online', 'offline', 'fault')`)
    .execute();
  await db.schema.createIndex('park_devices_org_id_name').on('park_devices').columns(['org_id', 'name']).unique().execute();
  await db.schema.createIndex('park_devices_org_id_kind').on('park_devices').columns(['org_id', 'kind']).execute();

  await db.schema
    .createTable('car_washes')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    .addColumn('device_id', 'integer', (c) => c.references('park_devices.id'))
    /** a truck of the fleet; null for an outside truck known by its plate only */
    .addColumn('vehicle_id', 'integer', (c) => c.references('vehicles.id'))
    .addColumn('plate', 'varchar(16)', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .addColumn('water_litres', 'integer')
    .addCheckConstraint('car_washes_water', sql`water_litres is null or water_litres >= 0`)
    .execute();
  await db.schema.createIndex('car_washes_org_id_started_at').on('car_washes').columns(['org_id', 'started_at']).execute();
  await db.schema.createIndex('car_washes_vehicle_id_started_at').on('car_washes').columns(['vehicle_id', 'started_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('car_washes').ifExists().execute();
  await db.schema.dropTable('park_devices').ifExists().execute();
}
