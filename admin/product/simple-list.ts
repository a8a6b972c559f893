import { defineResource, type ResourceDef } from '../../src/domain/resources/types';

/** A small ordered dictionary of product data: a unique name, its own fields, order and remark. */
export function simpleList(name: string, table: string, screen: string, calls: ResourceDef['calls'], extra: ResourceDef['fields'] = []): ResourceDef {
  return defineResource({
    name,
    table,
    id: 'id',
    screen,
    title: `${name}.title`,
    orgScoped: false,
    ordering: true,
    fields: [
      { name: 'name', type: 'string', label: `${name}.name`, required: true, unique: true, max: 50 },
      ...extra,
      { name: 'sort', type: 'int', label: 'res.sort', readonly: true, hideInForm: true },
      { name: 'remark', type: 'string', label: 'res.remark', max: 200 },
    ],
    search: [{ name: 'name', type: 'input', label: `${name}.name` }],
    columns: ['name', ...extra.map((f) => f.name), 'sort', 'remark'],
    orderBy: { field: 'sort', dir: 'asc' },
    calls,
    actions: ['page', 'list', 'get', 'add', 'update', 'delete', 'export', 'import', 'exists', 'sort', 'top', 'bottom'],
  });
}
