import { defineArea } from '../../src/domain/resources/area';
import { userLabels } from './user.labels';
import { userResource } from './user.resource';

/** People (/hr/*): the users. */
export const hrArea = defineArea({ name: 'hr', resources: [userResource], labels: [userLabels] });
