import { walkRoutes } from './route-walk';

/**
 * Issue 11, "every route above renders real data for `lab` and `admin`": the lab's screens, every
 * leaf of /quality-management, the approvals of recipes and selections and the material quality
 * indicators show the fresh demo's rows (server/seed/lab-reports.seed.ts, recipe-approvals.seed.ts,
 * material-tests.seed.ts, concrete-samples.seed.ts); the mix design opens on its form.
 */
const plantDay = () => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', day: '2-digit' }).format(new Date()));
/** The control level opens on the plant's month: in its first two days no 28-day result of the demo falls in it yet. */
const MONTHLY = ['/quality-management/quality-control'];

const MATERIALS = ['cement', 'mineral-powder', 'fly-ash', 'sand', 'gravel', 'admixture', 'bulking-agent'];

walkRoutes({
  name: 'issue 11',
  users: ['lab', 'admin'],
  withRows: [
    '/lab/mix-proportion-model', '/lab/mixProportion-adopt',
    '/lab/test-block-management/register', '/lab/test-block-management/bind', '/lab/test-block-management/detect', '/lab/visualization-record',
    '/approval/mix-ratio-approval', '/approval/basic-mixratio-rev',
    '/quality-management/mix-ratio/mix-design-report', '/quality-management/mix-ratio/mix-requisition', '/quality-management/mix-ratio/open-identification',
    '/quality-management/leave-factory', '/quality-management/sampling-record',
    '/quality-management/certificate-workmanship', '/quality-management/CertificationHub', '/quality-management/certificate-openAppaisal',
    '/quality-management/certificate-stressReport',
    '/quality-management/quality-control', '/quality-management/quality-inspection-report',
    ...['compression-report', 'fold-resistance-report', 'impermeability-report', 'unilateral-chloride-ion', 'unilateral-alkali',
      'compression-non-statistical', 'compression-statistical-one', 'compression-statistical-two'].map((r) => `/quality-management/concrete-inspection/${r}`),
    ...['certification', 'CertificationBaseData', 'CertificationManager', 'CertificationPresets', 'certificate-report'].map((r) => `/quality-management/product-certification/${r}`),
    '/quality-management/set-material-sampling', '/quality-management/material-sampling',
    '/quality-management/concrete-strength', '/quality-management/concrete-strength28d',
    ...MATERIALS.flatMap((m) => [`/quality-management/${m}-car-check`, `/quality-management/${m}-report`, `/quality-management/${m}-duplex-ledger`]),
    '/product/material-quality-indicator',
  ],
  // the mix design starts from the grade and materials the lab enters
  opens: ['/lab/new-mix-proportions'],
  emptyWhen: (route) => MONTHLY.includes(route) && plantDay() <= 2,
});
