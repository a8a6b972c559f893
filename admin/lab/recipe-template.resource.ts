import { defineResource } from '../../src/domain/resources/types';
import { RECIPE_LIB_SCREEN, USE_STATE_OPTIONS } from './recipe-lib.resource';

/**
 * A recipe template (配合比模板): the materials a production line's recipes are written in, each
 * drawn from one of the line's mixer bunkers (silos), in the order the recipe sheet and the plant
 * console show them. A new recipe starts from a template (`recipe-lib/get?templateBaseId`).
 */
export const recipeTemplateResource = defineResource({
  name: 'recipeTemplate',
  table: 'recipe_templates',
  id: 'id',
  screen: RECIPE_LIB_SCREEN,
  title: 'recipeTemplate.title',
  orgScoped: true,
  fields: [
    { name: 'templateName', type: 'string', label: 'recipeTemplate.templateName', required: true, unique: true, max: 50, sortable: true },
    { name: 'hostId', type: 'ref', label: 'recipeTemplate.host', required: true, ref: { resource: 'host', labelField: 'hostName' }, hideInTable: true },
    {
      name: 'hostName',
      type: 'string',
      label: 'recipeTemplate.host',
      readonly: true,
      hideInForm: true,
      join: { table: 'hosts', local: 'host_id', remote: 'id', column: 'host_name' },
    },
    { name: 'state', type: 'enum', label: 'recipeLib.useState', options: USE_STATE_OPTIONS, readonly: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
  ],
  search: [
    { name: 'templateName', type: 'input', label: 'recipeTemplate.templateName' },
    { name: 'state', type: 'select', label: 'recipeLib.useState', options: USE_STATE_OPTIONS },
  ],
  columns: ['templateName', 'hostName', 'state'],
  orderBy: { field: 'templateName', dir: 'asc' },
  calls: {
    '/quality/recipe-template/page': 'page',
    '/quality/recipe-template/save': 'x:save',
    '/quality/recipe-template/findById': 'x:detail',
    '/quality/recipe-template/delete': 'delete',
    '/quality/recipe-template/update-state': 'x:updateState',
    '/quality/recipe-template/getDetailSort': 'x:detailSort',
    '/quality/recipe-template/saveDetailSortIndex': 'x:saveDetailSort',
    '/quality/recipe-template/mixer-bunker-list': 'x:bunkers',
    // the plant console's older path to a recipe setting: the template with its bunkers in order
    '/quality/phsetting/findbyid': 'x:detail',
  },
  actions: ['page', 'get', 'add', 'update', 'delete', 'export'],
});
