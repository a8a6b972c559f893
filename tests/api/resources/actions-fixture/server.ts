import { defineServerArea } from '../../../../server/resources/server-part';
import { actionsFixtureArea } from './index';
import { mixAdjustmentServer } from './mix-adjustment.server';

export const actionsFixtureServer = defineServerArea(actionsFixtureArea, [mixAdjustmentServer]);
