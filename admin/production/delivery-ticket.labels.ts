import { defineLabels } from '../../src/domain/resources/area';

/** Delivery tickets (deliveryTicket); statuses are the truck statuses of a ticket's trip. */
export const deliveryTicketLabels = defineLabels('deliveryTicket', {
  zh: {
    title: '发货单', org: '站点', code: '发货单号', task: '任务单号', customer: '客户', project: '工程', pouringSite: '浇筑部位', strength: '强度等级',
    vehicle: '车辆', plate: '车牌号', innerNumber: '车号', driver: '司机', quantity: '方量', status: '状态', createTime: '出票时间', month: '月份', times: '各状态时间',
    status_atPlant: '在站', status_queued: '排队', status_ticketed: '已出票', status_loading: '装料中', status_loaded: '装料完成', status_toJob: '运输中',
    status_arrived: '到达工地', status_pouring: '卸料中', status_endPour: '卸料完成', status_washing: '洗车', status_returning: '返程',
    status_breakdown: '故障', status_diverted: '转料', status_returnedLoad: '退料',
    detailState: '单据状态', detail_saved: '草稿', detail_sent: '已发送', detail_returned: '已退回', detail_back: '已撤回',
    send: '发送', return: '退回', back: '撤回',
  },
  en: {
    title: 'Delivery tickets', org: 'Station', code: 'Ticket no.', task: 'Task no.', customer: 'Customer', project: 'Project', pouringSite: 'Pouring site',
    strength: 'Strength class', vehicle: 'Truck', plate: 'Plate', innerNumber: 'Truck no.', driver: 'Driver', quantity: 'm³', status: 'Status',
    createTime: 'Ticketed', month: 'Month', times: 'Status times',
    status_atPlant: 'At plant', status_queued: 'Queued', status_ticketed: 'Ticketed', status_loading: 'Loading', status_loaded: 'Loaded',
    status_toJob: 'To job', status_arrived: 'On site', status_pouring: 'Pouring', status_endPour: 'Poured', status_washing: 'Washing',
    status_returning: 'Returning', status_breakdown: 'Breakdown', status_diverted: 'Diverted', status_returnedLoad: 'Load returned',
    detailState: 'Ticket state', detail_saved: 'Draft', detail_sent: 'Sent', detail_returned: 'Returned', detail_back: 'Called back',
    send: 'Send', return: 'Return', back: 'Call back',
  },
  es: {
    title: 'Albaranes', org: 'Planta', code: 'N.º de albarán', task: 'N.º de orden', customer: 'Cliente', project: 'Obra', pouringSite: 'Elemento a hormigonar',
    strength: 'Resistencia', vehicle: 'Camión', plate: 'Matrícula', innerNumber: 'N.º de camión', driver: 'Conductor', quantity: 'm³', status: 'Estado',
    createTime: 'Emitido', month: 'Mes', times: 'Horas por estado',
    status_atPlant: 'En planta', status_queued: 'En cola', status_ticketed: 'Emitido', status_loading: 'Cargando', status_loaded: 'Cargado',
    status_toJob: 'Hacia la obra', status_arrived: 'En obra', status_pouring: 'Descargando', status_endPour: 'Descargado', status_washing: 'Lavando',
    status_returning: 'Regresando', status_breakdown: 'Avería', status_diverted: 'Desviado', status_returnedLoad: 'Carga devuelta',
    detailState: 'Estado del albarán', detail_saved: 'Borrador', detail_sent: 'Enviado', detail_returned: 'Devuelto', detail_back: 'Anulado',
    send: 'Enviar', return: 'Devolver', back: 'Anular',
  },
  ja: {
    title: '出荷伝票', org: '拠点', code: '伝票番号', task: 'タスク番号', customer: '顧客', project: '工事', pouringSite: '打設箇所', strength: '強度等級',
    vehicle: '車両', plate: 'ナンバー', innerNumber: '車番', driver: '運転手', quantity: '数量', status: '状態', createTime: '発行時刻', month: '月',
    times: '状態別時刻',
    status_atPlant: '工場内', status_queued: '待機中', status_ticketed: '発行済', status_loading: '積込中', status_loaded: '積込完了', status_toJob: '運搬中',
    status_arrived: '現場到着', status_pouring: '荷下ろし中', status_endPour: '荷下ろし完了', status_washing: '洗車中', status_returning: '帰路',
    status_breakdown: '故障', status_diverted: '転送', status_returnedLoad: '返品',
    detailState: '伝票状態', detail_saved: '下書き', detail_sent: '送信済', detail_returned: '返品済', detail_back: '取消済',
    send: '送信', return: '返品', back: '取消',
  },
});
