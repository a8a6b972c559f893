import { defineLabels } from '../../src/domain/resources/area';

/** The inspection reports of the seven raw materials (admin/quality-management/inspect-report.resource.ts). */
export const inspectReportLabels = defineLabels('inspectReport', {
  zh: {
    title_cement: '水泥检验报告', 'title_mineral-powder': '矿粉检验报告', 'title_fly-ash': '粉煤灰检验报告', title_sand: '砂检验报告',
    'title_crushed-stone': '碎石检验报告', title_admixture: '外加剂检验报告', 'title_swelling-agent': '膨胀剂检验报告',
    testId: '到货检验记录', filed: '已出报告', notFiled: '未出报告',
  },
  en: {
    title_cement: 'Cement inspection reports', 'title_mineral-powder': 'Slag powder inspection reports', 'title_fly-ash': 'Fly ash inspection reports', title_sand: 'Sand inspection reports',
    'title_crushed-stone': 'Crushed stone inspection reports', title_admixture: 'Admixture inspection reports', 'title_swelling-agent': 'Expansive agent inspection reports',
    testId: 'Arrival check', filed: 'reported', notFiled: 'not reported',
  },
  es: {
    title_cement: 'Informes de ensayo del cemento', 'title_mineral-powder': 'Informes de ensayo de la escoria', 'title_fly-ash': 'Informes de ensayo de las cenizas volantes', title_sand: 'Informes de ensayo de la arena',
    'title_crushed-stone': 'Informes de ensayo de la grava', title_admixture: 'Informes de ensayo del aditivo', 'title_swelling-agent': 'Informes de ensayo del expansivo',
    testId: 'Control de llegada', filed: 'con informe', notFiled: 'sin informe',
  },
  ja: {
    title_cement: 'セメント検査報告', 'title_mineral-powder': 'スラグ微粉末検査報告', 'title_fly-ash': 'フライアッシュ検査報告', title_sand: '細骨材検査報告',
    'title_crushed-stone': '砕石検査報告', title_admixture: '混和剤検査報告', 'title_swelling-agent': '膨張材検査報告',
    testId: '入荷検査記録', filed: '報告済み', notFiled: '未報告',
  },
});
