import { defineServerArea } from '../../server/resources/server-part';
import { pdfArea } from './index';
import { printRequestServer } from './print-request.server';

export const pdfServer = defineServerArea(pdfArea, [printRequestServer]);
