import { defineLabels } from '../../src/domain/resources/area';

/** Concrete strength samples (concreteSample). */
export const concreteSampleLabels = defineLabels('concreteSample', {
  zh: { title: '混凝土试块', sampleNo: '试块编号', taskId: '任务ID', taskCode: '任务单号', strength: '强度等级', sampleDate: '取样日期', ageDays: '龄期(天)',
    specimenCount: '试块组数', state: '状态', stateValid: '有效', stateCancelled: '已作废', cancelTime: '作废时间', sample: '取样' },
  en: { title: 'Concrete specimens', sampleNo: 'Sample no.', taskId: 'Task ID', taskCode: 'Task no.', strength: 'Strength class', sampleDate: 'Sampled on',
    ageDays: 'Age (days)', specimenCount: 'Specimen sets', state: 'State', stateValid: 'Valid', stateCancelled: 'Cancelled', cancelTime: 'Cancelled at', sample: 'Take sample' },
  es: { title: 'Probetas de hormigón', sampleNo: 'N.º de muestra', taskId: 'ID de orden', taskCode: 'N.º de orden', strength: 'Resistencia',
    sampleDate: 'Fecha de toma', ageDays: 'Edad (días)', specimenCount: 'Series de probetas', state: 'Estado', stateValid: 'Válida', stateCancelled: 'Anulada',
    cancelTime: 'Anulada el', sample: 'Tomar muestra' },
  ja: { title: 'コンクリート供試体', sampleNo: '供試体番号', taskId: '指示ID', taskCode: '指示番号', strength: '強度', sampleDate: '採取日', ageDays: '材齢(日)',
    specimenCount: '供試体組数', state: '状態', stateValid: '有効', stateCancelled: '取消済', cancelTime: '取消日時', sample: '採取' },
});
