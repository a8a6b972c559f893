import { defineLabels } from '../../src/domain/resources/area';

/** NCC organisation master data. */
export const nccOrganizationLabels = defineLabels('ncc.organization', {
  zh: {
    title: '组织主数据',
    code: '组织编码',
    name: '组织名称',
    parent: '上级组织编码',
    type: '组织类型',
  },
  en: {
    title: 'Organisation master data',
    code: 'Organisation code',
    name: 'Organisation name',
    parent: 'Parent code',
    type: 'Organisation type',
  },
  es: {
    title: 'Datos maestros de organizaciones',
    code: 'Código de organización',
    name: 'Nombre de la organización',
    parent: 'Código superior',
    type: 'Tipo de organización',
  },
  ja: {
    title: '組織マスタ',
    code: '組織コード',
    name: '組織名',
    parent: '上位組織コード',
    type: '組織区分',
  },
});
