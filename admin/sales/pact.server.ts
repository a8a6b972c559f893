import { sql, type Kysely } from 'kysely';
import type { ApprovalColumns, Flag, Id, NullableDate, NullableInt, NullableNum, NullableText, NumDefault, Stamp, Text } from '../../server/db/column-types';
import { orgColumn, recordColumns } from '../../server/db/migration-columns';
import { defineServerPart } from '../../server/resources/server-part';
import { pactOverrides } from './pact-grades.server';
import { customerPriceOverrides, zonePriceOverrides } from './pact-terms.server';
import { PACT_STATE } from './pact.resource';

/**
 * The sales contract (pact) on the `contracts` table tasks already reference, and the price tables
 * the ticket price resolution reads (src/domain/sales/price.ts): price periods, the contract's grade
 * list, information prices, zone and customer prices with their history, and float records.
 * Money is numeric(14,2) yuan, read as exact text and turned into fen by src/domain/sales/money.ts.
 */
export interface PactColumns extends ApprovalColumns {
  created_at: Stamp;
  updated_at: Stamp;
  inner_code: NullableText;
  price_time_id: NullableInt;
  pact_area_id: NullableInt;
  is_bengsong: Flag;
  bengsong: NumDefault;
  including_pump: Flag;
  price_type: Text;
  bilizhi: NumDefault;
  digital: NumDefault;
  floating: Text;
  floating_type: Text;
  mortar_price_type: Text;
  mortar_fixed_price: NullableNum;
  remark: Text;
}

interface PricedGrade {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  product_type: string;
  grade: string;
  price: NumDefault;
}
export interface PricePeriodTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  kind: string;
  name: string;
  start_date: NullableDate;
  end_date: NullableDate;
  remark: Text;
}
export interface ContractPriceTable extends PricedGrade {
  contract_id: number;
  period_id: number;
}
export interface InformationPriceTable extends PricedGrade {
  period_id: number;
}
export interface ZonePriceTable extends PricedGrade, ApprovalColumns {
  pact_area_id: number;
  effective_from: NullableDate;
  remark: Text;
}
export interface CustomerPriceTable extends PricedGrade, ApprovalColumns {
  customer_id: number;
  effective_from: NullableDate;
  remark: Text;
}
export interface PactTicketPersonTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  contract_id: number;
  person_name: string;
  phone: Text;
  remark: Text;
}
export interface PriceFloatTable {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
  contract_id: number;
  floating: string;
  floating_type: string;
  bilizhi: NumDefault;
  digital: NumDefault;
  effective_from: NullableDate;
  remark: Text;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    price_periods: PricePeriodTable;
    contract_prices: ContractPriceTable;
    information_prices: InformationPriceTable;
    zone_prices: ZonePriceTable;
    customer_prices: CustomerPriceTable;
    price_floats: PriceFloatTable;
    pact_ticket_persons: PactTicketPersonTable;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ContractTable extends PactColumns {}
}

type Schema = Kysely<unknown>['schema'];
const priced = (schema: Schema, table: string) =>
  orgColumn(recordColumns(schema.createTable(table)))
    .addColumn('product_type', 'varchar(16)', (c) => c.notNull().defaultTo('concrete'))
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0));

export const pactServer = defineServerPart({
  resource: 'pact',
  overrides: pactOverrides,
  migrations: {
    '0160-sales-contract-prices': {
      async up(db: Kysely<unknown>) {
        const s = db.schema;
        await orgColumn(recordColumns(s.createTable('price_periods')))
          .addColumn('kind', 'varchar(12)', (c) => c.notNull())
          .addColumn('name', 'varchar(50)', (c) => c.notNull())
          .addColumn('start_date', 'date', (c) => c.notNull())
          .addColumn('end_date', 'date', (c) => c.notNull())
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .addCheckConstraint('price_periods_days', sql`start_date <= end_date`)
          .execute();
        await s.createIndex('price_periods_kind').on('price_periods').columns(['org_id', 'kind', 'start_date']).execute();

        const add = (
          name: string,
          type: Parameters<ReturnType<Schema['alterTable']>['addColumn']>[1],
          build?: Parameters<ReturnType<Schema['alterTable']>['addColumn']>[2],
        ) => s.alterTable('contracts').addColumn(name, type, build).execute();
        await add('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
        await add('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
        await add('inner_code', 'varchar(32)'); // null while none is given, so the unique index allows many
        // created here: the start-up derivation counts the old rows' empty codes (nulls) as repeats and would leave the key unguarded
        await s.createIndex('uq_contracts_inner_code').on('contracts').columns(['org_id', 'inner_code']).unique().execute();
        await add('price_time_id', 'integer', (c) => c.references('price_periods.id'));
        await add('pact_area_id', 'integer', (c) => c.references('pact_areas.id'));
        await add('is_bengsong', 'boolean', (c) => c.notNull().defaultTo(false));
        await add('bengsong', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0));
        await add('including_pump', 'boolean', (c) => c.notNull().defaultTo(false));
        await add('price_type', 'varchar(12)', (c) => c.notNull().defaultTo('fixed'));
        await add('bilizhi', 'numeric(8, 2)', (c) => c.notNull().defaultTo(0));
        await add('digital', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0));
        await add('floating', 'varchar(4)', (c) => c.notNull().defaultTo('down'));
        await add('floating_type', 'varchar(8)', (c) => c.notNull().defaultTo('percent'));
        await add('mortar_price_type', 'varchar(8)', (c) => c.notNull().defaultTo('grade'));
        await add('mortar_fixed_price', 'numeric(14, 2)');
        await add('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''));
        await add('approve_state', 'smallint');
        await add('approve_level', 'smallint', (c) => c.notNull().defaultTo(0));
        await add('approve_round', 'integer', (c) => c.notNull().defaultTo(0));
        await add('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''));
        await add('submit_user_id', 'integer');
        // contracts written before the flow existed are in force: they count as agreed
        await sql`update contracts set approve_state = 1`.execute(db);
        await s
          .alterTable('contracts')
          .alterColumn('state', (c) => c.setDefault(PACT_STATE.draft))
          .execute();

        await priced(s, 'contract_prices')
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
          .addColumn('period_id', 'integer', (c) => c.notNull().references('price_periods.id'))
          .execute();
        await s.createIndex('contract_prices_key').on('contract_prices').columns(['contract_id', 'period_id', 'product_type', 'grade']).unique().execute();
        await priced(s, 'information_prices')
          .addColumn('period_id', 'integer', (c) => c.notNull().references('price_periods.id'))
          .execute();
        await s.createIndex('information_prices_key').on('information_prices').columns(['period_id', 'product_type', 'grade']).unique().execute();
        await priced(s, 'zone_prices')
          .addColumn('pact_area_id', 'integer', (c) => c.notNull().references('pact_areas.id'))
          .addColumn('effective_from', 'date', (c) => c.notNull())
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await s.createIndex('zone_prices_zone').on('zone_prices').columns(['pact_area_id', 'grade', 'effective_from']).execute();
        await priced(s, 'customer_prices')
          .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
          .addColumn('effective_from', 'date', (c) => c.notNull())
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await s.createIndex('customer_prices_customer').on('customer_prices').columns(['customer_id', 'grade', 'effective_from']).execute();
        await orgColumn(recordColumns(s.createTable('price_floats')))
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
          .addColumn('floating', 'varchar(4)', (c) => c.notNull())
          .addColumn('floating_type', 'varchar(8)', (c) => c.notNull())
          .addColumn('bilizhi', 'numeric(8, 2)', (c) => c.notNull().defaultTo(0))
          .addColumn('digital', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
          .addColumn('effective_from', 'date', (c) => c.notNull())
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await s.createIndex('price_floats_contract').on('price_floats').columns(['contract_id', 'effective_from']).execute();
        // who may sign the contract's delivery tickets on site
        await orgColumn(recordColumns(s.createTable('pact_ticket_persons')))
          .addColumn('contract_id', 'integer', (c) => c.notNull().references('contracts.id').onDelete('cascade'))
          .addColumn('person_name', 'varchar(50)', (c) => c.notNull())
          .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
          .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
          .execute();
        await s.createIndex('pact_ticket_persons_contract').on('pact_ticket_persons').column('contract_id').execute();
      },
      async down(db: Kysely<unknown>) {
        for (const t of ['pact_ticket_persons', 'price_floats', 'customer_prices', 'zone_prices', 'information_prices', 'contract_prices'])
          await db.schema.dropTable(t).execute();
        for (const c of [
          'created_at',
          'updated_at',
          'inner_code',
          'price_time_id',
          'pact_area_id',
          'is_bengsong',
          'bengsong',
          'including_pump',
          'price_type',
          'bilizhi',
          'digital',
          'floating',
          'floating_type',
          'mortar_price_type',
          'mortar_fixed_price',
          'remark',
          'approve_state',
          'approve_level',
          'approve_round',
          'submit_user',
          'submit_user_id',
        ]) {
          await db.schema.alterTable('contracts').dropColumn(c).execute();
        }
        await db.schema
          .alterTable('contracts')
          .alterColumn('state', (c) => c.setDefault(1))
          .execute();
        await db.schema.dropTable('price_periods').execute();
      },
    },
  },
  onApproval: {
    /** An agreed contract comes into force. */
    'sales-contract': {
      async onAgreed(ctx, id) {
        await ctx.db.updateTable('contracts').set({ state: PACT_STATE.inForce, updated_at: new Date() }).where('id', '=', id).execute();
      },
    },
  },
});

export const pricePeriodServer = defineServerPart({ resource: 'pricePeriod' });
export const informationPeriodServer = defineServerPart({ resource: 'informationPeriod' });
export const contractPriceServer = defineServerPart({ resource: 'contractPrice' });
export const informationPriceServer = defineServerPart({ resource: 'informationPrice' });
export const zonePriceServer = defineServerPart({ resource: 'zonePrice', overrides: zonePriceOverrides });
export const customerPriceServer = defineServerPart({ resource: 'customerPrice', overrides: customerPriceOverrides });
export const priceFloatServer = defineServerPart({ resource: 'priceFloat' });
export const pactTicketPersonServer = defineServerPart({ resource: 'pactTicketPerson' });
