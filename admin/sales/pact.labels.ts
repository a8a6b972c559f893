import { defineLabels } from '../../src/domain/resources/area';

/** Sales contracts (pact) and their pricing terms. */
export const pactLabels = defineLabels('pact', {
  zh: {
    changeCustomer: '变更客户', currentCustomer: '当前客户', newCustomer: '新客户', newProject: '新工程', changeReason: '变更原因',
    sameCustomer: '{{field}}不能与当前客户相同', distance: '运距', destination: '目的地', distanceKm: '运距(km)', durationMin: '车程(分钟)',
    distanceSource: '计算方式', sourceRouting: '路径规划服务', sourceEstimate: '直线距离×道路系数（估算）',
    title: '销售合同', code: '合同编号', innerCode: '内部合同号', customer: '客户', project: '工程', time: '签订时间', period: '价格期间', zone: '工程区域',
    priceType: '价格类型', priceFixed: '合同固定价', priceInformation: '信息价浮动', floating: '浮动方向', floatUp: '上浮', floatDown: '下浮',
    floatingType: '浮动方式', floatPercent: '按比例', floatAmount: '按金额', bilizhi: '浮动比例(%)', digital: '浮动金额(元)', isPump: '泵送',
    includingPump: '含泵送费', pumpFee: '泵送费(元/m³)', mortarPriceType: '砂浆计价', mortarGrade: '按标号价', mortarFixed: '固定价',
    mortarFixedPrice: '砂浆固定价(元/m³)', state: '合同状态', stateDraft: '未生效', stateInForce: '执行中', stateSuspended: '已暂停', stateClosed: '已关闭',
    suspend: '暂停', resume: '恢复执行', close: '关闭合同', ticketPersons: '签票人', personName: '姓名',
  },
  en: {
    changeCustomer: 'Change customer', currentCustomer: 'Current customer', newCustomer: 'New customer', newProject: 'New project', changeReason: 'Reason',
    sameCustomer: '{{field}} must differ from the current customer', distance: 'Distance', destination: 'To', distanceKm: 'Distance (km)',
    durationMin: 'Drive (min)', distanceSource: 'Computed by', sourceRouting: 'Routing service', sourceEstimate: 'Straight line × road factor (estimate)',
    title: 'Sales contracts', code: 'Contract no.', innerCode: 'Internal no.', customer: 'Customer', project: 'Project', time: 'Signed at', period: 'Price period',
    zone: 'Project zone', priceType: 'Price type', priceFixed: 'Fixed contract price', priceInformation: 'Information price with float', floating: 'Float direction',
    floatUp: 'Up', floatDown: 'Down', floatingType: 'Float by', floatPercent: 'Percent', floatAmount: 'Amount', bilizhi: 'Float (%)', digital: 'Float (yuan)',
    isPump: 'Pumped', includingPump: 'Price includes pumping', pumpFee: 'Pump fee (yuan/m³)', mortarPriceType: 'Mortar pricing', mortarGrade: 'By grade price',
    mortarFixed: 'Fixed price', mortarFixedPrice: 'Mortar fixed price (yuan/m³)', state: 'Contract state', stateDraft: 'Not in force', stateInForce: 'In force',
    stateSuspended: 'Suspended', stateClosed: 'Closed', suspend: 'Suspend', resume: 'Resume', close: 'Close contract', ticketPersons: 'Ticket signers', personName: 'Name',
  },
  es: {
    changeCustomer: 'Cambiar cliente', currentCustomer: 'Cliente actual', newCustomer: 'Cliente nuevo', newProject: 'Obra nueva', changeReason: 'Motivo',
    sameCustomer: '{{field}} debe ser distinto del cliente actual', distance: 'Distancia', destination: 'Destino', distanceKm: 'Distancia (km)',
    durationMin: 'Trayecto (min)', distanceSource: 'Calculado con', sourceRouting: 'Servicio de rutas', sourceEstimate: 'Línea recta × factor de carretera (estimación)',
    title: 'Contratos de venta', code: 'N.º de contrato', innerCode: 'N.º interno', customer: 'Cliente', project: 'Obra', time: 'Firmado el', period: 'Periodo de precios',
    zone: 'Zona de obra', priceType: 'Tipo de precio', priceFixed: 'Precio fijo de contrato', priceInformation: 'Precio de referencia con ajuste',
    floating: 'Sentido del ajuste', floatUp: 'Al alza', floatDown: 'A la baja', floatingType: 'Ajuste por', floatPercent: 'Porcentaje', floatAmount: 'Importe',
    bilizhi: 'Ajuste (%)', digital: 'Ajuste (yuan)', isPump: 'Bombeado', includingPump: 'Precio con bombeo incluido', pumpFee: 'Tarifa de bombeo (yuan/m³)',
    mortarPriceType: 'Precio del mortero', mortarGrade: 'Por precio de la clase', mortarFixed: 'Precio fijo', mortarFixedPrice: 'Precio fijo del mortero (yuan/m³)',
    state: 'Estado del contrato', stateDraft: 'Sin vigencia', stateInForce: 'Vigente', stateSuspended: 'Suspendido', stateClosed: 'Cerrado',
    suspend: 'Suspender', resume: 'Reanudar', close: 'Cerrar contrato', ticketPersons: 'Firmantes de albaranes', personName: 'Nombre',
  },
  ja: {
    changeCustomer: '顧客変更', currentCustomer: '現在の顧客', newCustomer: '新しい顧客', newProject: '新しい工事', changeReason: '変更理由',
    sameCustomer: '{{field}}は現在の顧客と異なる必要があります', distance: '運搬距離', destination: '行き先', distanceKm: '距離(km)',
    durationMin: '所要時間(分)', distanceSource: '算出方法', sourceRouting: 'ルート検索サービス', sourceEstimate: '直線距離×道路係数（推定）',
    title: '販売契約', code: '契約番号', innerCode: '社内契約番号', customer: '顧客', project: '工事', time: '締結日時', period: '価格期間', zone: '工事区域',
    priceType: '価格区分', priceFixed: '契約固定価格', priceInformation: '情報価格の上下調整', floating: '調整方向', floatUp: '上乗せ', floatDown: '値引き',
    floatingType: '調整方法', floatPercent: '率', floatAmount: '金額', bilizhi: '調整率(%)', digital: '調整額(元)', isPump: '圧送', includingPump: '圧送費込み',
    pumpFee: '圧送費(元/m³)', mortarPriceType: 'モルタル価格', mortarGrade: '強度区分の価格', mortarFixed: '固定価格', mortarFixedPrice: 'モルタル固定価格(元/m³)',
    state: '契約状態', stateDraft: '未発効', stateInForce: '履行中', stateSuspended: '一時停止', stateClosed: '終了', suspend: '一時停止', resume: '再開', close: '契約終了', ticketPersons: '伝票署名者', personName: '氏名',
  },
});
