import { defineLabels } from '../../src/domain/resources/area';

/** Auxiliary tickets: the five kinds, their units and states, and the check and approval screens' words. */
export const auxiliaryLabels = defineLabels('auxiliary', {
  zh: {
    kind_waterPump: '水泵审核', kind_overTime: '超时审核', kind_mutationPump: '变泵审核', kind_transferConcrete: '转料审核', kind_auxiliary: '辅助审核',
    unit_shift: '台班', unit_hour: '小时', unit_m3: '方', unit_item: '项',
    state_saved: '已保存', state_submitted: '已提交', state_reviewed: '合同已审', state_approved: '已通过', state_failed: '未通过',
    task: '任务单号', ticket: '发货单号', quantity: '数量', unit: '单位', state: '状态', remark: '备注', decidedBy: '审核人', failReason: '不通过原因',
    add: '新增', submit: '提交', review: '合同审核', approve: '通过', fail: '不通过', all: '全部', save: '保存',
  },
  en: {
    kind_waterPump: 'Water pump checks', kind_overTime: 'Overtime checks', kind_mutationPump: 'Pump change checks', kind_transferConcrete: 'Concrete transfer checks',
    kind_auxiliary: 'Auxiliary checks',
    unit_shift: 'shifts', unit_hour: 'hours', unit_m3: 'm³', unit_item: 'items',
    state_saved: 'Saved', state_submitted: 'Submitted', state_reviewed: 'Contract reviewed', state_approved: 'Approved', state_failed: 'Failed',
    task: 'Task no.', ticket: 'Ticket no.', quantity: 'Quantity', unit: 'Unit', state: 'State', remark: 'Remark', decidedBy: 'Checked by', failReason: 'Reason for failing',
    add: 'Add', submit: 'Submit', review: 'Contract review', approve: 'Approve', fail: 'Fail', all: 'All', save: 'Save',
  },
  es: {
    kind_waterPump: 'Revisión de bomba de agua', kind_overTime: 'Revisión de horas extra', kind_mutationPump: 'Revisión de cambio de bomba',
    kind_transferConcrete: 'Revisión de traslado de hormigón', kind_auxiliary: 'Revisiones auxiliares',
    unit_shift: 'turnos', unit_hour: 'horas', unit_m3: 'm³', unit_item: 'partidas',
    state_saved: 'Guardado', state_submitted: 'Enviado', state_reviewed: 'Contrato revisado', state_approved: 'Aprobado', state_failed: 'No aprobado',
    task: 'N.º de orden', ticket: 'N.º de albarán', quantity: 'Cantidad', unit: 'Unidad', state: 'Estado', remark: 'Observación', decidedBy: 'Revisado por',
    failReason: 'Motivo del rechazo',
    add: 'Añadir', submit: 'Enviar', review: 'Revisión del contrato', approve: 'Aprobar', fail: 'Rechazar', all: 'Todos', save: 'Guardar',
  },
  ja: {
    kind_waterPump: '水ポンプ審査', kind_overTime: '超過時間審査', kind_mutationPump: 'ポンプ変更審査', kind_transferConcrete: '転送審査', kind_auxiliary: '付帯審査',
    unit_shift: '台班', unit_hour: '時間', unit_m3: 'm³', unit_item: '項目',
    state_saved: '保存済', state_submitted: '提出済', state_reviewed: '契約審査済', state_approved: '承認済', state_failed: '不承認',
    task: 'タスク番号', ticket: '伝票番号', quantity: '数量', unit: '単位', state: '状態', remark: '備考', decidedBy: '審査者', failReason: '不承認の理由',
    add: '追加', submit: '提出', review: '契約審査', approve: '承認', fail: '不承認', all: 'すべて', save: '保存',
  },
});
