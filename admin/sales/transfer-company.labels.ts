import { defineLabels } from '../../src/domain/resources/area';

/** Transfer companies. */
export const transferCompanyLabels = defineLabels('transfer', {
  zh: {
    title: '转运公司',
    code: '公司编号',
    name: '公司名称',
    price: '转运单价',
  },
  en: {
    title: 'Transfer companies',
    code: 'Company code',
    name: 'Company name',
    price: 'Transfer price',
  },
  es: {
    title: 'Empresas de transbordo',
    code: 'Código de empresa',
    name: 'Nombre de la empresa',
    price: 'Precio de transbordo',
  },
  ja: {
    title: '転送会社',
    code: '会社番号',
    name: '会社名',
    price: '転送単価',
  },
});
