import { defineArea } from '../../src/domain/resources/area';
import { auditLogLabels } from './audit-log.labels';
import { auditLogResource } from './audit-log.resource';
import { eventLabels } from './event.labels';
import { eventResource } from './event.resource';
import { hostLabels } from './host.labels';
import { hostResource } from './host.resource';
import { settingLabels } from './setting.labels';
import { settingResource } from './setting.resource';
import { stationLabels } from './station.labels';
import { stationResource } from './station.resource';
import { sysConstLabels } from './sys-const.labels';
import { sysConstResource } from './sys-const.resource';
import { systemConfigLabels } from './system-config.labels';
import { systemConfigResource } from './system-config.resource';

/** Settings (/settings/*): configuration, settings, constants, events, the audit log, stations and their hosts. */
export const settingsArea = defineArea({
  name: 'settings',
  resources: [systemConfigResource, settingResource, sysConstResource, eventResource, auditLogResource, stationResource, hostResource],
  labels: [systemConfigLabels, settingLabels, sysConstLabels, eventLabels, auditLogLabels, stationLabels, hostLabels],
});
