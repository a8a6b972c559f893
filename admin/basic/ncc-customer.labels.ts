import { defineLabels } from '../../src/domain/resources/area';

/** NCC customer master data. */
export const nccCustomerLabels = defineLabels('ncc.customer', {
  zh: {
    title: '客户主数据',
    code: '客户编码',
    name: '客户名称',
    taxNo: '税号',
  },
  en: {
    title: 'Customer master data',
    code: 'Customer code',
    name: 'Customer name',
    taxNo: 'Tax number',
  },
  es: {
    title: 'Datos maestros de clientes',
    code: 'Código de cliente',
    name: 'Nombre del cliente',
    taxNo: 'NIF',
  },
  ja: {
    title: '顧客マスタ',
    code: '顧客コード',
    name: '顧客名',
    taxNo: '税番号',
  },
});
