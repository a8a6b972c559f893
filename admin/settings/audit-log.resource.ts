import { defineResource } from '../../src/domain/resources/types';

/** The audit log (/settings/systemJournal): read only, searchable. */
export const auditLogResource = defineResource({
  name: 'auditLog',
  table: 'audit_log',
  id: 'id',
  screen: '/settings/systemJournal',
  title: 'journal.title',
  readOnly: true,
  fields: [
    { name: 'at', type: 'datetime', label: 'journal.at', sortable: true, width: 170 },
    // writes no user made are named by their source; the journal shows it in the reader's language
    { name: 'userName', type: 'string', label: 'journal.user', options: [{ value: 'simulator', label: 'journal.simulator' }] },
    { name: 'orgId', type: 'string', label: 'journal.org' },
    { name: 'action', type: 'string', label: 'journal.action' },
    { name: 'entity', type: 'string', label: 'journal.entity' },
    { name: 'entityId', type: 'string', label: 'journal.entityId' },
    { name: 'ip', type: 'string', label: 'journal.ip' },
    { name: 'detail', type: 'textarea', label: 'journal.detail' },
  ],
  search: [
    { name: 'userName', type: 'input', label: 'journal.user' },
    { name: 'entity', type: 'input', label: 'journal.entity' },
    { name: 'action', type: 'input', label: 'journal.action' },
    { name: 'at', type: 'datetimerange', label: 'journal.at' },
  ],
  columns: ['at', 'userName', 'orgId', 'action', 'entity', 'entityId', 'ip', 'detail'],
  orderBy: { field: 'id', dir: 'desc' },
  calls: {},
  actions: ['page', 'get', 'export'],
});
