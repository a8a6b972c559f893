import type { Kysely } from 'kysely';
import type { ApprovalColumns, Id, NullableDate, Num, Stamp, Text } from '../../server/db/column-types';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';
import { defineServerPart } from '../../server/resources/server-part';

/** Outsourcing contracts and their transport prices (migration 0151). */
export interface OutsourcingContractTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  contract_code: string;
  unit_id: number;
  start_date: NullableDate;
  end_date: NullableDate;
  remark: Text;
}
export interface OutsourcingTransportPriceTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  contract_id: number;
  price_kind: string;
  from_km: Num;
  to_km: Num;
  /** integer fen, per m³ or per trip */
  price_fen: number;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    outsourcing_contracts: OutsourcingContractTable;
    outsourcing_transport_prices: OutsourcingTransportPriceTable;
  }
}

export const outsourcingContractServer = defineServerPart({
  resource: 'outsourcingContract',
  migrations: {
    '0151-outsourcing-contracts': {
      async up(db: Kysely<unknown>) {
        await approvalColumns(orgColumn(recordColumns(db.schema.createTable('outsourcing_contracts'))))
          .addColumn('contract_code', 'varchar(32)', (c) => c.notNull())
          .addColumn('unit_id', 'integer', (c) => c.notNull().references('outsourcing_units.id'))
          .addColumn('start_date', 'date')
          .addColumn('end_date', 'date')
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await db.schema.createIndex('outsourcing_contracts_unit').on('outsourcing_contracts').column('unit_id').execute();
        // a contract's prices go with it
        await orgColumn(recordColumns(db.schema.createTable('outsourcing_transport_prices')))
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('outsourcing_contracts.id').onDelete('cascade'))
          .addColumn('price_kind', 'varchar(10)', (c) => c.notNull())
          .addColumn('from_km', 'numeric(8, 2)', (c) => c.notNull())
          .addColumn('to_km', 'numeric(8, 2)', (c) => c.notNull())
          .addColumn('price_fen', 'integer', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('outsourcing_transport_prices_contract').on('outsourcing_transport_prices').column('contract_id').execute();
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('outsourcing_transport_prices').execute();
        await db.schema.dropTable('outsourcing_contracts').execute();
      },
    },
  },
});

export const outsourcingTransportPriceServer = defineServerPart({ resource: 'outsourcingTransportPrice' });
