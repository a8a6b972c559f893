import { defineLabels } from '../../src/domain/resources/area';

/** Event settings. */
export const eventLabels = defineLabels('event', {
  zh: {
    title: '事件设置',
    code: '事件编码',
    name: '事件名称',
    enabled: '是否启用',
    notifyUsers: '通知人员',
    threshold: '阈值',
  },
  en: {
    title: 'Event settings',
    code: 'Event code',
    name: 'Event name',
    enabled: 'Enabled',
    notifyUsers: 'Notify users',
    threshold: 'Threshold',
  },
  es: {
    title: 'Ajustes de eventos',
    code: 'Código de evento',
    name: 'Nombre del evento',
    enabled: 'Activado',
    notifyUsers: 'Usuarios notificados',
    threshold: 'Umbral',
  },
  ja: {
    title: 'イベント設定',
    code: 'イベントコード',
    name: 'イベント名',
    enabled: '有効',
    notifyUsers: '通知先',
    threshold: 'しきい値',
  },
});
