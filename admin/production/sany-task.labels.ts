import { defineLabels } from '../../src/domain/resources/area';

/** Production (sany) tasks entered at the plant (sanyTask); shared task words are in task.labels.ts. */
export const sanyTaskLabels = defineLabels('sanyTask', {
  zh: {
    title: '生产任务单',
    flow: '生产任务审批',
    statePending: '待审核',
    waiting: '等待中',
    cancel: '作废',
    resume: '恢复',
    setWaiting: '等待',
    edit: '任务编辑',
  },
  en: {
    title: 'Production orders',
    flow: 'Production task approval',
    statePending: 'Pending',
    waiting: 'Waiting',
    cancel: 'Cancel',
    resume: 'Resume',
    setWaiting: 'Hold',
    edit: 'Edit task',
  },
  es: {
    title: 'Pedidos de producción',
    flow: 'Aprobación de órdenes',
    statePending: 'Pendiente de aprobación',
    waiting: 'En espera',
    cancel: 'Anular',
    resume: 'Reanudar',
    setWaiting: 'Retener',
    edit: 'Editar orden',
  },
  ja: {
    title: '生産指示書',
    flow: '生産タスク承認',
    statePending: '承認待ち',
    waiting: '待機中',
    cancel: '取消',
    resume: '再開',
    setWaiting: '保留',
    edit: 'タスク編集',
  },
});
