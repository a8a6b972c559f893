import { defineServerArea } from '../../server/resources/server-part';
import { certificateServers } from './certificate.server';
import { certificateArea } from './index';

export const certificateServer = defineServerArea(certificateArea, certificateServers);
