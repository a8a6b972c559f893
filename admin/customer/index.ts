import { defineArea } from '../../src/domain/resources/area';
import { customerSiteLabels } from './customer-site.labels';
import { customerSiteResource } from './customer-site.resource';

/** The customer pages of the navbar (/customer/*): the distribution map; its screen is in ./screens.ts. */
export const customerArea = defineArea({ name: 'customer', resources: [customerSiteResource], labels: [customerSiteLabels] });
