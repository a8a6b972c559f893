import { defineArea } from '../../src/domain/resources/area';
import { mixDesignLabels } from './mix-design.labels';
import { qualityLoopLabels } from './quality-loop.labels';
import { recipeLibLabels } from './recipe-lib.labels';
import { recipeLibResource } from './recipe-lib.resource';
import { recipeSelectLabels } from './recipe-select.labels';
import { recipeSelectResource } from './recipe-select.resource';
import { recipeTemplateLabels } from './recipe-template.labels';
import { recipeTemplateResource } from './recipe-template.resource';

/** Laboratory (/lab/*): the recipe library and its approval; mix design computed by src/domain/quality. */
export const labArea = defineArea({
  name: 'lab',
  resources: [recipeLibResource, recipeSelectResource, recipeTemplateResource],
  labels: [recipeLibLabels, mixDesignLabels, recipeSelectLabels, recipeTemplateLabels, qualityLoopLabels],
});
