import { defineLabels } from '../../src/domain/resources/area';

export const recipeLibLabels = defineLabels('recipeLib', {
  zh: {
    title: '配合比库', recipeCode: '配合比编号', strength: '强度等级', slump: '坍落度', impermeability: '抗渗等级', specialRequire: '特殊要求',
    waterBinderRatio: '水胶比', sandRatio: '砂率(%)', useState: '使用状态', flow: '配合比审批', copy: '复制', approveBatch: '批量审批',
    materials: '材料用量', materialName: '材料名称', kgPerM3: '用量(kg/m³)', design: '配合比设计', floatFlow: '浮动配合比审批',
  },
  en: {
    title: 'Recipe library', recipeCode: 'Recipe code', strength: 'Strength grade', slump: 'Slump', impermeability: 'Impermeability grade', specialRequire: 'Special requirement',
    waterBinderRatio: 'Water/binder ratio', sandRatio: 'Sand ratio (%)', useState: 'In use', flow: 'Recipe approval', copy: 'Copy', approveBatch: 'Approve selected',
    materials: 'Materials', materialName: 'Material', kgPerM3: 'Quantity (kg/m³)', design: 'Mix design', floatFlow: 'Float recipe approval',
  },
  es: {
    title: 'Biblioteca de dosificaciones', recipeCode: 'Código de dosificación', strength: 'Clase de resistencia', slump: 'Asentamiento', impermeability: 'Grado de impermeabilidad', specialRequire: 'Requisito especial',
    waterBinderRatio: 'Relación agua/conglomerante', sandRatio: 'Proporción de arena (%)', useState: 'En uso', flow: 'Aprobación de dosificación', copy: 'Copiar', approveBatch: 'Aprobar selección',
    materials: 'Materiales', materialName: 'Material', kgPerM3: 'Cantidad (kg/m³)', design: 'Diseño de mezcla', floatFlow: 'Aprobación de dosificación flotante',
  },
  ja: {
    title: '配合ライブラリ', recipeCode: '配合番号', strength: '強度区分', slump: 'スランプ', impermeability: '耐透水等級', specialRequire: '特記事項',
    waterBinderRatio: '水結合材比', sandRatio: '細骨材率(%)', useState: '使用状態', flow: '配合承認', copy: 'コピー', approveBatch: '一括承認',
    materials: '材料使用量', materialName: '材料名', kgPerM3: '使用量(kg/m³)', design: '配合設計', floatFlow: '変動配合承認',
  },
});
