import type { DB } from '../db/database';

const GRADES = ['C15', 'C20', 'C25', 'C30', 'C35', 'C40', 'C45', 'C50'];
/** information price of a grade, yuan: C15 380 … C50 520 */
const infoPrice = (i: number) => 380 + i * 20;
const yuan = (n: number) => n.toFixed(2);
const AGREED = { approve_state: 1, submit_user: '系统管理员' };

/**
 * Sales prices (admin/sales): for each station a year of information prices (and internal prices
 * 30 yuan under them), a contract price period, its contracts' terms — the first half priced by a
 * grade list of three grades, the rest by the information price floated 3 % down — zone prices for
 * each project zone, one customer's own price, special-requirement surcharges, other fees, a discount,
 * an agreed project address, a quotation and a test point. Everything is agreed, so the price check,
 * the settlement and the screens have real figures from the first start. Deterministic: only the year
 * of the first start varies.
 */
export async function seedSalesPrices(db: DB): Promise<void> {
  const year = new Date().getFullYear();
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const zones = await db.selectFrom('pact_areas').select('id').orderBy('sort').execute();
  const feeTypes = await db.selectFrom('other_fee_types').select(['id', 'name']).orderBy('sort').execute();
  const stations = await db.selectFrom('orgs').select('org_id').where('org_id', '<>', '0001').orderBy('org_id').execute();
  for (const [s, { org_id: org }] of stations.entries()) {
    const period = (kind: string, name: string) =>
      db.insertInto('price_periods').values({ org_id: org, kind, name, start_date: from, end_date: to }).returning('id').executeTakeFirstOrThrow();
    const info = await period('information', `${year}年信息价`);
    await db
      .insertInto('information_prices')
      .values(GRADES.map((grade, i) => ({ org_id: org, period_id: info.id, product_type: 'concrete', grade, price: yuan(infoPrice(i)) })))
      .execute();
    const internal = await period('internal', `${year}年内部价`);
    await db
      .insertInto('internal_prices')
      .values(GRADES.map((grade, i) => ({ org_id: org, period_id: internal.id, product_type: 'concrete', grade, price: yuan(infoPrice(i) - 30) })))
      .execute();
    const pactPeriod = await period('contract', `${year}年合同价`);

    const contracts = await db.selectFrom('contracts').select(['id', 'customer_id']).where('org_id', '=', org).orderBy('id').execute();
    for (const [i, c] of contracts.entries()) {
      const fixed = i < Math.ceil(contracts.length / 2);
      await db
        .updateTable('contracts')
        .set({
          ...AGREED,
          pact_area_id: zones.length ? zones[(s + i) % zones.length].id : null,
          price_time_id: fixed ? pactPeriod.id : null,
          price_type: fixed ? 'fixed' : 'information',
          floating: 'down',
          floating_type: 'percent',
          bilizhi: fixed ? '0' : '3',
          is_bengsong: true,
          including_pump: i % 3 === 0,
          bengsong: '20.00',
          mortar_price_type: 'grade',
          sign_time: new Date(`${from}T09:00:00+08:00`),
        })
        .where('id', '=', c.id)
        .execute();
      if (fixed) {
        await db
          .insertInto('contract_prices')
          .values(
            ['C25', 'C30', 'C35'].map((grade) => ({
              org_id: org,
              contract_id: c.id,
              period_id: pactPeriod.id,
              product_type: 'concrete',
              grade,
              price: yuan(infoPrice(GRADES.indexOf(grade)) - 10 - i * 5),
            })),
          )
          .execute();
      }
    }
    for (const [z, zone] of zones.entries()) {
      await db
        .insertInto('zone_prices')
        .values(
          ['C30', 'C40'].map((grade) => ({
            ...AGREED,
            org_id: org,
            pact_area_id: zone.id,
            product_type: 'concrete',
            grade,
            price: yuan(infoPrice(GRADES.indexOf(grade)) + z * 5),
            effective_from: from,
          })),
        )
        .execute();
    }
    if (contracts.length) {
      // the last contract's customer: its own price beats its zone's and its contract's (C35)
      await db
        .insertInto('customer_prices')
        .values({
          ...AGREED,
          org_id: org,
          customer_id: contracts[contracts.length - 1].customer_id,
          product_type: 'concrete',
          grade: 'C35',
          price: yuan(infoPrice(GRADES.indexOf('C35')) - 15),
          effective_from: from,
          remark: '大客户协议价',
        })
        .execute();
      const first = contracts[0].id;
      const winter = feeTypes.find((f) => f.name === '冬季施工费');
      await db
        .insertInto('sales_other_fees')
        .values([
          {
            org_id: org,
            contract_id: first,
            fee_type_id: winter?.id ?? null,
            name: '冬季施工费',
            per: 'm3',
            fee: '15.00',
            start_date: `${year}-12-01`,
            end_date: to,
          },
          { org_id: org, contract_id: first, fee_type_id: null, name: '夜间施工费', per: 'load', fee: '50.00', start_date: from, end_date: `${year}-03-31` },
        ])
        .execute();
      await db
        .insertInto('sales_discounts')
        .values({ ...AGREED, org_id: org, contract_id: first, kind: 'percent', value: '1.00', start_date: from, end_date: to, reason: '年度量大优惠' })
        .execute();
      const project = await db
        .selectFrom('contracts as c')
        .innerJoin('projects as p', 'p.id', 'c.project_id')
        .select(['p.address', 'p.lng', 'p.lat'])
        .where('c.id', '=', first)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('project_addresses')
        .values({
          ...AGREED,
          org_id: org,
          contract_id: first,
          address: `${project.address}二期`,
          lng: (Number(project.lng) + 0.004).toFixed(6),
          lat: (Number(project.lat) + 0.003).toFixed(6),
          contact: '王工',
          phone: `1380000${String(s + 1).padStart(4, '0')}`,
        })
        .execute();
      await db
        .insertInto('test_points')
        .values({
          org_id: org,
          name: `杭州市建设工程质量检测中心${s + 1}所`,
          contract_id: first,
          address: '杭州市西湖区文三路',
          contact: '李工',
          phone: `0571-8800${String(s + 1).padStart(4, '0')}`,
        })
        .execute();
      const quote = await db
        .insertInto('quotations')
        .values({
          org_id: org,
          quote_code: `BJ${String(s + 1).padStart(6, '0')}`,
          customer_id: contracts[0].customer_id,
          project_name: '城西综合体三期',
          quote_date: from,
          valid_until: `${year}-06-30`,
          state: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('quotation_lines')
        .values(
          ['C30', 'C35', 'C40'].map((grade) => ({
            org_id: org,
            quotation_id: quote.id,
            product_type: 'concrete',
            grade,
            price: yuan(infoPrice(GRADES.indexOf(grade)) - 8),
            quantity: '1200.000',
          })),
        )
        .execute();
    }
    await db
      .insertInto('special_prices')
      .values(
        [
          ['P6', '抗渗P6', '15.00'],
          ['P8', '抗渗P8', '20.00'],
          ['P10', '抗渗P10', '25.00'],
          ['早强', '早强剂', '12.00'],
        ].map(([code, name, price]) => ({ org_id: org, code, name, price, effective_from: from })),
      )
      .execute();
  }
}
