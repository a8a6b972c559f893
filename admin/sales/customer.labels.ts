import { defineLabels } from '../../src/domain/resources/area';

/** Sales customers. */
export const customerLabels = defineLabels('customer', {
  zh: {
    title: '客户管理', code: '客户编号', name: '客户名称', shortName: '客户简称', type: '客户类型', typeCompany: '企业', typePerson: '个人',
    typeGovernment: '政府机关', taxNo: '税号', creditAmount: '授信额度', signDate: '签约日期',
  },
  en: {
    title: 'Customers', code: 'Customer code', name: 'Customer name', shortName: 'Short name', type: 'Customer type',
    typeCompany: 'Company', typePerson: 'Person', typeGovernment: 'Government', taxNo: 'Tax number', creditAmount: 'Credit limit',
    signDate: 'Signed on',
  },
  es: {
    title: 'Clientes', code: 'Código de cliente', name: 'Nombre del cliente', shortName: 'Nombre corto', type: 'Tipo de cliente',
    typeCompany: 'Empresa', typePerson: 'Persona', typeGovernment: 'Gobierno', taxNo: 'NIF', creditAmount: 'Límite de crédito',
    signDate: 'Fecha de firma',
  },
  ja: {
    title: '顧客管理', code: '顧客番号', name: '顧客名', shortName: '略称', type: '顧客区分', typeCompany: '企業', typePerson: '個人',
    typeGovernment: '官公庁', taxNo: '税番号', creditAmount: '与信限度額', signDate: '契約日',
  },
});
