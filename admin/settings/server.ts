import { defineServerArea } from '../../server/resources/server-part';
import { auditLogServer } from './audit-log.server';
import { eventServer } from './event.server';
import { hostServer } from './host.server';
import { settingsArea } from './index';
import { sysConstServer } from './sys-const.server';
import { systemConfigServer } from './system-config.server';

export const settingsServer = defineServerArea(settingsArea, [systemConfigServer, sysConstServer, eventServer, hostServer, auditLogServer]);
