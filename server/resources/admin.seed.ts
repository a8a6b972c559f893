import type { DB } from '../db/database';

/** Master data, customers, credit, constants, events, hosts and product settings of the demo company. */
export async function seedAdmin(dbIn: DB): Promise<void> {
  const db = dbIn;
  const suppliers = [
    ['GYS00001', '杭州钱潮水泥有限公司', '钱潮水泥', 'cement', '沈国华', '0571-86100001'],
    ['GYS00002', '浙江红狮水泥股份有限公司', '红狮水泥', 'cement', '钟立平', '0579-82200002'],
    ['GYS00003', '富阳江砂贸易有限公司', '富阳江砂', 'sand', '何建军', '0571-63300003'],
    ['GYS00004', '余杭石料开采有限公司', '余杭石料', 'gravel', '姚春生', '0571-88400004'],
    ['GYS00005', '嘉兴华能粉煤灰有限公司', '华能粉煤灰', 'powder', '郑燕', '0573-82500005'],
    ['GYS00006', '科之杰新材料(杭州)有限公司', '科之杰外加剂', 'admixture', '林海', '0571-86600006'],
    ['GYS00007', '湖州南方水泥有限公司', '南方水泥', 'cement', '潘建明', '0572-82700007'],
    ['GYS00008', '桐庐矿渣微粉有限公司', '桐庐矿粉', 'powder', '俞晓东', '0571-64800008'],
  ];
  await db.insertInto('suppliers').values(suppliers.map(([code, name, abbr, type, contact, phone], i) => ({
    code, name, abbr_name: abbr, supply_type: type, contact, phone, address: '浙江省', sort: i + 1, approve_state: i < 4 ? 1 : null,
    approve_round: i < 4 ? 1 : 0, submit_user: i < 4 ? '王建国' : '' }))).execute();
  await db.insertInto('ncc_customer').values([
    ['KH00001', '中建三局集团有限公司浙江分公司', '91330100MA2B0001X1'], ['KH00002', '浙江省建工集团有限责任公司', '91330000142910002Y'],
    ['KH00003', '杭州地铁集团有限责任公司', '91330100MA2B0003Z3'], ['KH00004', '绿城建设管理集团有限公司', '91330100MA2B0004A4'],
  ].map(([code, name, tax], i) => ({ code, name, tax_no: tax, sort: i + 1 }))).execute();
  await db.insertInto('ncc_material').values([
    ['WL0001', 'P.O 42.5 水泥', 'P.O 42.5', '吨', '水泥'], ['WL0002', '中砂', 'II区中砂', '吨', '砂'], ['WL0003', '碎石 5-25mm', '5-25mm', '吨', '石'],
    ['WL0004', 'II级粉煤灰', 'F类II级', '吨', '掺合料'], ['WL0005', 'S95 矿粉', 'S95', '吨', '掺合料'], ['WL0006', '聚羧酸减水剂', 'PCE-40%', '吨', '外加剂'],
  ].map(([code, name, spec, unit, category], i) => ({ code, name, spec, unit, category, sort: i + 1 }))).execute();
  await db.insertInto('ncc_organization').values([
    ['ZZ0001', '浙江华建混凝土集团有限公司', '', '集团'], ['ZZ0101', '余杭搅拌站', 'ZZ0001', '站点'], ['ZZ0201', '萧山搅拌站', 'ZZ0001', '站点'],
    ['ZZ0301', '富阳搅拌站', 'ZZ0001', '站点'], ['ZZ0401', '临平搅拌站', 'ZZ0001', '站点'],
  ].map(([code, name, parent, type], i) => ({ code, name, parent_code: parent, org_type: type, sort: i + 1 }))).execute();
  await db.insertInto('ncc_staff').values([
    ['RY0001', '王建国', '总经办', '总经理'], ['RY0002', '李晓梅', '销售部', '销售经理'], ['RY0003', '陈志强', '生产部', '调度主管'],
    ['RY0004', '赵丽华', '财务部', '财务经理'], ['RY0005', '孙海涛', '试验室', '试验室主任'],
  ].map(([code, name, dept, post], i) => ({ code, name, dept, post, phone: `1380000000${i + 1}`, sort: i + 1 }))).execute();

  const customers = [
    ['KH00001', '中建三局集团有限公司浙江分公司', '中建三局', 'company', '刘伟', '13905710001', '杭州市上城区钱江路 1366 号', '800000.00', '01'],
    ['KH00002', '浙江省建工集团有限责任公司', '浙江建工', 'company', '黄志明', '13905710002', '杭州市西湖区文三路 20 号', '600000.00', '01'],
    ['KH00003', '杭州地铁集团有限责任公司', '杭州地铁', 'government', '徐静', '13905710003', '杭州市上城区九和路 7 号', '1000000.00', '02'],
    ['KH00004', '绿城建设管理集团有限公司', '绿城建设', 'company', '高峰', '13905710004', '杭州市西湖区曙光路 122 号', '500000.00', '02'],
    ['KH00005', '杭州萧山城市建设投资集团', '萧山城投', 'government', '金晓', '13905710005', '杭州市萧山区市心中路 818 号', '700000.00', '03'],
    ['KH00006', '张国强（个人自建房）', '张国强', 'person', '张国强', '13905710006', '杭州市富阳区银湖街道', '50000.00', '03'],
  ];
  const ids = await db.insertInto('customers').values(customers.map(([code, name, short, type, contact, phone, address, credit, org], i) => ({
    customer_code: code, customer_name: name, short_name: short, customer_type: type, contact, phone, address, credit_amount: credit, org_id: org,
    sign_date: `2026-0${(i % 9) + 1}-15` }))).returning(['id', 'credit_amount', 'org_id']).execute();
  await db.insertInto('customer_credits').values(ids.map((r) => ({ customer_id: r.id, credit_amount: r.credit_amount ?? '0', org_id: r.org_id }))).execute();
  await db.insertInto('transfer_companies').values([
    ['ZY0001', '杭州顺达砼业转运有限公司', '钱勇', '13705710001', '杭州市余杭区仁和街道', '18.50', '01'],
    ['ZY0002', '萧山恒通物流有限公司', '吴芳', '13705710002', '杭州市萧山区宁围街道', '16.00', '02'],
  ].map(([code, name, contact, phone, address, price, org]) => ({ code, company_name: name, contact, phone, address, transfer_price: price, org_id: org }))).execute();

  const consts: Array<[string, string, string]> = [
    ['task_detail_type', '1', '正常发货'], ['task_detail_type', '2', '补方'], ['task_detail_type', '3', '转料'],
    ['return_handling_method', '1', '报废'], ['return_handling_method', '2', '转用'], ['return_handling_method', '3', '降级使用'],
    ['return_remaining_type', '1', '退料'], ['return_remaining_type', '2', '剩料'],
  ];
  await db.insertInto('sys_consts').values(consts.map(([t, c, n], i) => ({ const_type: t, const_code: c, const_name: n, const_value: c, sort: i + 1 }))).execute();
  await db.insertInto('sys_events').values([
    ['EV001', '车辆超速', '80.00', 'admin,dispatcher'], ['EV002', '超时未卸料', '120.00', 'dispatcher'], ['EV003', '料仓低料位', '15.00', 'admin,station'],
    ['EV004', '扬尘超标', '0.15', 'admin'],
  ].map(([code, name, threshold, users]) => ({ event_code: code, event_name: name, threshold_value: threshold, notify_users: users, enabled: true }))).execute();
  await db.insertInto('hosts').values([
    ['余杭站搅拌楼工控机', '10.1.1.10', 502, 'batching', '01'], ['余杭站地磅', '10.1.1.20', 4001, 'weighbridge', '01'],
    ['萧山站搅拌楼工控机', '10.1.2.10', 502, 'batching', '02'], ['富阳站搅拌楼工控机', '10.1.3.10', 502, 'batching', '03'],
    ['临平站搅拌楼工控机', '10.1.4.10', 502, 'batching', '04'],
  ].map(([host_name, ip, port, kind, org_id]) => ({ host_name, ip, port, kind, org_id }))).execute();
  await db.insertInto('units').values([['立方米', 'm³', '1.00'], ['吨', 't', '1.00'], ['千克', 'kg', '0.001'], ['台班', '台班', '1.00']]
    .map(([name, symbol, ratio], i) => ({ name, symbol, ratio, sort: i + 1 }))).execute();
  await db.insertInto('slumps').values(([['120±30', 90, 150], ['160±30', 130, 190], ['180±30', 150, 210], ['200±30', 170, 230]] as const)
    .map(([name, min, max], i) => ({ name, min_value: min, max_value: max, sort: i + 1 }))).execute();
  await db.insertInto('pour_types').values(([['泵送', true], ['自卸', false], ['塔吊', false], ['溜槽', false]] as const)
    .map(([name, pump], i) => ({ name, pump_required: pump, sort: i + 1 }))).execute();
  await db.insertInto('other_fee_types').values([['泵送费', '25.00', 'm³'], ['空载费', '300.00', '车次'], ['超时等候费', '100.00', '小时'], ['冬季施工费', '15.00', 'm³']]
    .map(([name, price, unit_name], i) => ({ name, price, unit_name, sort: i + 1 }))).execute();
  await db.insertInto('pact_areas').values([['余杭区', '15.00', '20.00'], ['上城区', '25.00', '28.00'], ['萧山区', '30.00', '32.00'], ['富阳区', '40.00', '38.00']]
    .map(([name, d, fare], i) => ({ name, distance_km: d, fare, sort: i + 1 }))).execute();
  await db.insertInto('system_config').values({ config_code: 'credit_temp_validity_days', config_value: '7', config_name: '临时额度有效天数', remark: '天' }).execute();

  // flows: suppliers and temporary credit go through the approver role, then the admin role
  const flows = [['supplier', 1, 'role', 'approver'], ['supplier', 2, 'role', 'admin'], ['customer-temp-credit', 1, 'role', 'approver'],
    // production (issue 9): plans, tasks entered at the plant, concrete transfers, auxiliary tickets and reprints are countersigned
    // by the commercial review (approver role) and the production office (dispatcher role, skipped on what he submits himself),
    // then signed off by the head office (admin role)
    ...(['task-plan', 'sany-task', 'transfer-concrete', 'water-pump-check', 'over-time-check', 'mutation-pump-check', 'auxiliary-check', 'print-approval'] as const)
      .flatMap((t) => [[t, 1, 'role', 'approver'], [t, 1, 'role', 'dispatcher'], [t, 2, 'role', 'admin']] as const)] as const;
  await db.insertInto('approval_flows').values(flows.map(([business_type, level, approver_type, approver_value]) => ({ business_type, level, approver_type, approver_value }))).execute();
}
