import { defineLabels } from '../../src/domain/resources/area';

/** Price lists, periods, floats and the explanation of a ticket's price. */
export const priceLabels = defineLabels('price', {
  zh: {
    internalPeriod: '内部价期间', internalPrice: '内部价', concrete: '混凝土', mortar: '砂浆', productType: '产品类型', grade: '强度等级', price: '单价(元/m³)', updatedAt: '更新时间', pricePeriod: '合同价格期间',
    informationPeriod: '信息价期间', periodName: '期间名称', startDate: '开始日期', endDate: '结束日期', contractPrice: '合同价格', period: '价格期间',
    informationPrice: '信息价', zonePrice: '区域价格', customerPrice: '客户价格', priceFloat: '信息价浮动记录', effectiveFrom: '生效日期',
    ruleMortarFixed: '合同砂浆固定价', ruleCustomer: '客户价格', ruleZone: '区域价格', ruleContract: '合同价格', ruleInformation: '信息价',
    skipNotMortarFixed: '非砂浆固定价', skipNoPrice: '无该等级价格', skipNotEffectiveYet: '价格尚未生效', skipNoZone: '合同无区域',
    skipPriceTypeInformation: '合同按信息价计价', skipNoPeriod: '无覆盖该日的期间', failNoPrice: '未找到价格', failNoFloat: '合同未设浮动',
    failBadFloat: '浮动比例无效', failBelowZero: '浮动后单价为负', failNoSpecialPrice: '特殊要求无价格', extraPump: '泵送费', extraSpecial: '特殊要求',
    extraOtherFee: '其他费用', ticketPrice: '单价', explanation: '计价依据', amount: '金额(元)', load: '车', taskCode: '任务单号', check: '核对', ticketCode: '小票号', priceCheck: '计价核对',
  },
  en: {
    internalPeriod: 'Internal price periods', internalPrice: 'Internal prices', concrete: 'Concrete', mortar: 'Mortar', productType: 'Product type', grade: 'Grade', price: 'Unit price (yuan/m³)', updatedAt: 'Updated at',
    pricePeriod: 'Contract price periods', informationPeriod: 'Information price periods', periodName: 'Period name', startDate: 'Start date', endDate: 'End date',
    contractPrice: 'Contract prices', period: 'Price period', informationPrice: 'Information prices', zonePrice: 'Zone prices', customerPrice: 'Customer prices',
    priceFloat: 'Information price floats', effectiveFrom: 'Effective from', ruleMortarFixed: 'Contract mortar fixed price', ruleCustomer: 'Customer price',
    ruleZone: 'Zone price', ruleContract: 'Contract price', ruleInformation: 'Information price', skipNotMortarFixed: 'Mortar not at a fixed price',
    skipNoPrice: 'No price for the grade', skipNotEffectiveYet: 'Price not yet in effect', skipNoZone: 'Contract has no zone',
    skipPriceTypeInformation: 'Contract priced by information price', skipNoPeriod: 'No period covers the day', failNoPrice: 'No price found',
    failNoFloat: 'Contract has no float', failBadFloat: 'Invalid float', failBelowZero: 'Float makes the price negative', failNoSpecialPrice: 'Special requirement has no price',
    extraPump: 'Pump fee', extraSpecial: 'Special requirement', extraOtherFee: 'Other fee', ticketPrice: 'Unit price', explanation: 'Priced by', amount: 'Amount (yuan)', load: 'load', taskCode: 'Task code', check: 'Check', ticketCode: 'Ticket no.', priceCheck: 'Price check',
  },
  es: {
    internalPeriod: 'Periodos de precio interno', internalPrice: 'Precios internos', concrete: 'Hormigón', mortar: 'Mortero', productType: 'Tipo de producto', grade: 'Clase resistente', price: 'Precio unitario (yuan/m³)', updatedAt: 'Actualizado el',
    pricePeriod: 'Periodos de precios de contrato', informationPeriod: 'Periodos del precio de referencia', periodName: 'Nombre del periodo', startDate: 'Fecha de inicio',
    endDate: 'Fecha de fin', contractPrice: 'Precios de contrato', period: 'Periodo de precios', informationPrice: 'Precios de referencia', zonePrice: 'Precios por zona',
    customerPrice: 'Precios por cliente', priceFloat: 'Ajustes del precio de referencia', effectiveFrom: 'Vigente desde', ruleMortarFixed: 'Precio fijo del mortero',
    ruleCustomer: 'Precio del cliente', ruleZone: 'Precio de la zona', ruleContract: 'Precio de contrato', ruleInformation: 'Precio de referencia',
    skipNotMortarFixed: 'Mortero sin precio fijo', skipNoPrice: 'Sin precio para la clase', skipNotEffectiveYet: 'Precio aún no vigente', skipNoZone: 'Contrato sin zona',
    skipPriceTypeInformation: 'Contrato por precio de referencia', skipNoPeriod: 'Ningún periodo cubre el día', failNoPrice: 'No se encontró precio',
    failNoFloat: 'El contrato no tiene ajuste', failBadFloat: 'Ajuste no válido', failBelowZero: 'El ajuste deja el precio negativo',
    failNoSpecialPrice: 'Requisito especial sin precio', extraPump: 'Tarifa de bombeo', extraSpecial: 'Requisito especial', extraOtherFee: 'Otro cargo',
    ticketPrice: 'Precio unitario', explanation: 'Precio según', amount: 'Importe (yuan)', load: 'carga', taskCode: 'Código de la orden', check: 'Comprobar', ticketCode: 'N.º de albarán', priceCheck: 'Comprobación de precios',
  },
  ja: {
    internalPeriod: '社内価格期間', internalPrice: '社内価格', concrete: 'コンクリート', mortar: 'モルタル', productType: '製品区分', grade: '強度区分', price: '単価(元/m³)', updatedAt: '更新日時', pricePeriod: '契約価格期間',
    informationPeriod: '情報価格期間', periodName: '期間名', startDate: '開始日', endDate: '終了日', contractPrice: '契約価格', period: '価格期間',
    informationPrice: '情報価格', zonePrice: '区域価格', customerPrice: '顧客価格', priceFloat: '情報価格の調整記録', effectiveFrom: '適用開始日',
    ruleMortarFixed: '契約のモルタル固定価格', ruleCustomer: '顧客価格', ruleZone: '区域価格', ruleContract: '契約価格', ruleInformation: '情報価格',
    skipNotMortarFixed: 'モルタル固定価格なし', skipNoPrice: '該当区分の価格なし', skipNotEffectiveYet: '価格が未適用', skipNoZone: '契約に区域なし',
    skipPriceTypeInformation: '契約は情報価格で計算', skipNoPeriod: '該当日の期間なし', failNoPrice: '価格が見つかりません', failNoFloat: '契約に調整なし',
    failBadFloat: '調整率が無効', failBelowZero: '調整後の単価が負', failNoSpecialPrice: '特殊要求の価格なし', extraPump: '圧送費', extraSpecial: '特殊要求',
    extraOtherFee: 'その他費用', ticketPrice: '単価', explanation: '価格根拠', amount: '金額(元)', load: '台', taskCode: '作業番号', check: '確認', ticketCode: '伝票番号', priceCheck: '価格確認',
  },
});
