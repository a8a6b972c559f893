import { defineLabels } from '../../src/domain/resources/area';

/** System constants. */
export const sysConstLabels = defineLabels('sysConst', {
  zh: {
    title: '系统常量',
    type: '常量类型',
    code: '常量编码',
    name: '常量名称',
    value: '常量值',
    taskDetailType: '任务明细类型',
    returnHandling: '退料处理方式',
    returnRemaining: '剩料类型',
    statistics: '统计常量',
  },
  en: {
    title: 'System constants',
    type: 'Constant type',
    code: 'Code',
    name: 'Name',
    value: 'Value',
    taskDetailType: 'Task detail type',
    returnHandling: 'Return handling',
    returnRemaining: 'Remaining concrete type',
    statistics: 'Statistics',
  },
  es: {
    title: 'Constantes del sistema',
    type: 'Tipo de constante',
    code: 'Código',
    name: 'Nombre',
    value: 'Valor',
    taskDetailType: 'Tipo de detalle de tarea',
    returnHandling: 'Tratamiento de devoluciones',
    returnRemaining: 'Tipo de sobrante',
    statistics: 'Estadísticas',
  },
  ja: {
    title: 'システム定数',
    type: '定数種別',
    code: 'コード',
    name: '名称',
    value: '値',
    taskDetailType: 'タスク明細種別',
    returnHandling: '返品処理方法',
    returnRemaining: '残コン種別',
    statistics: '統計定数',
  },
});
