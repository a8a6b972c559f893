import { defineLabels } from '../../src/domain/resources/area';

/** Customer sites (customerSite). */
export const customerSiteLabels = defineLabels('customerSite', {
  zh: {
    title: '客户分布',
    org: '站点',
    projectCode: '工程编号',
    projectName: '工程名称',
    customer: '客户',
    address: '工程地址',
    lng: '经度',
    lat: '纬度',
    radius: '围栏半径(米)',
  },
  en: {
    title: 'Customer sites',
    org: 'Station',
    projectCode: 'Project no.',
    projectName: 'Project',
    customer: 'Customer',
    address: 'Site address',
    lng: 'Longitude',
    lat: 'Latitude',
    radius: 'Fence radius (m)',
  },
  es: {
    title: 'Obras de clientes',
    org: 'Planta',
    projectCode: 'N.º de obra',
    projectName: 'Obra',
    customer: 'Cliente',
    address: 'Dirección de obra',
    lng: 'Longitud',
    lat: 'Latitud',
    radius: 'Radio de geocerca (m)',
  },
  ja: {
    title: '顧客分布',
    org: '拠点',
    projectCode: '工事番号',
    projectName: '工事名',
    customer: '顧客',
    address: '工事住所',
    lng: '経度',
    lat: '緯度',
    radius: 'ジオフェンス半径(m)',
  },
});
