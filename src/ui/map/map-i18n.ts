import { registerNamespace } from '../../i18n/namespace';
import { useTranslation } from 'react-i18next';
import { defineLabels } from '../../domain/resources/area';

export const MAP_NS = 'map';

/** Strings of the admin maps (address picker, geofence editor, customer map). */
const labels = defineLabels('', {
  zh: {
    pick: '在地图上选点',
    pickTitle: '选择位置',
    pickHint: '点击地图或拖动标记设置位置',
    lng: '经度',
    lat: '纬度',
    none: '未选择位置',
    clear: '清除',
    ok: '确 定',
    cancel: '取 消',
    circle: '圆形',
    polygon: '多边形',
    radius: '半径',
    metres: '米',
    points: '顶点',
    fenceHint: '圆形：点击地图设中心，拖动边缘手柄调整半径。多边形：依次点击地图添加顶点，拖动顶点移动，右键顶点删除。',
    fenceIncomplete: '多边形至少需要 3 个顶点',
    customers: '客户',
    projects: '工程',
    noLocated: '没有带坐标的工程',
    search: '搜索客户或工程',
    showing: '显示 {{n}} 个工程，{{c}} 个客户',
    address: '地址',
    customer: '客户',
    project: '工程',
  },
  en: {
    pick: 'Pick on map',
    pickTitle: 'Choose a position',
    pickHint: 'Click the map or drag the marker to set the position',
    lng: 'Longitude',
    lat: 'Latitude',
    none: 'No position chosen',
    clear: 'Clear',
    ok: 'OK',
    cancel: 'Cancel',
    circle: 'Circle',
    polygon: 'Polygon',
    radius: 'Radius',
    metres: 'm',
    points: 'Vertices',
    fenceHint:
      'Circle: click the map to set the centre, drag the edge handle to change the radius. Polygon: click ' +
      'the map to add vertices, drag a vertex to move it, right-click a vertex to remove it.',
    fenceIncomplete: 'A polygon needs at least 3 vertices',
    customers: 'Customers',
    projects: 'Projects',
    noLocated: 'No project has coordinates',
    search: 'Search customer or project',
    showing: '{{n}} projects of {{c}} customers',
    address: 'Address',
    customer: 'Customer',
    project: 'Project',
  },
  es: {
    pick: 'Elegir en el mapa',
    pickTitle: 'Elegir una posición',
    pickHint: 'Haga clic en el mapa o arrastre el marcador para fijar la posición',
    lng: 'Longitud',
    lat: 'Latitud',
    none: 'Sin posición',
    clear: 'Borrar',
    ok: 'Aceptar',
    cancel: 'Cancelar',
    circle: 'Círculo',
    polygon: 'Polígono',
    radius: 'Radio',
    metres: 'm',
    points: 'Vértices',
    fenceHint:
      'Círculo: haga clic en el mapa para fijar el centro y arrastre el tirador del borde para cambiar el ' +
      'radio. Polígono: haga clic para añadir vértices, arrástrelos para moverlos y haga clic derecho en ' +
      'uno para quitarlo.',
    fenceIncomplete: 'Un polígono necesita al menos 3 vértices',
    customers: 'Clientes',
    projects: 'Obras',
    noLocated: 'Ninguna obra tiene coordenadas',
    search: 'Buscar cliente u obra',
    showing: '{{n}} obras de {{c}} clientes',
    address: 'Dirección',
    customer: 'Cliente',
    project: 'Obra',
  },
  ja: {
    pick: '地図で選択',
    pickTitle: '位置を選択',
    pickHint: '地図をクリックするかマーカーをドラッグして位置を設定します',
    lng: '経度',
    lat: '緯度',
    none: '位置が未選択です',
    clear: 'クリア',
    ok: 'OK',
    cancel: 'キャンセル',
    circle: '円形',
    polygon: '多角形',
    radius: '半径',
    metres: 'm',
    points: '頂点',
    fenceHint:
      '円形：地図をクリックして中心を設定し、縁のハンドルをドラッグして半径を変更します。多角形：地図をクリックして頂点を追加し、頂点をドラッグして移動、右クリックで削除します。',
    fenceIncomplete: '多角形には 3 つ以上の頂点が必要です',
    customers: '顧客',
    projects: '工事',
    noLocated: '座標のある工事がありません',
    search: '顧客または工事を検索',
    showing: '{{c}} 顧客の工事 {{n}} 件',
    address: '住所',
    customer: '顧客',
    project: '工事',
  },
});

/** `t` of the admin maps' namespace, registered on first use. */
export function useMapT() {
  registerNamespace(MAP_NS, (lng) => labels[lng]);
  return useTranslation(MAP_NS).t;
}
