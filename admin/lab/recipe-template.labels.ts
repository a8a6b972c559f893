import { defineLabels } from '../../src/domain/resources/area';

export const recipeTemplateLabels = defineLabels('recipeTemplate', {
  zh: { title: '配合比模板', templateName: '模板名称', host: '生产线', details: '材料及料仓', bunker: '料仓', sortIndex: '顺序' },
  en: { title: 'Recipe templates', templateName: 'Template', host: 'Production line', details: 'Materials and bunkers', bunker: 'Bunker', sortIndex: 'Order' },
  es: {
    title: 'Plantillas de dosificación',
    templateName: 'Plantilla',
    host: 'Línea de producción',
    details: 'Materiales y tolvas',
    bunker: 'Tolva',
    sortIndex: 'Orden',
  },
  ja: { title: '配合テンプレート', templateName: 'テンプレート名', host: '生産ライン', details: '材料とビン', bunker: 'ビン', sortIndex: '順序' },
});
