import { defineLabels } from '../../src/domain/resources/area';

/** Slump classes. */
export const slumpLabels = defineLabels('slump', {
  zh: {
    title: '坍落度',
    name: '坍落度名称',
    min: '最小值(mm)',
    max: '最大值(mm)',
  },
  en: {
    title: 'Slump',
    name: 'Slump name',
    min: 'Minimum (mm)',
    max: 'Maximum (mm)',
  },
  es: {
    title: 'Asentamiento',
    name: 'Nombre',
    min: 'Mínimo (mm)',
    max: 'Máximo (mm)',
  },
  ja: {
    title: 'スランプ',
    name: 'スランプ名',
    min: '最小値(mm)',
    max: '最大値(mm)',
  },
});
