import { defineServerArea } from '../../server/resources/server-part';
import { labArea } from './index';
import { mixDesignRoutes } from './mix-design.routes.server';
import { recipeLibServer } from './recipe-lib.server';
import { recipeSelectServer } from './recipe-select.server';
import { recipeSelectRoutes } from './recipe-select.routes.server';
import { recipeTemplateServer } from './recipe-template.server';
import { recipeFloatRoutes } from './recipe-float.routes.server';
import { runningSigmaRoutes } from './running-sigma.server';
import { transitWaterRoutes } from './transit-water.server';

export const labServer = defineServerArea(
  labArea,
  [recipeLibServer, recipeSelectServer, recipeTemplateServer],
  [mixDesignRoutes, recipeSelectRoutes, recipeFloatRoutes, runningSigmaRoutes, transitWaterRoutes],
);
