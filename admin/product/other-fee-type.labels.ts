import { defineLabels } from '../../src/domain/resources/area';

/** Kinds of extra fees. */
export const otherFeeTypeLabels = defineLabels('otherFeeType', {
  zh: {
    title: '其他费用类型',
    name: '费用名称',
    price: '单价(元)',
    unit: '计价单位',
  },
  en: {
    title: 'Other fee types',
    name: 'Fee name',
    price: 'Unit price (yuan)',
    unit: 'Pricing unit',
  },
  es: {
    title: 'Tipos de otros cargos',
    name: 'Nombre del cargo',
    price: 'Precio unitario (yuan)',
    unit: 'Unidad de precio',
  },
  ja: {
    title: 'その他費用種別',
    name: '費用名',
    price: '単価(元)',
    unit: '課金単位',
  },
});
