import type { Kysely } from 'kysely';
import type { Id, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { defineServerPart } from '../../server/resources/server-part';

/** Outsourcing units (migration 0150). */
export interface OutsourcingUnitTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  unit_code: string;
  unit_name: string;
  contact: Text;
  phone: Text;
  address: Text;
  remark: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    outsourcing_units: OutsourcingUnitTable;
  }
}

export const outsourcingUnitServer = defineServerPart({
  resource: 'outsourcingUnit',
  migrations: {
    '0150-outsourcing-units': {
      async up(db: Kysely<unknown>) {
        await orgColumn(recordColumns(db.schema.createTable('outsourcing_units')))
          .addColumn('unit_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('unit_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
          .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
          .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('outsourcing_units').execute();
      },
    },
  },
});
