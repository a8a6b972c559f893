import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { priceLoad, type PriceBook, type PricingContract } from '../../../src/domain/sales/price';
import { startTestServer, type TestServer } from '../harness';
import { orgCalls } from '../calls';

/**
 * Sales contracts and prices (issue 10, first slice): the pact through its spec paths and its
 * approval, the price lists, and real tickets priced through `/sales/price/ticket-price` exactly as
 * the pure resolution (src/domain/sales/price.ts) prices the same lists. Acted for station 01, in
 * 2031, where the seed has no tickets.
 */
let s: TestServer;
const tok: Record<string, string> = {};
const ORG = { org_id: '01' };
beforeAll(async () => {
  s = await startTestServer();
  for (const u of ['admin', 'approver', 'sales', 'station']) tok[u] = await s.login(u);
});
afterAll(async () => {
  await s?.close();
});

const { call, ok } = orgCalls(() => s, tok, ORG);
const rows = async <T>(q: ReturnType<typeof sql>) => (await q.execute(s.services.db)).rows as T[];

let customerId: number;
let projectId: number;
let zoneId: number;
let pactId: number;
let periodId: number;
let infoPeriodId: number;

describe('sales contracts (/sales/pact/*)', () => {
  it('refuses bad terms with a 400 naming the field', async () => {
    [{ customer_id: customerId, id: projectId }] = await rows<{ customer_id: number; id: number }>(
      sql`select customer_id, id from projects where org_id = '01' order by id limit 1`,
    );
    [{ id: zoneId }] = await rows<{ id: number }>(sql`insert into pact_areas (name) values ('余杭北区') returning id`);
    const base = { contractCode: 'HT900001', customerId, projectId, time: '2031-01-01 09:00:00', price_type: 'fixed' };
    expect(await call('admin', '/sales/pact/pact-add', { ...base, price_type: 'cheap' })).toMatchObject({ code: 400, data: { field: 'price_type' } });
    expect(await call('admin', '/sales/pact/pact-add', { ...base, customerId: undefined })).toMatchObject({ code: 400, data: { field: 'customerId' } });
    expect(await call('admin', '/sales/pact/pact-add', { ...base, bengsong: '12.345' })).toMatchObject({ code: 400, data: { field: 'bengsong' } });
    expect(await call('admin', '/sales/pact/pact-add', { ...base, floating: 'sideways' })).toMatchObject({ code: 400, data: { field: 'floating' } });
    // a customer of another station cannot be named
    const [{ id: other }] = await rows<{ id: number }>(sql`select id from customers where org_id = '02' order by id limit 1`);
    expect(await call('admin', '/sales/pact/pact-add', { ...base, customerId: other })).toMatchObject({ code: 400, data: { field: 'customerId' } });
  });

  it('adds a contract with its pricing terms, checks its inner code, and brings it into force through its flow', async () => {
    const code = (await ok('admin', '/sales/sany_pact/getCode')).code;
    expect(code).toMatch(/^HT\d+$/);
    [{ id: periodId }] = [await ok('admin', '/resource/pricePeriod/add', { name: '2031年上半年', startDate: '2031-01-01', endDate: '2031-06-30' })];
    const added = await ok('admin', '/sales/pact/pact-add', {
      contractCode: code,
      innerCode: 'YH-NB-001',
      customerId,
      projectId,
      time: '2031-01-01 09:00:00',
      price_time_id: periodId,
      pact_area_id: zoneId,
      price_type: 'fixed',
      floating: 'down',
      floating_type: 'percent',
      bilizhi: '2',
      is_bengsong: true,
      including_pump: false,
      bengsong: '15',
      mortar_price_type: 'fixed',
      mortar_fixed_price: '520',
    });
    pactId = added.pact_id;
    expect(added).toMatchObject({ innerCode: 'YH-NB-001', price_type: 'fixed', bengsong: '15.00', zoneName: '余杭北区', state: 0, approveState: null });
    expect((await ok('admin', '/sales/sany_pact/innerCode_check', { innerCode: 'YH-NB-001' })).exists).toBe(true);
    expect((await ok('admin', '/sales/sany_pact/innerCode_check', { innerCode: 'YH-NB-002' })).exists).toBe(false);
    expect(
      await call('admin', '/sales/pact/pact-add', {
        contractCode: 'HT900002',
        innerCode: 'YH-NB-001',
        customerId,
        projectId,
        time: '2031-01-01 09:00:00',
        price_type: 'fixed',
      }),
    ).toMatchObject({ code: 400, data: { field: 'innerCode' } });

    expect(
      (await call('admin', '/system/approval-flow/save', { businessType: 'sales-contract', levels: [{ approvers: [{ type: 'role', value: 'approver' }] }] }))
        .code,
    ).toBe(200);
    expect((await ok('admin', '/sales/pact/pact-submit', { pact_id: pactId })).approveState).toBe(0);
    expect((await call('admin', '/sales/pact/pact-delete', { pact_id: pactId })).code).toBe(409);
    await ok('approver', '/resource/pact/approve', { pact_id: pactId, status: 1, text: '同意' });
    expect(await ok('admin', '/sales/pact/findbyid', { pact_id: pactId })).toMatchObject({ approveState: 1, state: 1 });
    expect((await ok('admin', '/resource/pact/suspend', { pact_id: pactId })).state).toBe(2);
    expect((await ok('admin', '/resource/pact/resume', { pact_id: pactId })).state).toBe(1);
    // the spec's state call runs the same transitions
    expect((await ok('admin', '/sales/pact/update-pact-state', { pact_id: pactId, state: 2 })).state).toBe(2);
    expect(await call('admin', '/sales/pact/update-pact-state', { pact_id: pactId, state: 2 })).toMatchObject({ code: 409 });
    expect(await call('admin', '/sales/pact/update-pact-state', { pact_id: pactId, state: 7 })).toMatchObject({ code: 400, data: { field: 'state' } });
    expect((await ok('admin', '/sales/pact/update-pact-state', { pact_id: pactId, state: 1 })).state).toBe(1);
  });

  it('keeps a contract inside its organisation', async () => {
    expect(await call('sales', '/sales/pact/findbyid', { pact_id: pactId }, { org_id: '02' })).toMatchObject({ code: 404 });
    const page = await call('sales', '/sales/pact/pact-list2', { contractCode: 'HT' }, { org_id: '02' });
    expect(page.data.list.some((p: { pact_id: number }) => p.pact_id === pactId)).toBe(false);
    expect((await call('station', '/sales/pact/pact-list2', {})).code).toBe(403);
  });
});

describe('price lists (/sales/new-price/*, /sales/sanypactprice/*, /sales/sanyinformationprice/*)', () => {
  it('saves the contract grade list, information prices, zone and customer prices with history', async () => {
    expect(
      await call('admin', '/sales/sanypactprice/pactprice-add', { contractId: pactId, periodId, productType: 'concrete', grade: 'C30', price: '12.345' }),
    ).toMatchObject({ code: 400, data: { field: 'price' } });
    await ok('admin', '/sales/sanypactprice/pactprice-add', { contractId: pactId, periodId, productType: 'concrete', grade: 'C30', price: '430' });
    await ok('admin', '/sales/sanypactprice/pactprice-add', { contractId: pactId, periodId, productType: 'concrete', grade: 'C35', price: '455' });
    expect((await ok('admin', '/sales/pact/getStrengthPrices', { contractId: pactId })).map((p: { grade: string }) => p.grade).sort()).toEqual(['C30', 'C35']);

    infoPeriodId = (await ok('admin', '/resource/informationPeriod/add', { name: '2030年12月', startDate: '2030-12-01', endDate: '2030-12-31' })).id;
    await ok('admin', '/sales/sanyinformationprice/pactprice-add', { periodId: infoPeriodId, productType: 'concrete', grade: 'C30', price: '400' });
    await ok('admin', '/sales/sanyinformationprice/pactprice-add', { periodId: infoPeriodId, productType: 'concrete', grade: 'C35', price: '425.50' });

    // zone and customer prices charge once agreed: the demo's flow (README: the approver approves prices) has them wait for the approver
    const zone = await ok('admin', '/sales/new-price/save-area-price', {
      pactAreaId: zoneId,
      productType: 'concrete',
      grade: 'C35',
      price: '448',
      effectiveFrom: '2031-01-01',
    });
    expect((await ok('admin', '/resource/zonePrice/submit', { id: zone.id })).approveState).toBe(0);
    expect((await ok('approver', '/resource/zonePrice/approve', { id: zone.id, status: 1, text: '同意' })).approveState).toBe(1);
    for (const [price, effectiveFrom] of [
      ['440', '2031-02-01'],
      ['445', '2031-03-01'],
    ]) {
      const c = await ok('admin', '/sales/new-price/save-customer-price', { customerId, productType: 'concrete', grade: 'C35', price, effectiveFrom });
      expect((await ok('admin', '/resource/customerPrice/submit', { id: c.id })).approveState).toBe(0);
      expect((await ok('approver', '/resource/customerPrice/approve', { id: c.id, status: 1, text: '同意' })).approveState).toBe(1);
    }
    const history = await ok('admin', '/sales/new-price/customer-price-history', { customerId, grade: 'C35' });
    expect(history.map((h: { price: string; effectiveFrom: string }) => [h.effectiveFrom, h.price])).toEqual([
      ['2031-03-01', '445.00'],
      ['2031-02-01', '440.00'],
    ]);
    expect(
      await call('admin', '/sales/new-price/save-customer-price', {
        customerId,
        productType: 'concrete',
        grade: 'C35',
        price: '1',
        effectiveFrom: '2031-02-30',
      }),
    ).toMatchObject({ code: 400, data: { field: 'effectiveFrom' } });
    await ok('admin', '/sales/new-price/save-information-price-float', {
      contractId: pactId,
      floating: 'up',
      floatingType: 'amount',
      digital: '5',
      effectiveFrom: '2030-12-20',
    });
    expect((await ok('admin', '/sales/new-price/information-price-float-record', { contractId: pactId })).list).toHaveLength(1);
  });
});

describe('POST /sales/pact/pact-add with its data list', () => {
  const base = () => ({ contractCode: 'HT900100', customerId, projectId, time: '2031-01-02 09:00:00', price_time_id: periodId, price_type: 'fixed' });

  it('writes the grade list with the contract in one transaction, and refuses a bad row naming it', async () => {
    expect(
      await call('admin', '/sales/pact/pact-add', {
        ...base(),
        data: [
          { grade: 'C40', price: '470' },
          { grade: 'c40', price: '1' },
        ],
      }),
    ).toMatchObject({ code: 400, data: { field: 'data[1].grade' } });
    expect(await call('admin', '/sales/pact/pact-add', { ...base(), data: [{ grade: 'C40', price: '4.705' }] })).toMatchObject({ code: 400 });
    expect(await call('admin', '/sales/pact/pact-add', { ...base(), price_time_id: undefined, data: [{ grade: 'C40', price: '470' }] })).toMatchObject({
      code: 400,
      data: { field: 'price_time_id' },
    });
    // nothing of the refused calls was kept
    expect(await rows(sql`select id from contracts where contract_code = 'HT900100'`)).toHaveLength(0);
    const added = await ok('admin', '/sales/pact/pact-add', {
      ...base(),
      data: [
        { grade: 'C40', price: '470' },
        { productType: 'mortar', grade: 'M10', price: '380.5' },
      ],
    });
    expect(added.data).toEqual([
      { productType: 'concrete', grade: 'C40', price: '470.00' },
      { productType: 'mortar', grade: 'M10', price: '380.50' },
    ]);
    const updated = await ok('admin', '/sales/pact/pact-update', { pact_id: added.pact_id, remark: '补充C45', data: [{ grade: 'C45', price: '490' }] });
    expect(updated).toMatchObject({ remark: '补充C45', data: [{ grade: 'C45', price: '490.00' }] });
  });
});

describe('POST /sales/sanyinformationprice/findInformationAndTime', () => {
  it("answers the information prices of the day with the contract's float of that day", async () => {
    const r = await ok('admin', '/sales/sanyinformationprice/findInformationAndTime', { time: '2030-12-31 10:00:00', pact_id: pactId, type: 'concrete' });
    expect(r.period).toMatchObject({ id: infoPeriodId });
    expect(r.list).toEqual([
      { productType: 'concrete', grade: 'C30', informationPrice: '400.00', price: '405.00', deltaFen: 500 },
      { productType: 'concrete', grade: 'C35', informationPrice: '425.50', price: '430.50', deltaFen: 500 },
    ]);
    // before the float record: the contract's own float, down 2 %
    expect((await ok('admin', '/sales/sanyinformationprice/findInformationAndTime', { time: '2030-12-19', pact_id: pactId })).list[0]).toMatchObject({
      price: '392.00',
    });
    expect(await call('admin', '/sales/sanyinformationprice/findInformationAndTime', { time: '2030-12-32', pact_id: pactId })).toMatchObject({
      code: 400,
      data: { field: 'time' },
    });
    expect(await call('sales', '/sales/sanyinformationprice/findInformationAndTime', { time: '2030-12-31', pact_id: pactId }, { org_id: '02' })).toMatchObject({
      code: 400,
      data: { field: 'pact_id' },
    });
  });
});

describe("the contract form's pickers, ticket signers and the information price list", () => {
  it("offers only the station's customers and projects", async () => {
    const customers = await ok('admin', '/sales/pact/getCustomer');
    const orgs = new Set(customers.map((c: { orgId: string }) => c.orgId));
    expect([...orgs]).toEqual(['01']);
    expect(customers.some((c: { value: number }) => c.value === customerId)).toBe(true);
    const projects = await ok('admin', '/sales/pact/project-name-query', { customerId });
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((p: { customerId: number }) => p.customerId === customerId)).toBe(true);
    const [{ id: foreign }] = await rows<{ id: number }>(sql`select customer_id as id from projects where org_id = '02' order by id limit 1`);
    expect(await ok('admin', '/sales/pact/project-name-query', { customerId: foreign })).toEqual([]);
  });

  it("keeps a contract's ticket signers", async () => {
    const added = await ok('admin', '/sales/pactTicketPerson/pactTicketPerson-add', { contractId: pactId, personName: '张工', phone: '13900000001' });
    expect(added).toMatchObject({ personName: '张工', contractCode: expect.stringMatching(/^HT/) });
    expect(await call('admin', '/sales/pactTicketPerson/pactTicketPerson-add', { contractId: pactId })).toMatchObject({
      code: 400,
      data: { field: 'personName' },
    });
    expect((await ok('admin', '/sales/pactTicketPerson/pactTicketPerson-findByPage', { contractId: pactId })).list).toHaveLength(1);
    expect((await call('sales', '/sales/pactTicketPerson/pactTicketPerson-delete', { id: added.id }, { org_id: '02' })).code).toBe(404);
    await ok('admin', '/sales/pactTicketPerson/pactTicketPerson-delete', { id: added.id });
    expect((await ok('admin', '/sales/pactTicketPerson/pactTicketPerson-findByPage', { contractId: pactId })).list).toHaveLength(0);
  });

  it("writes a period's information prices as one list (pactprice-add2) and lists the grades", async () => {
    const period = (await ok('admin', '/resource/informationPeriod/add', { name: '2032年1月', startDate: '2032-01-01', endDate: '2032-01-31' })).id;
    const send = (body: unknown, query: Record<string, string> = {}) =>
      s
        .call('POST', '/sales/sanyinformationprice/pactprice-add2', tok.admin, { query: { ...ORG, periodId: String(period), ...query }, body })
        .then((r) => r.body);
    expect(
      await send([
        { grade: 'C30', price: '410' },
        { grade: 'C35', price: '4.355' },
      ]),
    ).toMatchObject({ code: 400, data: { field: 'data[1].price' } });
    expect(
      await send([
        { grade: 'C30', price: '410' },
        { grade: 'c30', price: '1' },
      ]),
    ).toMatchObject({ code: 400, data: { field: 'data[1].grade' } });
    expect(await send([{ grade: 'C30', price: '410' }], { periodId: String(periodId) })).toMatchObject({ code: 400, data: { field: 'periodId' } });
    expect(await rows(sql`select id from information_prices where period_id = ${period}`)).toHaveLength(0);
    expect(
      (
        await send([
          { grade: 'C30', price: '410' },
          { grade: 'C35', price: '435.5' },
        ])
      ).data.list,
    ).toEqual([
      { id: expect.any(Number), productType: 'concrete', grade: 'C30', price: '410.00' },
      { id: expect.any(Number), productType: 'concrete', grade: 'C35', price: '435.50' },
    ]);
    expect((await send({ data: [{ grade: 'C40', price: '460' }] })).data.list.map((l: { grade: string }) => l.grade)).toEqual(['C40']);
    const all = await ok('admin', '/sales/new-price/get-all-product');
    expect(all.grades).toContainEqual({ productType: 'concrete', grade: 'C40' });
  });
});

describe('GET /sales/price/ticket-price', () => {
  it('prices real tickets by the resolution order, with the rule, the period and the float', async () => {
    const [recipe] = await rows<{ id: number }>(sql`select id from recipes where org_id = '01' order by id limit 1`);
    const task = async (strength: string, pour: string) =>
      (
        await rows<{ id: number }>(sql`insert into production_tasks
      (org_id, customer_id, project_id, contract_id, recipe_id, task_code, pouring_site, strength, slump,
      pour_method, plan_quantity, shipped_quantity, open_time)
      values ('01', ${customerId}, ${projectId}, ${pactId}, ${recipe.id}, ${`RW2031${strength}${pour.length}`},
      '1号楼', ${strength}, '180±20', ${pour}, 100, 0, now())
      returning id`)
      )[0].id;
    const [v] = await rows<{ id: number }>(sql`select id from vehicles where org_id = '01' and kind = 'mixer' order by id limit 1`);
    const load = async (taskId: number, at: string, quantity: string) =>
      (
        await rows<{ id: number }>(sql`insert into delivery_tickets (org_id, task_id, vehicle_id, ticket_code, quantity, created_at)
      values ('01', ${taskId}, ${v.id}, ${`XP${taskId}-${at.replace(/\D/g, '')}`}, ${quantity}, ${at}::timestamp at time zone 'Asia/Shanghai') returning id`)
      )[0].id;

    const c30 = await task('C30', '泵送');
    const c35 = await task('C35', '自卸');
    const m = await task('M10', '泵送');
    // 23:59 on 31 December plant time is still December (16:00 UTC): the information price with the float record
    await load(c30, '2030-12-31 23:59:00', '8.5');
    await load(c30, '2031-01-01 00:00:00', '7.35'); // January: the contract's own grade list, plus the pump fee
    await load(c35, '2031-01-15 10:00:00', '12'); // zone price (the customer price starts in February)
    await load(c35, '2031-02-01 08:00:00', '12'); // customer price
    await load(c35, '2031-07-01 08:00:00', '12'); // customer price of March still holds after the contract period
    await load(m, '2031-01-02 08:00:00', '1');
    await load(c30, '2031-07-01 08:00:00', '1'); // nothing covers C30 in July

    const got = [c30, c35, m].map(async (taskId) => (await ok('admin', '/sales/price/ticket-price', { taskId })).list);
    const [a, b, c] = await Promise.all(got);
    expect(a.map((l: { rule: string; unitPrice: string; amount: string }) => [l.rule, l.unitPrice, l.amount])).toEqual([
      ['information', '420.00', '3570.00'], // (400 + 5) + 15 pump
      ['contract', '445.00', '3270.75'], // (430 + 15) × 7.35
      [null, '', ''],
    ]);
    expect(a[0].explanation).toMatchObject({
      period: { id: infoPeriodId, name: '2030年12月' },
      float: { floating: 'up', floatingType: 'amount', deltaFen: 500 },
      extras: [{ kind: 'pump', perM3Fen: 1500 }],
    });
    expect(a[0].text).toBe('信息价 · 2030年12月 · 400.00 · 上浮 5.00 (+5.00) · 泵送费 +15.00 = 420.00');
    expect(a[2]).toMatchObject({ priced: false, reason: 'noPrice' });
    expect(b.map((l: { rule: string; unitPrice: string }) => [l.rule, l.unitPrice])).toEqual([
      ['zone', '448.00'],
      ['customer', '440.00'],
      ['customer', '445.00'],
    ]);
    expect(c[0]).toMatchObject({ rule: 'mortarFixed', unitPrice: '535.00' });

    // the same lists handed to the pure function by hand give the same figures, to the fen
    const contract: PricingContract = {
      id: pactId,
      priceType: 'fixed',
      float: { floating: 'down', floatingType: 'percent', bilizhi: '2', digital: 0 },
      floatRecords: [{ floating: 'up', floatingType: 'amount', bilizhi: '0', digital: 500, effectiveFrom: '2030-12-20' }],
      includingPump: false,
      pumpFeeFen: 1500,
      mortarPriceType: 'fixed',
      mortarFixedPriceFen: 52_000,
    };
    const book: PriceBook = {
      customerPrices: [
        { productType: 'concrete', grade: 'C35', priceFen: 44_000, effectiveFrom: '2031-02-01' },
        { productType: 'concrete', grade: 'C35', priceFen: 44_500, effectiveFrom: '2031-03-01' },
      ],
      zonePrices: [{ productType: 'concrete', grade: 'C35', priceFen: 44_800, effectiveFrom: '2031-01-01' }],
      contractPeriods: [{ id: periodId, name: '2031年上半年', startDate: '2031-01-01', endDate: '2031-06-30' }],
      contractPrices: [
        { periodId, productType: 'concrete', grade: 'C30', priceFen: 43_000 },
        { periodId, productType: 'concrete', grade: 'C35', priceFen: 45_500 },
      ],
      informationPeriods: [{ id: infoPeriodId, name: '2030年12月', startDate: '2030-12-01', endDate: '2030-12-31' }],
      informationPrices: [
        { periodId: infoPeriodId, productType: 'concrete', grade: 'C30', priceFen: 40_000 },
        { periodId: infoPeriodId, productType: 'concrete', grade: 'C35', priceFen: 42_550 },
      ],
      specialPrices: [],
      otherFees: [],
    };
    const pure = (productType: string, grade: string, day: string, quantity: number, pumped: boolean) => {
      const r = priceLoad(contract, book, { productType, grade, day, quantity, pumped, specials: [] });
      return r.ok ? r.amountFen : null;
    };
    expect([...a, ...b, ...c].map((l: { amountFen: number | null }) => l.amountFen)).toEqual([
      pure('concrete', 'C30', '2030-12-31', 8500, true),
      pure('concrete', 'C30', '2031-01-01', 7350, true),
      pure('concrete', 'C30', '2031-07-01', 1000, true),
      pure('concrete', 'C35', '2031-01-15', 12_000, false),
      pure('concrete', 'C35', '2031-02-01', 12_000, false),
      pure('concrete', 'C35', '2031-07-01', 12_000, false),
      pure('mortar', 'M10', '2031-01-02', 1000, true),
    ]);
  });

  it('answers what a contract charges for a grade on a day (get-strength-level-price)', async () => {
    const price = (q: Record<string, unknown>) => ok('admin', '/sales/pact/get-strength-level-price', { pact_id: pactId, ...q });
    expect(await price({ strength: 'C30', time: '2031-01-01', pumped: 1 })).toMatchObject({ priced: true, rule: 'contract', unitPrice: '445.00' });
    expect(await price({ strength: 'C30', time: '2030-12-31 12:00:00' })).toMatchObject({ rule: 'information', unitPrice: '405.00' });
    expect(await price({ strength: 'C35', time: '2031-03-01' })).toMatchObject({
      rule: 'customer',
      unitPrice: '445.00',
      explanation: { effectiveFrom: '2031-03-01' },
    });
    expect(await price({ strength: 'C60', time: '2031-03-01' })).toMatchObject({ priced: false, reason: 'noPrice', unitPrice: '' });
    expect(await call('admin', '/sales/pact/get-strength-level-price', { pact_id: pactId })).toMatchObject({ code: 400, data: { field: 'strength' } });
  });

  it('answers 400 naming ticketId without a ticket or task, and 404 for a ticket outside the scope', async () => {
    expect(await call('admin', '/sales/price/ticket-price', {})).toMatchObject({ code: 400, data: { field: 'ticketId' } });
    const [t] = await rows<{ id: number }>(
      sql`select t.id from delivery_tickets t join production_tasks k on k.id = t.task_id where k.contract_id = ${pactId} limit 1`,
    );
    expect((await call('sales', '/sales/price/ticket-price', { ticketId: t.id }, { org_id: '02' })).code).toBe(404);
    expect((await call('station', '/sales/price/ticket-price', { ticketId: t.id })).code).toBe(403);
  });
});
