import { defineLabels } from '../../src/domain/resources/area';

/** Outsourcing: units, contracts, transport prices, task bills, delivery bills, settlements, the console. */
export const outsourcingLabels = defineLabels('outsourcing', {
  zh: {
    unitTitle: '外协单位', unitCode: '单位编码', unitName: '单位名称', unit: '外协单位', contractTitle: '外协合同', contractCode: '合同编号',
    contract: '外协合同', startDate: '开始日期', endDate: '结束日期', priceTitle: '运输价格', priceKind: '计价方式', perCubic: '按方量', perTrip: '按车次',
    fromKm: '起始运距(km)', toKm: '截止运距(km)', priceFen: '单价(元)', taskTitle: '外协任务单', distanceKm: '运距(km)', ticketTitle: '外协发货单',
    settlement: '外协结算单', settlementTitle: '外协结算', settlementCode: '结算单号', ticketCount: '车次', totalQuantity: '方量(m³)', totalFen: '结算金额(元)',
    make: '生成结算单', revoke: '撤销结算单', preSheet: '预结算', period: '结算期间', lines: '结算明细', amountFen: '金额(元)', unitPriceFen: '单价(元)',
    consoleTitle: '外协生产控制台', progress: '进度', taskCount: '任务数', planQuantity: '计划方量', shippedQuantity: '已发方量', ticketsShipped: '已发车次',
    noTasks: '暂无外协任务', detail: '明细', refresh: '刷新', contractPrices: '运输价格', chooseUnit: '请选择外协单位', showAll: '含已完成任务',
  },
  en: {
    unitTitle: 'Outsourcing units', unitCode: 'Unit code', unitName: 'Unit name', unit: 'Outsourcing unit', contractTitle: 'Outsourcing contracts',
    contractCode: 'Contract no.', contract: 'Outsourcing contract', startDate: 'Start date', endDate: 'End date', priceTitle: 'Transport prices',
    priceKind: 'Priced by', perCubic: 'Per m³', perTrip: 'Per trip', fromKm: 'From (km)', toKm: 'To (km)', priceFen: 'Price (yuan)',
    taskTitle: 'Outsourced task bills', distanceKm: 'Haul (km)', ticketTitle: 'Outsourced delivery bills', settlement: 'Outsourcing settlement',
    settlementTitle: 'Outsourcing settlements', settlementCode: 'Settlement no.', ticketCount: 'Trips', totalQuantity: 'Volume (m³)',
    totalFen: 'Amount (yuan)', make: 'Make settlement', revoke: 'Revoke settlement', preSheet: 'Preview', period: 'Period', lines: 'Lines',
    amountFen: 'Amount (yuan)', unitPriceFen: 'Unit price (yuan)', consoleTitle: 'Outsourcing production console', progress: 'Progress',
    taskCount: 'Tasks', planQuantity: 'Planned volume', shippedQuantity: 'Shipped volume', ticketsShipped: 'Trips shipped',
    noTasks: 'No outsourced tasks', detail: 'Detail', refresh: 'Refresh', contractPrices: 'Transport prices', chooseUnit: 'Choose an outsourcing unit', showAll: 'Include finished tasks',
  },
  es: {
    unitTitle: 'Unidades subcontratadas', unitCode: 'Código de unidad', unitName: 'Nombre de unidad', unit: 'Unidad subcontratada',
    contractTitle: 'Contratos de subcontratación', contractCode: 'N.º de contrato', contract: 'Contrato de subcontratación', startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin', priceTitle: 'Precios de transporte', priceKind: 'Tarifa por', perCubic: 'Por m³', perTrip: 'Por viaje', fromKm: 'Desde (km)',
    toKm: 'Hasta (km)', priceFen: 'Precio (yuan)', taskTitle: 'Órdenes subcontratadas', distanceKm: 'Distancia (km)', ticketTitle: 'Albaranes subcontratados',
    settlement: 'Liquidación de subcontratación', settlementTitle: 'Liquidaciones de subcontratación', settlementCode: 'N.º de liquidación',
    ticketCount: 'Viajes', totalQuantity: 'Volumen (m³)', totalFen: 'Importe (yuan)', make: 'Generar liquidación', revoke: 'Anular liquidación',
    preSheet: 'Vista previa', period: 'Periodo', lines: 'Líneas', amountFen: 'Importe (yuan)', unitPriceFen: 'Precio unitario (yuan)',
    consoleTitle: 'Consola de producción subcontratada', progress: 'Avance', taskCount: 'Tareas', planQuantity: 'Volumen planificado',
    shippedQuantity: 'Volumen enviado', ticketsShipped: 'Viajes enviados', noTasks: 'Sin tareas subcontratadas', detail: 'Detalle',
    refresh: 'Actualizar', contractPrices: 'Precios de transporte', chooseUnit: 'Elija una unidad subcontratada', showAll: 'Incluir tareas terminadas',
  },
  ja: {
    unitTitle: '外注先', unitCode: '外注先コード', unitName: '外注先名', unit: '外注先', contractTitle: '外注契約', contractCode: '契約番号', contract: '外注契約',
    startDate: '開始日', endDate: '終了日', priceTitle: '運賃', priceKind: '計算方法', perCubic: '立米単位', perTrip: '車両単位', fromKm: '距離から(km)',
    toKm: '距離まで(km)', priceFen: '単価(元)', taskTitle: '外注タスク', distanceKm: '運搬距離(km)', ticketTitle: '外注出荷伝票', settlement: '外注精算書',
    settlementTitle: '外注精算', settlementCode: '精算番号', ticketCount: '車数', totalQuantity: '数量(m³)', totalFen: '精算金額(元)', make: '精算書作成',
    revoke: '精算書取消', preSheet: '仮精算', period: '精算期間', lines: '精算明細', amountFen: '金額(元)', unitPriceFen: '単価(元)',
    consoleTitle: '外注生産コンソール', progress: '進捗', taskCount: 'タスク数', planQuantity: '計画数量', shippedQuantity: '出荷数量', ticketsShipped: '出荷車数',
    noTasks: '外注タスクはありません', detail: '明細', refresh: '更新', contractPrices: '運賃', chooseUnit: '外注先を選択してください', showAll: '完了タスクを含む',
  },
});
