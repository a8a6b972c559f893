import { defineLabels } from '../../src/domain/resources/area';

/** Pouring methods. */
export const pourTypeLabels = defineLabels('pourType', {
  zh: {
    title: '浇筑方式',
    name: '浇筑方式名称',
    pump: '需要泵送',
  },
  en: {
    title: 'Pouring methods',
    name: 'Pouring method',
    pump: 'Needs a pump',
  },
  es: {
    title: 'Métodos de vertido',
    name: 'Método de vertido',
    pump: 'Requiere bomba',
  },
  ja: {
    title: '打設方法',
    name: '打設方法名',
    pump: 'ポンプ要',
  },
});
