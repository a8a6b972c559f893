/**
 * The demo company: a head office and its stations around Hangzhou, the roles and the people
 * of the README's demo logins. Names are invented; coordinates are real places.
 */
export const DEMO_PASSWORD = 'mixboard123';

export const demoOrgs = [
  {
    org_id: '0001',
    org_name: '浙江华建混凝土集团有限公司',
    org_short_name: '华建集团',
    org_type: 'head',
    parent_id: null,
    lng: 120.2119,
    lat: 30.2084,
    address: '杭州市滨江区江南大道 588 号',
    phone: '0571-86650001',
    sort: 0,
  },
  {
    org_id: '01',
    org_name: '华建混凝土余杭搅拌站',
    org_short_name: '余杭站',
    org_type: 'station',
    parent_id: '0001',
    lng: 120.035,
    lat: 30.372,
    address: '杭州市余杭区良渚街道勾庄路 98 号',
    phone: '0571-86650101',
    sort: 1,
  },
  {
    org_id: '02',
    org_name: '华建混凝土萧山搅拌站',
    org_short_name: '萧山站',
    org_type: 'station',
    parent_id: '0001',
    lng: 120.264,
    lat: 30.185,
    address: '杭州市萧山区新街街道新盛路 12 号',
    phone: '0571-86650201',
    sort: 2,
  },
  {
    org_id: '03',
    org_name: '华建混凝土富阳搅拌站',
    org_short_name: '富阳站',
    org_type: 'station',
    parent_id: '0001',
    lng: 119.96,
    lat: 30.049,
    address: '杭州市富阳区东洲街道五号浦路 36 号',
    phone: '0571-86650301',
    sort: 3,
  },
  {
    org_id: '04',
    org_name: '华建混凝土临平搅拌站',
    org_short_name: '临平站',
    org_type: 'station',
    parent_id: '0001',
    lng: 120.299,
    lat: 30.421,
    address: '杭州市临平区东湖街道兴中路 77 号',
    phone: '0571-86650401',
    sort: 4,
  },
];

export const demoRoles = [
  { role_code: 'admin', role_name: '系统管理员', remark: '总部管理员，拥有全部菜单与按钮' },
  { role_code: 'editor', role_name: '销售', remark: '销售组：客户、合同、价格、回款' },
  { role_code: 'dispatcher', role_name: '生产调度', remark: '生产计划、调度、车辆与大屏' },
  { role_code: 'approver', role_name: '审批人', remark: '合同、价格、结算、采购等多流程审批' },
  { role_code: 'lab', role_name: '试验室', remark: '配合比、质量与试验' },
  { role_code: 'station', role_name: '站点操作员', remark: '本站生产、车辆、过磅与物料' },
  { role_code: 'member', role_name: '项目成员', remark: '项目成员：精简菜单' },
];

/**
 * The approval screens of production the dispatcher decides on (issue 9): he countersigns level 1 of
 * their flows beside the approver (server/seed/demo-flow.ts `COUNTERSIGNED`), the production office's word on
 * the facts (loads, trucks, pumps, times) beside the commercial review, and so holds their approve and
 * refuse buttons; his other screens have none.
 */
export const DISPATCH_APPROVALS = [
  '/approval/taskbills-manager-approval',
  '/approval/taskbills-manager-approval1',
  '/approval/water-pump-check',
  '/approval/over-time-check',
  '/approval/mutation-pump-check',
  '/approval/transfer-concrete-check',
  '/approval/auxiliary-check',
  '/approval/print-approval',
];

/** Top-level menu groups each role is granted (admins are granted everything implicitly). */
export const roleGroups: Record<string, string[]> = {
  // sales also keeps the project zones (/product/project-zone-setting) its zone prices name, and the finance screens over its settlements (issue 10)
  editor: ['/home', '/sales', '/statement', '/finance', '/product', '/basic', '/approval', '/report', '/customer/distribution-map', '/address'],
  // dispatcher decides on the approval screens of production (issue 9; single screens of /approval): see DISPATCH_APPROVALS
  dispatcher: [
    '/home',
    '/production',
    '/logistics',
    '/weighing',
    '/report',
    '/information',
    '/bigscreen',
    '/customer/distribution-map',
    '/address',
    ...DISPATCH_APPROVALS,
  ],
  approver: ['/home', '/approval', '/sales', '/statement', '/report', '/address'],
  // lab reads the material quality indicators its raw-material reports are judged by (spec: only /product/unit is admin only)
  // and decides on the approval screens of its recipes and selections (issue 11; single screens of /approval)
  lab: [
    '/home',
    '/lab',
    '/quality-management',
    '/material-manage',
    '/product/material-quality-indicator',
    '/approval/mix-ratio-approval',
    '/approval/basic-mixratio-rev',
    '/address',
  ],
  station: ['/home', '/production', '/logistics', '/weighing', '/material-manage', '/information', '/bigscreen', '/address'],
  member: ['/home', '/project'],
};

/** Buttons a role may not press even on screens it sees. */
export const roleWithheld: Record<string, string[]> = {
  member: ['delete', 'import', 'approve', 'refuse'],
  station: ['delete', 'approve', 'refuse'],
  editor: ['approve', 'refuse'],
  approver: ['delete', 'import'],
};

export const demoUsers = [
  {
    user_name: 'admin',
    true_name: '王建国',
    org_id: '0001',
    post_code: '0101',
    user_type: 'staff',
    user_code: 'HJ0001',
    phone: '13800000001',
    roles: ['admin'],
  },
  {
    user_name: 'sales',
    true_name: '李晓梅',
    org_id: '0001',
    post_code: '0301',
    user_type: 'staff',
    user_code: 'HJ0002',
    phone: '13800000002',
    roles: ['editor'],
  },
  {
    user_name: 'dispatcher',
    true_name: '陈志强',
    org_id: '0001',
    post_code: '0401',
    user_type: 'staff',
    user_code: 'HJ0003',
    phone: '13800000003',
    roles: ['dispatcher'],
  },
  {
    user_name: 'approver',
    true_name: '赵丽华',
    org_id: '0001',
    post_code: '0201',
    user_type: 'staff',
    user_code: 'HJ0004',
    phone: '13800000004',
    roles: ['approver'],
  },
  { user_name: 'lab', true_name: '孙海涛', org_id: '0001', post_code: '0601', user_type: 'staff', user_code: 'HJ0005', phone: '13800000005', roles: ['lab'] },
  {
    user_name: 'station',
    true_name: '周明',
    org_id: '01',
    post_code: '0509',
    user_type: 'staff',
    user_code: 'YH0001',
    phone: '13800000006',
    roles: ['station'],
  },
  {
    user_name: 'member',
    true_name: '吴婷',
    org_id: '01',
    post_code: '0701',
    user_type: 'member',
    user_code: 'YH0002',
    phone: '13800000007',
    roles: ['member'],
  },
  // the second holder of the admin and approver roles, so that every seeded flow can finish whoever submits (issue 13, defect 7)
  {
    user_name: 'manager',
    true_name: '刘振华',
    org_id: '0001',
    post_code: '0102',
    user_type: 'staff',
    user_code: 'HJ0008',
    phone: '13800000008',
    roles: ['admin', 'approver'],
  },
];

export const demoSettings = [
  { type: 'bigscreen_title', value: '华建混凝土生产指挥中心', remark: '大屏标题' },
  { type: 'map_tile_url', value: '', remark: '地图瓦片地址，留空使用内置离线底图' },
  { type: 'plant_time_zone', value: 'Asia/Shanghai', remark: '工厂时区' },
  { type: 'gps_retention_days', value: '30', remark: 'GPS 轨迹保留天数' },
];

export const demoConfig = [
  { config_code: 'sample_msg_user_list', config_value: 'admin,lab,dispatcher', config_name: '取样提醒接收人', remark: '逗号分隔的用户名' },
  { config_code: 'sample_step_quantity', config_value: '200', config_name: '取样方量步长', remark: '立方米' },
  { config_code: 'company_name', config_value: '浙江华建混凝土集团有限公司', config_name: '公司名称', remark: '' },
  // material prices the production report's mix cost uses (admin/production-report/material-queries.server.ts), yuan per tonne by material code
  ...(
    [
      ['WL0001', '480', '水泥'],
      ['WL0002', '120', '砂'],
      ['WL0003', '95', '石子'],
      ['WL0004', '220', '粉煤灰'],
      ['WL0005', '300', '矿粉'],
      ['WL0006', '3800', '外加剂'],
    ] as const
  ).map(([code, price, name]) => ({ config_code: `material_price.${code}`, config_value: price, config_name: `${name}单价`, remark: '元/吨' })),
];
