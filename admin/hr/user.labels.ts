import { defineLabels } from '../../src/domain/resources/area';

/** Users (/hr/user). */
export const userLabels = defineLabels('user', {
  zh: {
    title: '用户', userName: '用户名', trueName: '姓名', userCode: '用户编码', userType: '用户类型', typeStaff: '员工', typeMember: '项目成员', postCode: '岗位编码', orgId: '组织编码', password: '密码',
  },
  en: {
    title: 'Users', userName: 'User name', trueName: 'Full name', userCode: 'User code', userType: 'User type', typeStaff: 'Staff', typeMember: 'Project member', postCode: 'Post code', orgId: 'Organisation code', password: 'Password',
  },
  es: {
    title: 'Usuarios', userName: 'Nombre de usuario', trueName: 'Nombre completo', userCode: 'Código de usuario', userType: 'Tipo de usuario', typeStaff: 'Empleado', typeMember: 'Miembro de proyecto', postCode: 'Código de puesto', orgId: 'Código de organización', password: 'Contraseña',
  },
  ja: {
    title: 'ユーザー', userName: 'ユーザー名', trueName: '氏名', userCode: 'ユーザーコード', userType: 'ユーザー種別', typeStaff: '社員', typeMember: 'プロジェクトメンバー', postCode: '職位コード', orgId: '組織コード', password: 'パスワード',
  },
});
