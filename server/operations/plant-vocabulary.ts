/**
 * Words of the plant shared by the services, the demo seed and the simulator: the pour methods
 * a task may name (the `pour_types` reference list, admin/product/pour-type.server.ts), the materials silos hold,
 * and the pour sites the demo uses.
 */
export const POUR_METHODS = ['泵送', '自卸', '塔吊', '溜槽'] as const;
export const PUMPED = '泵送';

export const MATERIALS = {
  cement: 'P.O 42.5 水泥',
  flyAsh: 'II级粉煤灰',
  slag: 'S95 矿粉',
  sand: '中砂',
  gravel: '碎石 5-25mm',
  admixture: '聚羧酸减水剂',
} as const;

export const DEMO_POUR_SITES = [
  '1#楼 基础底板',
  '3#楼 12层楼板',
  '地下室顶板',
  '车站主体 侧墙',
  '承台',
  '桩基',
  '2#楼 梁板柱',
  '垫层',
  '道路基层',
  '管廊 底板',
];
/** Pumped pours are the common case on Hangzhou building sites. */
export const DEMO_POUR_METHODS = [PUMPED, PUMPED, PUMPED, '自卸', '塔吊', '溜槽'];
