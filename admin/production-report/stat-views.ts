/**
 * The statistics the screens show, as data: the call, its columns (label keys under prodReport),
 * which columns are volumes (summed in the total row) and what the chart draws. Adding a
 * statistic to a screen is a line here, not a new component.
 */
export interface StatView {
  key: string;
  path: string;
  columns: readonly string[];
  /** a month instead of a date range */
  month?: boolean;
  /** the plant days up to today the screen opens on, when its first view is this one (today alone by default) */
  days?: number;
  /** served a page at a time */
  paged?: boolean;
  /** the chart: the row's label column and the figure drawn */
  chart?: { label: string; value: string };
  /** a nested list of each row shown under it (recipe cost's materials) */
  nested?: { field: string; columns: readonly string[] };
  /** columns whose values are labels of prodReport.<prefix><Value> */
  enums?: Readonly<Record<string, string>>;
}

export const PRODUCE_VIEWS: readonly StatView[] = [
  {
    key: 'byDay',
    path: '/production/produceReport',
    columns: ['day', 'orgName', 'trips', 'quantity', 'batches', 'batchedQuantity'],
    chart: { label: 'day', value: 'quantity' },
  },
  {
    key: 'byMonth',
    path: '/production/produceMonthReport',
    month: true,
    columns: ['day', 'trips', 'quantity', 'batches', 'batchedQuantity'],
    chart: { label: 'day', value: 'quantity' },
  },
  { key: 'byDriver', path: '/production/drivertj', columns: ['driverName', 'trips', 'quantity'], chart: { label: 'driverName', value: 'quantity' } },
  {
    key: 'byTruck',
    path: '/production/bicyclehesuan',
    columns: ['innerNumber', 'plate', 'trips', 'quantity', 'perTrip', 'firstTime', 'lastTime'],
    chart: { label: 'innerNumber', value: 'quantity' },
  },
  {
    key: 'returns',
    path: '/production/returnStatistic',
    columns: ['projectName', 'customerName', 'returnedTrips', 'returnedQuantity', 'divertedTrips', 'divertedQuantity', 'trips', 'quantity'],
    chart: { label: 'projectName', value: 'quantity' },
  },
  {
    key: 'returnList',
    path: '/production/returnStatistic-List',
    paged: true,
    columns: ['ticketCode', 'taskCode', 'projectName', 'strength', 'innerNumber', 'driverName', 'quantity', 'kind', 'ticketTime', 'returnTime'],
    enums: { kind: 'kind' },
  },
  {
    key: 'water',
    path: '/production/deliverWater',
    columns: ['taskCode', 'projectName', 'strength', 'recipeCode', 'batches', 'quantity', 'waterPerM3', 'waterKg'],
    chart: { label: 'taskCode', value: 'waterKg' },
  },
];

export const PRODUCT_VIEWS: readonly StatView[] = [
  {
    key: 'byGrade',
    path: '/production/productStatistic',
    columns: ['strength', 'taskCount', 'trips', 'quantity'],
    chart: { label: 'strength', value: 'quantity' },
  },
  {
    key: 'byProject',
    path: '/production/projectstatistics',
    columns: ['projectName', 'customerName', 'taskCount', 'trips', 'quantity'],
    chart: { label: 'projectName', value: 'quantity' },
  },
  {
    key: 'consume',
    path: '/production/material/consume',
    columns: ['materialName', 'setQuantity', 'actualQuantity', 'deviation', 'deviationRate'],
    chart: { label: 'materialName', value: 'actualQuantity' },
  },
  {
    key: 'recipeCost',
    path: '/production/recipeCost',
    columns: ['recipeCode', 'strength', 'batches', 'quantity', 'cost', 'costPerM3'],
    chart: { label: 'recipeCode', value: 'costPerM3' },
    nested: { field: 'materials', columns: ['materialName', 'quantity', 'price', 'cost'] },
  },
];

/**
 * The certificate hub (/quality-management/CertificationHub): the tasks that shipped in the range,
 * each the subject of the quality documents (concreteOut, spec 001 §7 L55).
 */
export const CERTIFICATE_HUB_VIEWS: readonly StatView[] = [
  // a month back: the 28-day documents are about tasks shipped weeks ago, not only today's
  {
    key: 'shippedTasks',
    path: '/production/concreteOut/getTaskInfoList',
    paged: true,
    days: 31,
    columns: [
      'productionDate',
      'taskCode',
      'orgName',
      'customerName',
      'projectName',
      'pouringSite',
      'strength',
      'recipeCode',
      'trips',
      'quantity',
      'firstTime',
      'lastTime',
    ],
  },
];

/**
 * Quality control (/quality-management/quality-control): the production control level of
 * GB 50164-2011 per strength grade over a month (admin/quality-management/strength-control.ts).
 */
export const STRENGTH_CONTROL_VIEWS: readonly StatView[] = [
  {
    key: 'strengthControl',
    path: '/quality/strength-control',
    month: true,
    chart: { label: 'strength', value: 'percent' },
    columns: ['strength', 'groups', 'mean', 'minimum', 'sigma', 'sigmaLimit', 'reached', 'percent', 'verdict'],
    enums: { verdict: 'verdict' },
  },
];

/** Columns summed in a table's total row (exact decimal sums, production.figures). */
export const SUMMED = new Set([
  'trips',
  'quantity',
  'batches',
  'batchedQuantity',
  'returnedTrips',
  'returnedQuantity',
  'divertedTrips',
  'divertedQuantity',
  'waterKg',
  'taskCount',
  'setQuantity',
  'actualQuantity',
  'deviation',
  'cost',
]);
