import type { Area } from '../src/domain/resources/area';
import { basicArea } from './basic';
import { customerArea } from './customer';
import { deliveryArea } from './delivery';
import { dispatchArea } from './dispatch';
import { financeArea } from './finance';
import { outsourcingArea } from './outsourcing';
import { productionReportArea } from './production-report';
import { hrArea } from './hr';
import { labArea } from './lab';
import { materialTestArea } from './material-test';
import { certificateArea } from './certificate';
import { qualityManagementArea } from './quality-management';
import { pdfArea } from './pdf';
import { productArea } from './product';
import { productionArea } from './production';
import { purchaseArea } from './purchase';
import { salesArea } from './sales';
import { settingsArea } from './settings';
import { statementArea } from './statement';

/**
 * Every area of the back office, in menu order: the one list outside an area, and it grows by an
 * area, never by an object. Isomorphic: the client's composition root and the server's boot
 * (through server/areas.ts) register it.
 */
export const areas: readonly Area[] = [
  basicArea,
  purchaseArea,
  salesArea,
  statementArea,
  customerArea,
  productionArea,
  deliveryArea,
  dispatchArea,
  productionReportArea,
  labArea,
  qualityManagementArea,
  materialTestArea,
  certificateArea,
  outsourcingArea,
  financeArea,
  productArea,
  hrArea,
  settingsArea,
  pdfArea,
];
