import { defineLabels } from '../../src/domain/resources/area';

/** Suppliers (also their purchasing view, supplierMaintain). */
export const supplierLabels = defineLabels('supplier', {
  zh: {
    title: '供应商', code: '供应商编码', name: '供应商名称', abbr: '供应商简称', type: '供应类别', cement: '水泥', sand: '砂', gravel: '碎石', powder: '粉料',
    admixture: '外加剂', other: '其他', creditCode: '统一社会信用代码',
  },
  en: {
    title: 'Suppliers', code: 'Supplier code', name: 'Supplier name', abbr: 'Short name', type: 'Supply type', cement: 'Cement',
    sand: 'Sand', gravel: 'Gravel', powder: 'Powder', admixture: 'Admixture', other: 'Other', creditCode: 'Credit code',
  },
  es: {
    title: 'Proveedores', code: 'Código de proveedor', name: 'Nombre del proveedor', abbr: 'Nombre corto',
    type: 'Tipo de suministro', cement: 'Cemento', sand: 'Arena', gravel: 'Grava', powder: 'Polvo', admixture: 'Aditivo',
    other: 'Otro', creditCode: 'Código de crédito',
  },
  ja: {
    title: '仕入先', code: '仕入先コード', name: '仕入先名', abbr: '略称', type: '供給区分', cement: 'セメント', sand: '砂', gravel: '砕石', powder: '粉体',
    admixture: '混和剤', other: 'その他', creditCode: '統一社会信用コード',
  },
});
