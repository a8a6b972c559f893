import { sql, type Kysely } from 'kysely';
import type {
  ApprovalColumns,
  Flag,
  Id,
  IntDefault,
  NullableDate,
  NullableInt,
  NullableNum,
  NullableText,
  NumDefault,
  Stamp,
  Text,
} from '../../server/db/column-types';
import { approvalColumns, orgColumn, recordColumns } from '../../server/db/migration-columns';
import type { CallContext } from '../../server/http/call';
import { BizError } from '../../server/http/errors';
import { idParam, save, update } from '../../server/resources/resource.handlers';
import type { Override } from '../../server/resources/override';
import { defineServerPart } from '../../server/resources/server-part';
import type { ResourceDef } from '../../src/domain/resources/types';

/**
 * The contract's terms beyond its prices and what the settlement adds or takes off (migration
 * 0161): project addresses, supply control, contract users, customer changes, internal prices,
 * special-requirement surcharges, other fees, discounts, quotations, test points and check points;
 * and the flow state of zone and customer prices, which charge only once agreed.
 */
interface Rec {
  id: Id;
  created_at: Stamp;
  updated_at: Stamp;
  org_id: string;
}
export interface ProjectAddressTable extends Rec, ApprovalColumns {
  contract_id: number;
  address: string;
  lng: NullableNum;
  lat: NullableNum;
  contact: Text;
  phone: Text;
  remark: Text;
}
export interface PactControlTable extends Rec {
  contract_id: number;
  max_quantity: NullableNum;
  max_amount: NullableNum;
  stop_supply: Flag;
  remark: Text;
}
export interface PactUserTable extends Rec {
  contract_id: number;
  user_id: number;
  role: string;
}
export interface PactCustomerChangeTable extends Rec {
  contract_id: number;
  from_customer_id: number;
  to_customer_id: number;
  from_project_id: number;
  to_project_id: number;
  reason: string;
  user_name: Text;
}
export interface InternalPriceTable extends Rec {
  period_id: number;
  product_type: string;
  grade: string;
  price: NumDefault;
}
export interface SpecialPriceTable extends Rec {
  code: string;
  name: string;
  price: NumDefault;
  effective_from: NullableDate;
  remark: Text;
}
export interface OtherFeeTable extends Rec {
  contract_id: number;
  fee_type_id: NullableInt;
  name: string;
  per: string;
  fee: NumDefault;
  grade: NullableText;
  start_date: NullableDate;
  end_date: NullableDate;
  remark: Text;
}
export interface DiscountTable extends Rec, ApprovalColumns {
  contract_id: number;
  kind: string;
  value: NumDefault;
  grade: NullableText;
  start_date: NullableDate;
  end_date: NullableDate;
  reason: string;
}
export interface QuotationTable extends Rec {
  quote_code: string;
  customer_id: number;
  project_name: string;
  quote_date: NullableDate;
  valid_until: NullableDate;
  state: IntDefault;
  remark: Text;
}
export interface QuotationLineTable extends Rec {
  quotation_id: number;
  product_type: string;
  grade: string;
  price: NumDefault;
  quantity: NullableNum;
  remark: Text;
}
export interface TestPointTable extends Rec {
  name: string;
  contract_id: NullableInt;
  address: Text;
  contact: Text;
  phone: Text;
  remark: Text;
}
export interface CheckPointTable extends Rec {
  contract_id: number;
  check_date: NullableDate;
  loads: IntDefault;
  unpriced_loads: IntDefault;
  quantity: NumDefault;
  amount: NumDefault;
  user_name: Text;
}
export interface CheckPointLineTable {
  id: Id;
  org_id: string;
  check_point_id: number;
  grade: string;
  rule: string;
  loads: number;
  quantity: NumDefault;
  unit_price: NullableNum;
  amount: NumDefault;
}

declare module '../../server/db/schema' {
  interface ResourceTables {
    project_addresses: ProjectAddressTable;
    pact_controls: PactControlTable;
    pact_users: PactUserTable;
    pact_customer_changes: PactCustomerChangeTable;
    internal_prices: InternalPriceTable;
    special_prices: SpecialPriceTable;
    sales_other_fees: OtherFeeTable;
    sales_discounts: DiscountTable;
    quotations: QuotationTable;
    quotation_lines: QuotationLineTable;
    test_points: TestPointTable;
    check_points: CheckPointTable;
    check_point_lines: CheckPointLineTable;
  }
}

type Db = Kysely<unknown>;
const contractRef = 'contracts.id';
const TABLES = [
  'check_point_lines',
  'check_points',
  'test_points',
  'quotation_lines',
  'quotations',
  'sales_discounts',
  'sales_other_fees',
  'special_prices',
  'internal_prices',
  'pact_customer_changes',
  'pact_users',
  'pact_controls',
  'project_addresses',
];

async function up(db: Db) {
  const s = db.schema;
  const t = (name: string) => orgColumn(recordColumns(s.createTable(name)));
  const remark = 'varchar(500)';
  await approvalColumns(t('project_addresses'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('lng', 'numeric(10, 6)')
    .addColumn('lat', 'numeric(10, 6)')
    .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('project_addresses_contract').on('project_addresses').column('contract_id').execute();
  await t('pact_controls')
    .addColumn('contract_id', 'integer', (c) => c.notNull().unique().references(contractRef).onDelete('cascade'))
    .addColumn('max_quantity', 'numeric(14, 3)')
    .addColumn('max_amount', 'numeric(16, 2)')
    .addColumn('stop_supply', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .execute();
  await t('pact_users')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    .addUniqueConstraint('pact_users_key', ['contract_id', 'user_id', 'role'])
    .execute();
  await s.createIndex('pact_users_user').on('pact_users').column('user_id').execute();
  await t('pact_customer_changes')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('from_customer_id', 'integer', (c) => c.notNull())
    .addColumn('to_customer_id', 'integer', (c) => c.notNull())
    .addColumn('from_project_id', 'integer', (c) => c.notNull())
    .addColumn('to_project_id', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .execute();
  await t('internal_prices')
    .addColumn('period_id', 'integer', (c) => c.notNull().references('price_periods.id'))
    .addColumn('product_type', 'varchar(16)', (c) => c.notNull().defaultTo('concrete'))
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('internal_prices_key').on('internal_prices').columns(['period_id', 'product_type', 'grade']).unique().execute();
  await t('special_prices')
    .addColumn('code', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('special_prices_code').on('special_prices').columns(['org_id', 'code', 'effective_from']).execute();
  await t('sales_other_fees')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('fee_type_id', 'integer', (c) => c.references('other_fee_types.id'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('per', 'varchar(8)', (c) => c.notNull())
    .addColumn('fee', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('grade', 'varchar(16)')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date')
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .addCheckConstraint('sales_other_fees_days', sql`end_date is null or start_date <= end_date`)
    .execute();
  await s.createIndex('sales_other_fees_contract').on('sales_other_fees').column('contract_id').execute();
  await approvalColumns(t('sales_discounts'))
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('grade', 'varchar(16)')
    .addColumn('start_date', 'date', (c) => c.notNull())
    .addColumn('end_date', 'date', (c) => c.notNull())
    .addColumn('reason', 'varchar(200)', (c) => c.notNull())
    .addCheckConstraint('sales_discounts_days', sql`start_date <= end_date`)
    .execute();
  await s.createIndex('sales_discounts_contract').on('sales_discounts').columns(['contract_id', 'start_date']).execute();
  await t('quotations')
    .addColumn('quote_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.id'))
    .addColumn('project_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('quote_date', 'date', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('state', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('quotations_code').on('quotations').columns(['org_id', 'quote_code']).unique().execute();
  await t('quotation_lines')
    .addColumn('quotation_id', 'integer', (c) => c.notNull().references('quotations.id').onDelete('cascade'))
    .addColumn('product_type', 'varchar(16)', (c) => c.notNull().defaultTo('concrete'))
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('price', 'numeric(14, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'numeric(14, 3)')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('quotation_lines_quotation').on('quotation_lines').column('quotation_id').execute();
  await t('test_points')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('contract_id', 'integer', (c) => c.references(contractRef).onDelete('set null'))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', remark, (c) => c.notNull().defaultTo(''))
    .execute();
  await t('check_points')
    .addColumn('contract_id', 'integer', (c) => c.notNull().references(contractRef).onDelete('cascade'))
    .addColumn('check_date', 'date', (c) => c.notNull())
    .addColumn('loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unpriced_loads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'numeric(14, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('user_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('check_points_key', ['contract_id', 'check_date'])
    .execute();
  await s
    .createTable('check_point_lines')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('org_id', 'varchar(16)', (c) => c.notNull().references('orgs.org_id'))
    .addColumn('check_point_id', 'integer', (c) => c.notNull().references('check_points.id').onDelete('cascade'))
    .addColumn('grade', 'varchar(16)', (c) => c.notNull())
    .addColumn('rule', 'varchar(16)', (c) => c.notNull())
    .addColumn('loads', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'numeric(14, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_price', 'numeric(14, 2)')
    .addColumn('amount', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('check_point_lines_point').on('check_point_lines').column('check_point_id').execute();
  // zone and customer prices entered before their flow existed count as agreed
  for (const table of ['zone_prices', 'customer_prices']) {
    await s
      .alterTable(table)
      .addColumn('approve_state', 'smallint', (c) => c.defaultTo(1))
      .execute();
    await s
      .alterTable(table)
      .alterColumn('approve_state', (c) => c.dropDefault())
      .execute();
    await s
      .alterTable(table)
      .addColumn('approve_level', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
    await s
      .alterTable(table)
      .addColumn('approve_round', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await s
      .alterTable(table)
      .addColumn('submit_user', 'varchar(50)', (c) => c.notNull().defaultTo(''))
      .execute();
    await s.alterTable(table).addColumn('submit_user_id', 'integer').execute();
  }
}

async function down(db: Db) {
  for (const table of ['zone_prices', 'customer_prices']) {
    for (const c of ['approve_state', 'approve_level', 'approve_round', 'submit_user', 'submit_user_id'])
      await db.schema.alterTable(table).dropColumn(c).execute();
  }
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}

/** An agreed zone or customer price is history: a change is a newer row effective later (409 otherwise). */
async function refuseAgreed(ctx: CallContext, def: ResourceDef) {
  const id = idParam(ctx, def);
  const row = await ctx.db
    .selectFrom(def.table as 'zone_prices')
    .select('approve_state')
    .where('id', '=', id)
    .executeTakeFirst();
  if (row?.approve_state === 1) throw new BizError(409, 'agreedPrice');
}
const agreedIsHistory: Record<string, Override> = {
  update: {
    write: true,
    handler: async (ctx, def) => {
      await refuseAgreed(ctx, def);
      return update(ctx, def);
    },
  },
  save: {
    write: true,
    handler: async (ctx, def) => {
      if (ctx.params.has(def.id) || ctx.params.has('id')) await refuseAgreed(ctx, def);
      return save(ctx, def);
    },
  },
};

export const pactAddressServer = defineServerPart({ resource: 'pactAddress', migrations: { '0161-sales-terms': { up, down } } });
export const pactControlServer = defineServerPart({ resource: 'pactControl' });
export const pactUserServer = defineServerPart({ resource: 'pactUser' });
export const internalPeriodServer = defineServerPart({ resource: 'internalPeriod' });
export const internalPriceServer = defineServerPart({ resource: 'internalPrice' });
export const specialPriceServer = defineServerPart({ resource: 'specialPrice' });
export const otherFeeServer = defineServerPart({ resource: 'otherFee' });
export const discountServer = defineServerPart({ resource: 'discount' });
export const quotationServer = defineServerPart({ resource: 'quotation' });
export const quotationLineServer = defineServerPart({ resource: 'quotationLine' });
export const testPointServer = defineServerPart({ resource: 'testPoint' });
export const checkPointServer = defineServerPart({ resource: 'checkPoint' });
export const zonePriceOverrides = agreedIsHistory;
export const customerPriceOverrides = agreedIsHistory;
