import { defineLabels } from '../../src/domain/resources/area';

/** Stations (organisations) of /settings/station-manage. */
export const stationLabels = defineLabels('station', {
  zh: {
    title: '站点',
    orgId: '组织编码',
    orgName: '组织名称',
    orgShortName: '简称',
    orgType: '组织类型',
    typeHead: '总部',
    typeStation: '站点',
    lng: '经度',
    lat: '纬度',
  },
  en: {
    title: 'Stations',
    orgId: 'Organisation code',
    orgName: 'Organisation name',
    orgShortName: 'Short name',
    orgType: 'Organisation type',
    typeHead: 'Head office',
    typeStation: 'Station',
    lng: 'Longitude',
    lat: 'Latitude',
  },
  es: {
    title: 'Plantas',
    orgId: 'Código de organización',
    orgName: 'Nombre de la organización',
    orgShortName: 'Nombre corto',
    orgType: 'Tipo de organización',
    typeHead: 'Sede central',
    typeStation: 'Planta',
    lng: 'Longitud',
    lat: 'Latitud',
  },
  ja: {
    title: '工場',
    orgId: '組織コード',
    orgName: '組織名',
    orgShortName: '略称',
    orgType: '組織種別',
    typeHead: '本社',
    typeStation: '工場',
    lng: '経度',
    lat: '緯度',
  },
});
