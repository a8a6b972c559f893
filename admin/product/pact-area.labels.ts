import { defineLabels } from '../../src/domain/resources/area';

/** Project zones and their fares. */
export const pactAreaLabels = defineLabels('pactArea', {
  zh: {
    title: '工程区域',
    name: '区域名称',
    distance: '运距(km)',
    fare: '运费(元/m³)',
  },
  en: {
    title: 'Project zones',
    name: 'Zone name',
    distance: 'Distance (km)',
    fare: 'Fare (yuan/m³)',
  },
  es: {
    title: 'Zonas de obra',
    name: 'Nombre de zona',
    distance: 'Distancia (km)',
    fare: 'Tarifa (yuan/m³)',
  },
  ja: {
    title: '工事エリア',
    name: 'エリア名',
    distance: '運搬距離(km)',
    fare: '運賃(元/m³)',
  },
});
