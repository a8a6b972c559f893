/**
 * The route walks of issues 9, 10 and 11 (they were tests/e2e/*-routes.e2e.ts) and the admin
 * tables' seeded rows (tests/e2e/resource-table.e2e.ts): what each route shows on a fresh demo.
 * The component walks (tests/components/routes/*.test.tsx) render every route of each demo user's
 * menu; a route named here is held to what it names for the users of its walk, any other route
 * to opening without a refused screen or a refused or failed call.
 */
export interface RouteWalk {
  /** what the walk is named after, e.g. "issue 10" */
  name: string;
  users: string[];
  /** routes whose screen shows at least one table row on a fresh demo */
  withRows: string[];
  /** routes that open on a screen without rows (a choice to make first, or records the demo has none of) */
  opens?: string[];
  /** routes of withRows that may be empty today, and why (e.g. a month that has just begun) */
  emptyWhen?: (route: string) => boolean;
  /** routes whose screen is no table (a desk of cards, a schedule, a map), each with the selector of one item of the demo's data it shows */
  shows?: Record<string, string>;
}

const plantDay = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: '2-digit' }).format(new Date()));

/**
 * Issue 10, "every route above renders real data for `sales` and `admin`": the screens the demo seeds
 * figures for (contracts, prices, the delivery book, the agreed settlement sheet, receivables, the
 * finance screens, project zones) show rows; the others open without a refused or failed call.
 */
const SALES_MONTHLY = ['/finance/statistics-issued-table', '/finance/average-sale-price'];
export const SALES_WALK: RouteWalk = {
  name: 'issue 10',
  users: ['sales', 'admin'],
  withRows: [
    '/sales/contract',
    '/sales/contract-price',
    '/sales/zone-price',
    '/sales/customer-price',
    '/sales/information',
    '/sales/inside',
    '/sales/quoto-manage',
    '/sales/discounts',
    '/sales/other-fee',
    '/sales/test-point',
    '/sales/seasoning',
    '/statement/shipping',
    '/statement/settlement-bills',
    '/finance/statistics-issued-table',
    '/finance/month-reconcilia',
    '/finance/average-sale-price',
    '/product/project-zone-setting',
  ],
  // records the demo has none of yet (payments, invoices), rows that wait on a choice (make, reports) or an approval
  opens: [
    '/sales/backmoney',
    '/sales/invoice',
    '/sales/invoice/makeout',
    '/statement/make-settlement-bill',
    '/report/sales-report',
    '/approval/contract-approval',
    '/approval/project-address-approval',
    '/approval/price-contract-approval',
    '/approval/sale-settlement-approval',
    '/approval/invoice-approval',
    '/approval/discounts-approval',
  ],
  // the finance screens open on the plant's current month: on its first day the demo's sheet (up to yesterday) is last month's
  emptyWhen: (route) => plantDay() === 1 && SALES_MONTHLY.includes(route),
};

/**
 * Issue 9, "every route above renders real data for `dispatcher` and `admin`": the production
 * screens show the demo's plans, tasks, tickets, returns, auxiliary tickets, outsourcing and the
 * statistics over them; each approval screen holds a record waiting for the user (the dispatcher's
 * countersign at level 1, the admin's sign-off at level 2: server/seed/production-approvals.seed.ts);
 * the dispatch desk, its schedule and the map show their trucks, tasks and bars.
 */
export const PRODUCTION_WALK: RouteWalk = {
  name: 'issue 9',
  users: ['dispatcher', 'admin'],
  withRows: [
    '/production/produce-plan',
    '/production/order',
    '/production/task-bills-manager',
    '/production/production-controll-panel',
    '/production/task-edit',
    '/production/pcorder',
    '/production/production-deliver',
    '/production/produce-report',
    '/production/return-management',
    '/production/product-report',
    '/production/adjust-center/dispatch-bill',
    '/production/auxiliary-approval-manage/water-pump-check',
    '/production/auxiliary-approval-manage/over-time-check',
    '/production/auxiliary-approval-manage/mutation-pump-check',
    '/production/auxiliary-approval-manage/transfer-concrete-check',
    '/production/auxiliary-approval-manage/auxiliary-check',
    '/production/outsourcing/outsourcing-unit',
    '/production/outsourcing/outsourcing-contract',
    '/production/outsourcing/task-bill',
    '/production/outsourcing/production-console',
    '/production/outsourcing/delivery-bill',
    '/approval/taskbills-manager-approval',
    '/approval/taskbills-manager-approval1',
    '/approval/water-pump-check',
    '/approval/over-time-check',
    '/approval/mutation-pump-check',
    '/approval/transfer-concrete-check',
    '/approval/auxiliary-check',
    '/approval/print-approval',
  ],
  shows: {
    '/production/adjust-center/dispatch-car': '[data-testid^="desk-task-"]',
    '/production/adjust-center/dispatch-map': '.dispatch-map-row',
    '/production/adjust-center/produce-dispatch-plan': '[data-testid="bar"], [data-testid="bar-conflict"]',
  },
};

/**
 * Issue 11, "every route above renders real data for `lab` and `admin`": the lab's screens, every
 * leaf of /quality-management, the approvals of recipes and selections and the material quality
 * indicators show the fresh demo's rows (server/seed/lab-reports.seed.ts, recipe-approvals.seed.ts,
 * material-tests.seed.ts, concrete-samples.seed.ts); the mix design opens on its form.
 */
const LAB_MONTHLY = ['/quality-management/quality-control'];
const MATERIALS = ['cement', 'mineral-powder', 'fly-ash', 'sand', 'gravel', 'admixture', 'bulking-agent'];
export const LAB_WALK: RouteWalk = {
  name: 'issue 11',
  users: ['lab', 'admin'],
  withRows: [
    '/lab/mix-proportion-model',
    '/lab/mixProportion-adopt',
    '/lab/test-block-management/register',
    '/lab/test-block-management/bind',
    '/lab/test-block-management/detect',
    '/lab/visualization-record',
    '/approval/mix-ratio-approval',
    '/approval/basic-mixratio-rev',
    '/quality-management/mix-ratio/mix-design-report',
    '/quality-management/mix-ratio/mix-requisition',
    '/quality-management/mix-ratio/open-identification',
    '/quality-management/leave-factory',
    '/quality-management/sampling-record',
    '/quality-management/certificate-workmanship',
    '/quality-management/CertificationHub',
    '/quality-management/certificate-openAppaisal',
    '/quality-management/certificate-stressReport',
    '/quality-management/quality-control',
    '/quality-management/quality-inspection-report',
    ...[
      'compression-report',
      'fold-resistance-report',
      'impermeability-report',
      'unilateral-chloride-ion',
      'unilateral-alkali',
      'compression-non-statistical',
      'compression-statistical-one',
      'compression-statistical-two',
    ].map((r) => `/quality-management/concrete-inspection/${r}`),
    ...['certification', 'CertificationBaseData', 'CertificationManager', 'CertificationPresets', 'certificate-report'].map(
      (r) => `/quality-management/product-certification/${r}`,
    ),
    '/quality-management/set-material-sampling',
    '/quality-management/material-sampling',
    '/quality-management/concrete-strength',
    '/quality-management/concrete-strength28d',
    ...MATERIALS.flatMap((m) => [`/quality-management/${m}-car-check`, `/quality-management/${m}-report`, `/quality-management/${m}-duplex-ledger`]),
    '/product/material-quality-indicator',
  ],
  // the mix design starts from the grade and materials the lab enters
  opens: ['/lab/new-mix-proportions'],
  // the control level opens on the plant's month: in its first two days no 28-day result of the demo falls in it yet
  emptyWhen: (route) => LAB_MONTHLY.includes(route) && plantDay() <= 2,
};

/** Every table screen of the admin framework, with a text its seeded rows show (admin). */
export const ADMIN_TABLES: RouteWalk & { texts: Record<string, string> } = {
  name: 'the admin tables',
  users: ['admin'],
  withRows: [],
  texts: {
    '/basic/master-provider': '钱潮水泥',
    '/basic/master-customer': '中建三局集团有限公司浙江分公司',
    '/basic/master-material': 'P.O 42.5 水泥',
    '/basic/master-organization': '余杭搅拌站',
    '/basic/master-staff': '孙海涛',
    '/purchase/depart-manager/supplier': '富阳江砂',
    '/sales/customer': '杭州地铁集团有限责任公司',
    '/settings/basic-setting': '华建混凝土生产指挥中心',
    '/settings/sys-setting': 'sample_msg_user_list',
    '/settings/systemJournal': ':',
    '/settings/event-setting': '车辆超速',
    '/settings/station-manage': '余杭站搅拌楼工控机',
    '/settings/menu-manage': '/sales',
    '/hr/user': 'dispatcher',
    '/product/unit': '立方米',
    '/product/slump': '160±30',
    '/product/pour-type': '泵送',
    '/product/other-fee-type': '超时等候费',
  },
};

export const WALKS: RouteWalk[] = [SALES_WALK, PRODUCTION_WALK, LAB_WALK, ADMIN_TABLES];

/** What `route` must show to `user`: a row with a text, a row, an item, or only open. */
export type Expectation = { kind: 'text'; text: string } | { kind: 'rows' } | { kind: 'item'; selector: string } | { kind: 'opens' };

export function expectationOf(user: string, route: string): Expectation {
  const text = user === 'admin' ? ADMIN_TABLES.texts[route] : undefined;
  if (text) return { kind: 'text', text };
  for (const w of WALKS) {
    if (!w.users.includes(user)) continue;
    const item = w.shows?.[route];
    if (item) return { kind: 'item', selector: item };
    if (w.withRows.includes(route) && !w.emptyWhen?.(route)) return { kind: 'rows' };
  }
  return { kind: 'opens' };
}

/** The routes the walks name: each must be in its users' menus (a walk cannot silently lose a route). */
export function namedRoutes(user: string): string[] {
  return [
    ...new Set(
      WALKS.filter((w) => w.users.includes(user)).flatMap((w) => [
        ...w.withRows,
        ...(w.opens ?? []),
        ...Object.keys(w.shows ?? {}),
        ...Object.keys((w as typeof ADMIN_TABLES).texts ?? {}),
      ]),
    ),
  ];
}

/** The lab's and the quality department's routes: the admin's walk renders them in a file of their own, so two workers share it. */
export const isLabRoute = (route: string) => /^\/(lab|quality-management)\//.test(route);
