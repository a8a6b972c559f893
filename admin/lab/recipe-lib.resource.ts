import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';
import { flowFields } from '../../src/domain/resources/flows';

export const RECIPE_LIB_SCREEN = '/lab/mix-proportion-model';
export const MIX_DESIGN_SCREEN = '/lab/new-mix-proportions';
export const RECIPE_APPROVAL_SCREEN = '/approval/mix-ratio-approval';
/** The float recipe's approval: the ranges the plant may batch each material in, approved apart from the recipe. */
export const FLOAT_FLOW = {
  name: 'float',
  businessType: 'recipe-lib-float',
  label: 'recipeLib.floatFlow',
  route: RECIPE_APPROVAL_SCREEN,
  titleField: 'recipeCode',
  prefix: 'float_',
  openedBy: 'call',
} as const;
export const USE_STATE_OPTIONS = [
  { value: 1, label: 'res.enabled' },
  { value: 0, label: 'res.disabled' },
] as const;

/**
 * The recipe library: the `recipes` tasks already reference, with the lab's header (grade, slump,
 * impermeability, W/B, sand ratio), its materials per m³, the mix design it came from and its
 * approval. Spec paths take the key as `libId`.
 */
export const recipeLibResource = defineResource({
  name: 'recipeLib',
  table: 'recipes',
  id: 'libId',
  idColumn: 'id',
  screen: RECIPE_LIB_SCREEN,
  title: 'recipeLib.title',
  orgScoped: true,
  fields: [
    { name: 'recipeCode', type: 'string', label: 'recipeLib.recipeCode', required: true, unique: true, max: 32, sortable: true },
    { name: 'strength', type: 'string', label: 'recipeLib.strength', required: true, max: 16, sortable: true },
    { name: 'slump', type: 'string', label: 'recipeLib.slump', required: true, max: 16 },
    { name: 'impermeability', type: 'string', label: 'recipeLib.impermeability', max: 16 },
    { name: 'specialRequire', type: 'string', label: 'recipeLib.specialRequire', max: 100 },
    { name: 'waterBinderRatio', type: 'decimal', label: 'recipeLib.waterBinderRatio', rule: 2 },
    { name: 'sandRatio', type: 'decimal', label: 'recipeLib.sandRatio', rule: 2 },
    { name: 'useState', type: 'enum', label: 'recipeLib.useState', options: USE_STATE_OPTIONS, readonly: true },
    { name: 'remark', type: 'textarea', label: 'res.remark', hideInTable: true },
    ...APPROVAL_FIELDS,
    ...flowFields(FLOAT_FLOW),
  ],
  search: [
    { name: 'recipeCode', type: 'input', label: 'recipeLib.recipeCode' },
    { name: 'strength', type: 'input', label: 'recipeLib.strength' },
    { name: 'useState', type: 'select', label: 'recipeLib.useState', options: USE_STATE_OPTIONS },
  ],
  columns: ['recipeCode', 'strength', 'slump', 'impermeability', 'specialRequire', 'waterBinderRatio', 'sandRatio', 'useState', 'approveState'],
  orderBy: { field: 'recipeCode', dir: 'asc' },
  flows: [
    { name: 'approval', businessType: 'recipe-lib', label: 'recipeLib.flow', route: RECIPE_APPROVAL_SCREEN, titleField: 'recipeCode', group: true },
    FLOAT_FLOW,
  ],
  code: { field: 'recipeCode', prefix: 'PB', digits: 6 },
  buttons: [{ code: 'copy', label: 'recipeLib.copy' }],
  batch: [{ name: 'approveBatch', label: 'recipeLib.approveBatch', kind: 'approve', button: 'approve' }],
  calls: {
    '/quality/recipe-lib/list-zy': 'page',
    '/quality/recipe-lib/lib-detail': 'x:detail',
    '/quality/recipe-lib/save-zy': 'x:save',
    '/quality/recipe-lib/copy-zy': 'x:copy',
    '/quality/recipe-lib/delete': 'delete',
    '/quality/recipe-lib/update-status-zy': 'x:updateStatus',
    '/quality/recipe-lib/get-history-libs': 'x:history',
    '/quality/phbad/code_check': 'x:codeCheck',
    '/quality/recipe-lib/strength': 'x:strengthOptions',
    '/quality/recipe-lib/slump': 'x:slumpOptions',
    '/quality/recipe-lib/impermeability': 'x:impermeabilityOptions',
    '/quality/recipe-lib/special-require': 'x:specialRequireOptions',
    '/quality/recipe-lib/submit': 'submit',
    '/quality/recipe-lib/approval-list': 'approvalPage',
    '/quality/recipe-lib/approval': 'approve',
    '/quality/recipe-lib/approval-detail': 'approvalInfo',
    '/quality/recipe-lib/approveBatch': 'b:approveBatch',
    '/quality/recipe-lib/group-approval': 'b:groupApprove',
    '/quality/recipe-lib/get-libs': 'x:libs',
    '/quality/recipe-lib/get-libs2': 'x:libs',
    '/quality/recipe-lib/get': 'x:fromTemplate',
    // the plant console's older paths (phblib: the library, phbad: its recipes) on the same actions
    '/quality/phblib/phblib-list': 'page',
    '/quality/phblib/findall': 'list',
    '/quality/phblib/findbyid': 'x:detail',
    '/quality/phblib/getCode': 'code',
    '/quality/phblib/phblib-add': 'x:save',
    '/quality/phblib/phblib-update': 'x:save',
    '/quality/phblib/phblib-delete': 'delete',
    '/quality/phbad/phbad-list': 'page',
    '/quality/phbad/findAll': 'list',
    '/quality/phbad/findbyid': 'x:detail',
    '/quality/phbad/phbad-add-sany': 'x:save',
    '/quality/phbad/phbad-update': 'x:save',
    '/quality/phbad/phbad-delete': 'delete',
    '/quality/phbad/phbad-update-useState': 'x:updateStatus',
    '/quality/phbad/getHost': 'x:hosts',
  },
  actions: [
    'page',
    'list',
    'code',
    'get',
    'add',
    'update',
    'delete',
    'export',
    'submit',
    'approve',
    'refuse',
    'recover',
    'sendBack',
    'approvalPage',
    'approvalInfo',
  ],
});
