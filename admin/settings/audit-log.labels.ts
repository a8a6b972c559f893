import { defineLabels } from '../../src/domain/resources/area';

/** The audit log. */
export const auditLogLabels = defineLabels('journal', {
  zh: {
    title: '系统日志', at: '操作时间', user: '操作人', org: '组织', action: '操作', entity: '对象', entityId: '对象编号', ip: 'IP地址', detail: '详情', simulator: '系统（模拟器）',
  },
  en: {
    title: 'System journal', at: 'Time', user: 'User', org: 'Organisation', action: 'Action', entity: 'Object',
    entityId: 'Object id', ip: 'IP address', detail: 'Detail', simulator: 'System (simulator)',
  },
  es: {
    title: 'Registro del sistema', at: 'Hora', user: 'Usuario', org: 'Organización', action: 'Acción', entity: 'Objeto',
    entityId: 'Id del objeto', ip: 'Dirección IP', detail: 'Detalle', simulator: 'Sistema (simulador)',
  },
  ja: {
    title: 'システムログ', at: '操作日時', user: '操作者', org: '組織', action: '操作', entity: '対象', entityId: '対象ID', ip: 'IPアドレス', detail: '詳細', simulator: 'システム（シミュレーター）',
  },
});
