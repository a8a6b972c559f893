import { sql, type Kysely } from 'kysely';
import type { ApprovalColumns, Id, IntDefault, Num, NullableDate, NullableInt, NullableNum, NullableStamp, Stamp, Text } from '../../server/db/column-types';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';

/** Money columns are bigint integer fen (src/domain/sales/money.ts); read back as text on PostgreSQL, number on PGlite. */
type Fen = string | number;

export interface SalesSettlementTable extends ApprovalColumns {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  settlement_code: string;
  customer_id: number;
  project_id: number | null;
  contract_id: number | null;
  start_date: NullableDate;
  end_date: NullableDate;
  ticket_count: number;
  total_quantity: Num;
  tickets_fen: Fen;
  manual_cost_fen: Fen;
  other_fee_fen: Fen;
  discount_fen: Fen;
  total_fen: Fen;
  remark: Text;
}
export interface SalesSettlementLineTable {
  id: Id;
  settlement_id: number;
  ticket_id: number;
  ticket_code: string;
  task_id: number;
  task_code: string;
  contract_id: number | null;
  project_id: number;
  ticket_time: Stamp;
  grade: string;
  pour_method: string;
  quantity: Num;
  unit_price_fen: number;
  amount_fen: Fen;
  price_rule: string;
  price_text: string;
  explanation: string;
}
export interface SalesSettlementItemTable {
  id: Id;
  settlement_id: number;
  kind: string;
  source_id: number | null;
  name: string;
  contract_id: number | null;
  amount_fen: Fen;
}
export interface ManualCostTypeTable {
  id: Id;
  org_id: string;
  type_name: string;
  remark: Text;
  created_at: Stamp;
  updated_at: Stamp;
}
export interface ManualCostTable {
  id: Id;
  org_id: string;
  customer_id: number;
  project_id: NullableInt;
  task_id: NullableInt;
  cost_type_id: number;
  cost_date: NullableDate;
  amount: Num;
  confirm_state: IntDefault;
  confirm_user: Text;
  confirm_time: NullableStamp;
  sales_settlement_id: NullableInt;
  remark: Text;
  created_at: Stamp;
  updated_at: Stamp;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    sales_settlements: SalesSettlementTable;
    sales_settlement_lines: SalesSettlementLineTable;
    sales_settlement_items: SalesSettlementItemTable;
    manual_cost_types: ManualCostTypeTable;
    manual_costs: ManualCostTable;
  }
  interface DeliveryTicketTable {
    /** the customer's signed volume (m³, 0.001), null until signed */
    signed_quantity: NullableNum;
    /** paper ticket / pump ticket: 0 not back, 1 back and checked */
    ticket_state: IntDefault;
    pump_ticket_state: IntDefault;
    /** the sales settlement sheet holding the ticket */
    sales_settlement_id: NullableInt;
  }
}

/**
 * Migration 0180: the settlement tables (docs/decisions.md "Delivery book and sales settlement
 * sheets"), the delivery book's columns on the tickets, and volumes to 0.001 m³ (ticket quantity
 * and a task's shipped sum, which adds the tickets).
 */
export const statementMigration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table delivery_tickets alter column quantity type numeric(12, 3)`.execute(db);
    await sql`alter table production_tasks alter column shipped_quantity type numeric(12, 3)`.execute(db);
    await approvalColumns(orgColumn(recordColumns(db.schema.createTable('sales_settlements'))))
      .addColumn('settlement_code', 'varchar(32)', (c) => c.notNull())
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
      .addColumn('contract_id', 'integer', (c) => c.references('contracts.id'))
      .addColumn('start_date', 'date', (c) => c.notNull())
      .addColumn('end_date', 'date', (c) => c.notNull())
      .addColumn('ticket_count', 'integer', (c) => c.notNull())
      .addColumn('total_quantity', 'numeric(14, 3)', (c) => c.notNull())
      .addColumn('tickets_fen', 'bigint', (c) => c.notNull())
      .addColumn('manual_cost_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('other_fee_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('discount_fen', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('total_fen', 'bigint', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .execute();
    await sql`create index sales_settlements_customer on sales_settlements (customer_id, start_date)`.execute(db);
    await db.schema
      .createTable('sales_settlement_lines')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('settlement_id', 'integer', (c) => c.notNull().references('sales_settlements.id').onDelete('cascade'))
      .addColumn('ticket_id', 'integer', (c) => c.notNull().references('delivery_tickets.id'))
      .addColumn('ticket_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('task_id', 'integer', (c) => c.notNull())
      .addColumn('task_code', 'varchar(64)', (c) => c.notNull())
      .addColumn('contract_id', 'integer')
      .addColumn('project_id', 'integer', (c) => c.notNull())
      .addColumn('ticket_time', 'timestamptz', (c) => c.notNull())
      .addColumn('grade', 'varchar(16)', (c) => c.notNull())
      .addColumn('pour_method', 'varchar(16)', (c) => c.notNull())
      .addColumn('quantity', 'numeric(12, 3)', (c) => c.notNull())
      .addColumn('unit_price_fen', 'integer', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('price_rule', 'varchar(16)', (c) => c.notNull())
      .addColumn('price_text', 'varchar(500)', (c) => c.notNull())
      .addColumn('explanation', 'text', (c) => c.notNull())
      .execute();
    // a ticket is on one sheet at most (deleting or re-pricing a sheet deletes its lines first)
    await sql`create unique index sales_settlement_lines_ticket on sales_settlement_lines (ticket_id)`.execute(db);
    await sql`create index sales_settlement_lines_settlement on sales_settlement_lines (settlement_id)`.execute(db);
    await db.schema
      .createTable('sales_settlement_items')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('settlement_id', 'integer', (c) => c.notNull().references('sales_settlements.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(16)', (c) => c.notNull())
      .addColumn('source_id', 'integer')
      .addColumn('name', 'varchar(100)', (c) => c.notNull())
      .addColumn('contract_id', 'integer')
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .execute();
    await sql`create index sales_settlement_items_settlement on sales_settlement_items (settlement_id)`.execute(db);
    await db.schema
      .alterTable('delivery_tickets')
      .addColumn('signed_quantity', 'numeric(12, 3)')
      .addColumn('ticket_state', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('pump_ticket_state', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('sales_settlement_id', 'integer', (c) => c.references('sales_settlements.id'))
      .execute();
    await orgColumn(db.schema.createTable('manual_cost_types').addColumn('id', 'serial', (c) => c.primaryKey()))
      .addColumn('type_name', 'varchar(50)', (c) => c.notNull())
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await orgColumn(db.schema.createTable('manual_costs').addColumn('id', 'serial', (c) => c.primaryKey()))
      .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
      .addColumn('project_id', 'integer', (c) => c.references('projects.id'))
      .addColumn('task_id', 'integer', (c) => c.references('production_tasks.id'))
      .addColumn('cost_type_id', 'integer', (c) => c.notNull().references('manual_cost_types.id'))
      .addColumn('cost_date', 'date', (c) => c.notNull())
      .addColumn('amount', 'numeric(14, 2)', (c) => c.notNull())
      .addColumn('confirm_state', 'smallint', (c) => c.notNull().defaultTo(0))
      .addColumn('confirm_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .addColumn('confirm_time', 'timestamptz')
      .addColumn('sales_settlement_id', 'integer', (c) => c.references('sales_settlements.id'))
      .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await sql`create index manual_costs_customer on manual_costs (customer_id, cost_date)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('manual_costs').execute();
    await db.schema.dropTable('manual_cost_types').execute();
    await db.schema
      .alterTable('delivery_tickets')
      .dropColumn('sales_settlement_id')
      .dropColumn('pump_ticket_state')
      .dropColumn('ticket_state')
      .dropColumn('signed_quantity')
      .execute();
    await db.schema.dropTable('sales_settlement_items').execute();
    await db.schema.dropTable('sales_settlement_lines').execute();
    await db.schema.dropTable('sales_settlements').execute();
  },
};
