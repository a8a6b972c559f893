import { defineArea } from '../../src/domain/resources/area';
import { mixDesignLabels } from './mix-design.labels';
import { recipeLibLabels } from './recipe-lib.labels';
import { recipeLibResource } from './recipe-lib.resource';

/** Laboratory (/lab/*): the recipe library and its approval; mix design computed by src/domain/quality. */
export const labArea = defineArea({ name: 'lab', resources: [recipeLibResource], labels: [recipeLibLabels, mixDesignLabels] });
