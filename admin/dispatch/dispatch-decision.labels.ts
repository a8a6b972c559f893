import { defineLabels } from '../../src/domain/resources/area';

/** Stored dispatch suggestions and decisions. */
export const dispatchDecisionLabels = defineLabels('dispatchDecision', {
  zh: {
    title: '派车建议记录',
    createdAt: '建议时间',
    taskId: '任务',
    vehicleId: '建议车辆',
    lineId: '建议生产线',
    eta: '预计到达(分钟)',
    decision: '处理结果',
    chosenVehicle: '实际派车',
    decidedBy: '调度员',
  },
  en: {
    title: 'Dispatch suggestions',
    createdAt: 'Suggested at',
    taskId: 'Task',
    vehicleId: 'Suggested truck',
    lineId: 'Suggested line',
    eta: 'ETA (min)',
    decision: 'Decision',
    chosenVehicle: 'Truck sent',
    decidedBy: 'Dispatcher',
  },
  es: {
    title: 'Sugerencias de despacho',
    createdAt: 'Sugerida el',
    taskId: 'Tarea',
    vehicleId: 'Camión sugerido',
    lineId: 'Línea sugerida',
    eta: 'Llegada (min)',
    decision: 'Decisión',
    chosenVehicle: 'Camión enviado',
    decidedBy: 'Despachador',
  },
  ja: {
    title: '配車提案の記録',
    createdAt: '提案日時',
    taskId: 'タスク',
    vehicleId: '提案車両',
    lineId: '提案ライン',
    eta: '到着予定(分)',
    decision: '処理結果',
    chosenVehicle: '実際の配車',
    decidedBy: '配車担当',
  },
});
