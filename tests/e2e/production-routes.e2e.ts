import { walkRoutes } from './route-walk';

/**
 * Issue 9, "every route above renders real data for `dispatcher` and `admin`": the production
 * screens show the demo's plans, tasks, tickets, returns, auxiliary tickets, outsourcing and the
 * statistics over them; each approval screen holds a record waiting for the user (the dispatcher's
 * countersign at level 1, the admin's sign-off at level 2: server/seed/production-approvals.seed.ts);
 * the dispatch desk, its schedule and the map show their trucks, tasks and bars.
 */
walkRoutes({
  name: 'issue 9',
  users: ['dispatcher', 'admin'],
  withRows: [
    '/production/produce-plan', '/production/order', '/production/task-bills-manager', '/production/production-controll-panel', '/production/task-edit',
    '/production/pcorder', '/production/production-deliver', '/production/produce-report', '/production/return-management', '/production/product-report',
    '/production/adjust-center/dispatch-bill',
    '/production/auxiliary-approval-manage/water-pump-check', '/production/auxiliary-approval-manage/over-time-check',
    '/production/auxiliary-approval-manage/mutation-pump-check', '/production/auxiliary-approval-manage/transfer-concrete-check',
    '/production/auxiliary-approval-manage/auxiliary-check',
    '/production/outsourcing/outsourcing-unit', '/production/outsourcing/outsourcing-contract', '/production/outsourcing/task-bill',
    '/production/outsourcing/production-console', '/production/outsourcing/delivery-bill',
    '/approval/taskbills-manager-approval', '/approval/taskbills-manager-approval1', '/approval/water-pump-check', '/approval/over-time-check',
    '/approval/mutation-pump-check', '/approval/transfer-concrete-check', '/approval/auxiliary-check', '/approval/print-approval',
  ],
  shows: {
    '/production/adjust-center/dispatch-car': '[data-testid^="desk-task-"]',
    '/production/adjust-center/dispatch-map': '.dispatch-map-row',
    '/production/adjust-center/produce-dispatch-plan': '[data-testid="bar"], [data-testid="bar-conflict"]',
  },
});
