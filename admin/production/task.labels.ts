import { defineLabels } from '../../src/domain/resources/area';

/** Production tasks (task). */
export const taskLabels = defineLabels('task', {
  zh: {
    title: '生产任务', org: '站点', code: '任务单号', customer: '客户', project: '工程', contract: '合同编号', recipe: '配合比', pouringSite: '浇筑部位',
    strength: '强度等级', slump: '坍落度', pourMethod: '浇筑方式', planQuantity: '计划方量', shippedQuantity: '已发方量', truckCount: '车次',
    openTime: '开盘时间', completeTime: '完成时间', state: '任务状态', line: '生产线', siteLat: '工地纬度', siteLng: '工地经度',
    stateOpen: '待生产', stateProducing: '生产中', stateCompleted: '已完成', stateCancelled: '已作废', complete: '完成任务',
  },
  en: {
    title: 'Production tasks', org: 'Station', code: 'Task no.', customer: 'Customer', project: 'Project', contract: 'Contract no.', recipe: 'Mix design',
    pouringSite: 'Pouring site', strength: 'Strength class', slump: 'Slump', pourMethod: 'Pouring method', planQuantity: 'Planned m³',
    shippedQuantity: 'Shipped m³', truckCount: 'Loads', openTime: 'Opened', completeTime: 'Completed', state: 'State', line: 'Line',
    siteLat: 'Site latitude', siteLng: 'Site longitude', stateOpen: 'Open', stateProducing: 'Producing', stateCompleted: 'Completed',
    stateCancelled: 'Cancelled', complete: 'Complete task',
  },
  es: {
    title: 'Órdenes de producción', org: 'Planta', code: 'N.º de orden', customer: 'Cliente', project: 'Obra', contract: 'N.º de contrato',
    recipe: 'Dosificación', pouringSite: 'Elemento a hormigonar', strength: 'Resistencia', slump: 'Asentamiento', pourMethod: 'Método de vertido',
    planQuantity: 'm³ previstos', shippedQuantity: 'm³ enviados', truckCount: 'Viajes', openTime: 'Apertura', completeTime: 'Finalización',
    state: 'Estado', line: 'Línea', siteLat: 'Latitud de obra', siteLng: 'Longitud de obra', stateOpen: 'Pendiente', stateProducing: 'En producción',
    stateCompleted: 'Terminada', stateCancelled: 'Anulada', complete: 'Terminar orden',
  },
  ja: {
    title: '生産タスク', org: '拠点', code: 'タスク番号', customer: '顧客', project: '工事', contract: '契約番号', recipe: '配合', pouringSite: '打設箇所',
    strength: '強度等級', slump: 'スランプ', pourMethod: '打設方法', planQuantity: '計画数量', shippedQuantity: '出荷数量', truckCount: '車両台数',
    openTime: '開始時刻', completeTime: '完了時刻', state: '状態', line: '生産ライン', siteLat: '現場緯度', siteLng: '現場経度',
    stateOpen: '生産待ち', stateProducing: '生産中', stateCompleted: '完了', stateCancelled: '取消', complete: 'タスク完了',
  },
});
