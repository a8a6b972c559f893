import { APPROVAL_FIELDS, defineResource } from '../../src/domain/resources/types';

/**
 * Requests to reprint a document under the spec's print approval (/approval/print-approval).
 * Made from a document's row action (`/resource/<object>/print-request`, guarded by that
 * document's print button on its object's screen), decided on the approval screen; an agreed
 * request is used up by the one reprint it allows. Its own screen is /pdf/download.
 */
export const printRequestResource = defineResource({
  name: 'printRequest',
  table: 'print_requests',
  id: 'id',
  screen: '/pdf/download',
  title: 'print.requestTitle',
  orgScoped: true,
  fields: [
    { name: 'recordCode', type: 'string', label: 'print.requestRecord', readonly: true, max: 64 },
    { name: 'resource', type: 'string', label: 'print.requestResource', readonly: true, max: 64, names: { kind: 'object' } },
    { name: 'recordId', type: 'int', label: 'print.requestRecord', readonly: true, hideInTable: true },
    { name: 'doc', type: 'string', label: 'print.requestDoc', readonly: true, max: 64, names: { kind: 'printDoc', of: 'resource' } },
    { name: 'reason', type: 'textarea', label: 'print.reason', max: 200 },
    ...APPROVAL_FIELDS,
    { name: 'usedJobId', type: 'int', label: 'print.used', readonly: true, hideInTable: true },
    { name: 'createdAt', type: 'datetime', label: 'res.createdAt', readonly: true, hideInForm: true },
  ],
  search: [
    { name: 'recordCode', type: 'input', label: 'print.requestRecord' },
    { name: 'approveState', type: 'select', label: 'res.approveState', options: APPROVAL_FIELDS[0].options },
  ],
  columns: ['recordCode', 'resource', 'doc', 'reason', 'approveState', 'submitUser', 'createdAt'],
  orderBy: { field: 'id', dir: 'desc' },
  flows: [{ name: 'approval', businessType: 'print-approval', label: 'print.requestTitle', route: '/approval/print-approval', titleField: 'recordCode' }],
  calls: {},
  actions: ['approvalPage', 'approvalInfo', 'approve', 'refuse', 'sendBack'],
});
