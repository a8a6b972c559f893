import { defineLabels } from '../../src/domain/resources/area';

/** Return handle records (returnHandleRecord); the method and type names are the const lists' (admin/settings/sys-const.server.ts). */
export const returnHandleLabels = defineLabels('returnHandleRecord', {
  zh: {
    title: '退料处理', org: '站点', ticket: '发货单号', task: '任务单号', remainingType: '退剩料类型', handlingMethod: '处理方式', quantity: '方量',
    targetTask: '转用任务单', state: '状态', remark: '备注', decidedBy: '审批人', createTime: '登记时间',
    type_1: '退料', type_2: '剩料', method_1: '报废', method_2: '转用', method_3: '降级使用',
    state_done: '已处理', state_pending: '待审批', state_approved: '已通过', state_refused: '已驳回',
    entry: '登记退剩料', findTicket: '输入发货单号查找', transferTitle: '转料审核',
  },
  en: {
    title: 'Returned concrete', org: 'Station', ticket: 'Ticket no.', task: 'Task no.', remainingType: 'Kind', handlingMethod: 'Handling', quantity: 'm³',
    targetTask: 'Transferred to task', state: 'State', remark: 'Remark', decidedBy: 'Approver', createTime: 'Recorded',
    type_1: 'Returned', type_2: 'Remaining', method_1: 'Scrapped', method_2: 'Transferred', method_3: 'Downgraded',
    state_done: 'Handled', state_pending: 'Awaiting approval', state_approved: 'Approved', state_refused: 'Refused',
    entry: 'Record returned concrete', findTicket: 'Type a ticket number', transferTitle: 'Concrete transfer checks',
  },
  es: {
    title: 'Hormigón devuelto', org: 'Planta', ticket: 'N.º de albarán', task: 'N.º de orden', remainingType: 'Tipo', handlingMethod: 'Tratamiento', quantity: 'm³',
    targetTask: 'Transferido a la orden', state: 'Estado', remark: 'Observación', decidedBy: 'Aprobador', createTime: 'Registrado',
    type_1: 'Devuelto', type_2: 'Sobrante', method_1: 'Desechado', method_2: 'Transferido', method_3: 'Uso degradado',
    state_done: 'Tratado', state_pending: 'Pendiente de aprobación', state_approved: 'Aprobado', state_refused: 'Rechazado',
    entry: 'Registrar hormigón devuelto', findTicket: 'Escriba un n.º de albarán', transferTitle: 'Revisión de traslado de hormigón',
  },
  ja: {
    title: '戻りコン処理', org: '拠点', ticket: '伝票番号', task: 'タスク番号', remainingType: '種別', handlingMethod: '処理方法', quantity: '数量',
    targetTask: '転用先タスク', state: '状態', remark: '備考', decidedBy: '承認者', createTime: '登録時刻',
    type_1: '戻りコン', type_2: '残コン', method_1: '廃棄', method_2: '転用', method_3: '格下げ使用',
    state_done: '処理済み', state_pending: '承認待ち', state_approved: '承認済み', state_refused: '却下',
    entry: '戻りコンを登録', findTicket: '伝票番号を入力して検索', transferTitle: '転用審査',
  },
});
