import { defineLabels } from '../../src/domain/resources/area';

/** Task plans (taskPlan). */
export const taskPlanLabels = defineLabels('taskPlan', {
  zh: {
    title: '生产计划', flow: '任务计划审批', code: '计划编号', customer: '客户', project: '工程', recipe: '配合比', strength: '强度等级', pouringSite: '浇筑部位',
    pourMethod: '浇筑方式', planQuantity: '计划方量', unitPrice: '单价（元/方）', planTime: '计划时间', remark: '备注', state: '计划状态', task: '任务单号',
    stateNew: '新建', stateConfirmed: '已确认', stateOpened: '已开单', stateCancelled: '已作废', pump: '泵送', dump: '自卸', crane: '塔吊', chute: '溜槽',
    confirm: '确认', cancel: '作废', renew: '恢复', batchApprove: '批量审批', batchRefuse: '批量驳回', batchConfirm: '批量确认',
  },
  en: {
    title: 'Production plans', flow: 'Task plan approval', code: 'Plan no.', customer: 'Customer', project: 'Project', recipe: 'Mix design', strength: 'Strength class',
    pouringSite: 'Pouring site', pourMethod: 'Pouring method', planQuantity: 'Planned m³', unitPrice: 'Unit price (yuan/m³)', planTime: 'Planned time',
    remark: 'Remark', state: 'Plan state', task: 'Task no.', stateNew: 'New', stateConfirmed: 'Confirmed', stateOpened: 'Task opened', stateCancelled: 'Cancelled',
    pump: 'Pumped', dump: 'Dumped', crane: 'Crane', chute: 'Chute', confirm: 'Confirm', cancel: 'Cancel', renew: 'Restore', batchApprove: 'Approve selected',
    batchRefuse: 'Refuse selected', batchConfirm: 'Confirm selected',
  },
  es: {
    title: 'Planes de producción', flow: 'Aprobación de planes', code: 'N.º de plan', customer: 'Cliente', project: 'Obra', recipe: 'Dosificación',
    strength: 'Resistencia', pouringSite: 'Elemento a hormigonar', pourMethod: 'Método de vertido', planQuantity: 'm³ previstos',
    unitPrice: 'Precio unitario (yuan/m³)', planTime: 'Hora prevista', remark: 'Observaciones', state: 'Estado del plan', task: 'N.º de orden',
    stateNew: 'Nuevo', stateConfirmed: 'Confirmado', stateOpened: 'Orden abierta', stateCancelled: 'Anulado', pump: 'Bombeado', dump: 'Volteo',
    crane: 'Grúa', chute: 'Canaleta', confirm: 'Confirmar', cancel: 'Anular', renew: 'Restaurar', batchApprove: 'Aprobar selección',
    batchRefuse: 'Rechazar selección', batchConfirm: 'Confirmar selección',
  },
  ja: {
    title: '生産計画', flow: 'タスク計画承認', code: '計画番号', customer: '顧客', project: '工事', recipe: '配合', strength: '強度等級', pouringSite: '打設箇所',
    pourMethod: '打設方法', planQuantity: '計画数量', unitPrice: '単価（元/m³）', planTime: '計画時刻', remark: '備考', state: '計画状態', task: 'タスク番号',
    stateNew: '新規', stateConfirmed: '確認済', stateOpened: '発行済', stateCancelled: '取消', pump: 'ポンプ', dump: 'ダンプ', crane: 'クレーン', chute: 'シュート',
    confirm: '確認', cancel: '取消', renew: '復元', batchApprove: '一括承認', batchRefuse: '一括却下', batchConfirm: '一括確認',
  },
});
