import { defineServerArea } from '../../server/resources/server-part';
import { labArea } from './index';
import { mixDesignRoutes } from './mix-design.routes.server';
import { recipeLibServer } from './recipe-lib.server';

export const labServer = defineServerArea(labArea, [recipeLibServer], [mixDesignRoutes]);
