import { defineLabels } from '../../src/domain/resources/area';

/** NCC material master data. */
export const nccMaterialLabels = defineLabels('ncc.material', {
  zh: {
    title: '物料主数据',
    code: '物料编码',
    name: '物料名称',
    spec: '规格型号',
    unit: '计量单位',
    category: '物料分类',
  },
  en: {
    title: 'Material master data',
    code: 'Material code',
    name: 'Material name',
    spec: 'Specification',
    unit: 'Unit',
    category: 'Category',
  },
  es: {
    title: 'Datos maestros de materiales',
    code: 'Código de material',
    name: 'Nombre del material',
    spec: 'Especificación',
    unit: 'Unidad',
    category: 'Categoría',
  },
  ja: {
    title: '資材マスタ',
    code: '資材コード',
    name: '資材名',
    spec: '規格',
    unit: '単位',
    category: '分類',
  },
});
