import { defineLabels } from '../../src/domain/resources/area';

/** Typed settings. */
export const settingLabels = defineLabels('setting', {
  zh: {
    title: '基础设置',
    type: '设置类型',
    value: '设置值',
  },
  en: {
    title: 'Basic settings',
    type: 'Setting type',
    value: 'Value',
  },
  es: {
    title: 'Ajustes básicos',
    type: 'Tipo de ajuste',
    value: 'Valor',
  },
  ja: {
    title: '基本設定',
    type: '設定種別',
    value: '設定値',
  },
});
