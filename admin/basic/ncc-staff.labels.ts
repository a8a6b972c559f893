import { defineLabels } from '../../src/domain/resources/area';

/** NCC staff master data. */
export const nccStaffLabels = defineLabels('ncc.staff', {
  zh: {
    title: '人员主数据',
    code: '人员编码',
    name: '姓名',
    dept: '部门',
    post: '岗位',
  },
  en: {
    title: 'Staff master data',
    code: 'Staff code',
    name: 'Name',
    dept: 'Department',
    post: 'Post',
  },
  es: {
    title: 'Datos maestros de personal',
    code: 'Código de empleado',
    name: 'Nombre',
    dept: 'Departamento',
    post: 'Puesto',
  },
  ja: {
    title: '人員マスタ',
    code: '人員コード',
    name: '氏名',
    dept: '部署',
    post: '職位',
  },
});
