import { defineLabels } from '../../src/domain/resources/area';

/** Units of measure. */
export const unitLabels = defineLabels('unit', {
  zh: {
    title: '计量单位',
    name: '单位名称',
    symbol: '单位符号',
    ratio: '换算系数',
  },
  en: {
    title: 'Units',
    name: 'Unit name',
    symbol: 'Symbol',
    ratio: 'Conversion ratio',
  },
  es: {
    title: 'Unidades',
    name: 'Nombre de unidad',
    symbol: 'Símbolo',
    ratio: 'Factor de conversión',
  },
  ja: {
    title: '単位',
    name: '単位名',
    symbol: '記号',
    ratio: '換算係数',
  },
});
