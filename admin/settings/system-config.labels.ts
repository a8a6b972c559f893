import { defineLabels } from '../../src/domain/resources/area';

/** System configuration entries. */
export const systemConfigLabels = defineLabels('config', {
  zh: {
    title: '系统配置',
    code: '配置编码',
    name: '配置名称',
    value: '配置值',
  },
  en: {
    title: 'System configuration',
    code: 'Config code',
    name: 'Config name',
    value: 'Value',
  },
  es: {
    title: 'Configuración del sistema',
    code: 'Código',
    name: 'Nombre',
    value: 'Valor',
  },
  ja: {
    title: 'システム設定',
    code: '設定コード',
    name: '設定名',
    value: '設定値',
  },
});
