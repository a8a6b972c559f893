import { defineLabels } from '../../src/domain/resources/area';

/** Plant control hosts. */
export const hostLabels = defineLabels('host', {
  zh: {
    title: '工控主机',
    name: '主机名称',
    ip: 'IP地址',
    port: '端口',
    kind: '主机类型',
    batching: '搅拌楼',
    weighbridge: '地磅',
    video: '视频',
  },
  en: {
    title: 'Plant hosts',
    name: 'Host name',
    ip: 'IP address',
    port: 'Port',
    kind: 'Host type',
    batching: 'Batching plant',
    weighbridge: 'Weighbridge',
    video: 'Video',
  },
  es: {
    title: 'Equipos de planta',
    name: 'Nombre del equipo',
    ip: 'Dirección IP',
    port: 'Puerto',
    kind: 'Tipo de equipo',
    batching: 'Planta dosificadora',
    weighbridge: 'Báscula',
    video: 'Vídeo',
  },
  ja: {
    title: '制御ホスト',
    name: 'ホスト名',
    ip: 'IPアドレス',
    port: 'ポート',
    kind: 'ホスト種別',
    batching: 'バッチャー',
    weighbridge: 'トラックスケール',
    video: '映像',
  },
});
