import { useMemo, useState, type ReactNode } from 'react';
import { App, Button, Card, Popconfirm, Space } from 'antd';
import type { Params } from '../../api/http-client';
import type { ResourceDef } from '../../domain/resources/types';
import { useAppSelector } from '../../store/hooks';
import { PermissionGate } from '../permission-gate';
import { PrintAction } from '../print/print-action';
import { BatchActions, hasBatchActions, hasRowTransitions, TransitionActions } from './declared-actions';
import type { ColumnPrefs } from './column-prefs';
import { DataTable } from './data-table';
import { ExportMenu } from './export-menu';
import { fieldValue } from './field-value';
import { FormDialog } from './form-dialog';
import { ImportDialog } from './import-dialog';
import { callAction, useResourceTable, useResourceWrite, type ResourceList, type Row } from './resource-api';
import { useResourceT } from './resource-i18n';
import { SearchForm } from './search-form';

/** What extension points get: the list controller, the selection and a way to open the form. */
export interface ResourceScreenApi {
  def: ResourceDef;
  list: ResourceList;
  selected: Array<string | number>;
  edit: (row: Row | null) => void;
}

export interface ResourceScreenProps {
  def: ResourceDef;
  /** the table id preferences are saved under (default: the resource name) */
  tableId?: string;
  /** a title above the search form; a screen that shows several tables names each */
  title?: ReactNode;
  /** parameters sent with every list and export call */
  baseParams?: Params;
  /** extra toolbar items after the standard ones (approval flows, custom actions) */
  toolbar?: (api: ResourceScreenApi) => ReactNode;
  /** extra row actions before edit and delete (submit, recover, timeline…) */
  rowActions?: (row: Row, api: ResourceScreenApi) => ReactNode;
  /** fields in the form dialog (default: every writable field not hidden in forms); `record` is null when adding */
  formFields?: readonly string[] | ((record: Row | null) => readonly string[]);
  /** controls replacing the declared one of a form field */
  formInputs?: Readonly<Record<string, ReactNode>>;
  /** turns form values into call parameters where the business differs (e.g. a hashed password) */
  beforeSave?: (values: Row, record: Row | null) => Row | Promise<Row>;
  /** the parameters naming one record for delete, top and bottom (default: `{ [def.id]: id }`) */
  keyParams?: (row: Row) => Params;
  /** the screen offers no full export */
  noFullExport?: boolean;
}

const has = (def: ResourceDef, a: ResourceDef['actions'][number]) => def.actions.includes(a);
/** The search fields a person fills in; wire-only filters are passed by other screens and calls. */
const formSearch = (def: ResourceDef) => def.search.filter((s) => !s.wireOnly);

/**
 * A whole table screen from one declaration: search form, table, form dialog, delete, import and
 * export, top/bottom for ordered resources. A custom screen composes the same parts instead.
 */
export function ResourceScreen(p: ResourceScreenProps) {
  const { def } = p;
  const t = useResourceT();
  const { message } = App.useApp();
  const list = useResourceTable(def, p.baseParams);
  const write = useResourceWrite(def);
  const [selected, setSelected] = useState<Array<string | number>>([]);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [columns, setColumns] = useState<readonly string[]>(def.columns);
  const routeName = useAppSelector((s) => s.permission.flat.find((r) => r.path === def.screen)?.name) ?? def.screen;

  const writes = has(def, 'add') || has(def, 'save');
  const updates = has(def, 'update') || has(def, 'save');
  const api: ResourceScreenApi = { def, list, selected, edit: (row) => void open(row) };

  const open = async (row: Row | null) => {
    if (row || !def.code || !has(def, 'code')) {
      setEditing(row);
      return;
    }
    // a new record starts with the next free code, which the user may still change
    const { code } = await callAction<{ code: string }>(def, 'code').catch(() => ({ code: '' }));
    setEditing({ [def.code.field]: code, __new: true });
  };
  const isNew = (row: Row | null | undefined) => !row || row.__new === true;

  const save = async (values: Row) => {
    const record = isNew(editing) ? null : editing!;
    const params = p.beforeSave ? await p.beforeSave(values, record) : values;
    const action = record ? (has(def, 'update') ? 'update' : 'save') : has(def, 'add') ? 'add' : 'save';
    await write(action, {}, params);
    void message.success(t('ui.saved'));
    setEditing(undefined);
  };
  const keyOf = (row: Row): Params => (p.keyParams ? p.keyParams(row) : { [def.id]: String(row[def.id]) });
  const remove = async (row: Row) => {
    await write('delete', keyOf(row));
    void message.success(t('ui.deleted'));
  };
  const move = async (row: Row, how: 'top' | 'bottom') => {
    await write(how, keyOf(row));
  };

  // one line: a wrapped action cell would make every row three times the row size the user chose
  const actions = (row: Row) => (
    <Space size={0} wrap={false}>
      {p.rowActions?.(row, api)}
      {!!def.print?.length && <PrintAction def={def} row={row} />}
      {hasRowTransitions(def) && <TransitionActions def={def} row={row} onDone={list.reload} />}
      {def.ordering && has(def, 'top') && (
        <PermissionGate button="edit">
          <Button size="small" type="link" onClick={() => void move(row, 'top').catch(() => undefined)}>
            {t('ui.top')}
          </Button>
          <Button size="small" type="link" onClick={() => void move(row, 'bottom').catch(() => undefined)}>
            {t('ui.bottom')}
          </Button>
        </PermissionGate>
      )}
      {updates && !def.readOnly && (
        <PermissionGate button="edit">
          <Button size="small" type="link" onClick={() => void open(row)}>
            {t('ui.edit')}
          </Button>
        </PermissionGate>
      )}
      {has(def, 'delete') && (
        <PermissionGate button="delete">
          <Popconfirm title={t('ui.deleteConfirm')} okText={t('ui.ok')} cancelText={t('ui.cancel')} onConfirm={() => remove(row).catch(() => undefined)}>
            <Button size="small" type="link" danger>
              {t('ui.delete')}
            </Button>
          </Popconfirm>
        </PermissionGate>
      )}
    </Space>
  );
  const hasRowActions = !!p.rowActions || !!def.print?.length || hasRowTransitions(def) || (!def.readOnly && (updates || has(def, 'delete') || !!def.ordering));
  const fileName = useMemo(() => t(def.title), [t, def.title]);

  return (
    <Card title={p.title} size="small" style={{ marginBottom: 12 }} data-testid={`resource-${p.tableId ?? def.name}`}>
      <SearchForm name={`${p.tableId ?? def.name}-search`} fields={formSearch(def)} onSearch={list.search} />
      <DataTable
        routeName={routeName}
        tableId={p.tableId ?? def.name}
        fields={def.fields}
        defaultColumns={def.columns}
        rows={list.rows}
        rowKey={def.id}
        total={list.total}
        page={list.page}
        limit={list.limit}
        loading={list.loading}
        onPage={list.setPage}
        onSort={list.sort}
        onRefresh={list.reload}
        selected={selected}
        onSelect={setSelected}
        render={(f, v, row) => fieldValue(f, v, t, row)}
        onPrefs={(prefs: ColumnPrefs) => setColumns(prefs.columnOrders.filter((n) => prefs.columnNames.includes(n)))}
        actions={hasRowActions ? actions : undefined}
        toolbar={
          <>
            {writes && !def.readOnly && (
              <PermissionGate button="add">
                <Button type="primary" onClick={() => void open(null)}>
                  {t('ui.add')}
                </Button>
              </PermissionGate>
            )}
            {has(def, 'import') && (
              <PermissionGate button="import">
                <Button onClick={() => setImporting(true)}>{t('ui.import')}</Button>
              </PermissionGate>
            )}
            {has(def, 'export') && (
              <PermissionGate button="export">
                <ExportMenu
                  def={def}
                  params={list.params}
                  page={list.page}
                  limit={list.limit}
                  selected={selected}
                  columns={columns}
                  fileName={fileName}
                  fullExport={!p.noFullExport}
                />
              </PermissionGate>
            )}
            {hasBatchActions(def) && (
              <BatchActions
                def={def}
                selected={selected}
                onDone={() => {
                  setSelected([]);
                  list.reload();
                }}
              />
            )}
            {p.toolbar?.(api)}
          </>
        }
      />
      <FormDialog
        def={def}
        open={editing !== undefined}
        record={editing ?? null}
        inputs={p.formInputs}
        only={typeof p.formFields === 'function' ? p.formFields(isNew(editing) ? null : editing!) : p.formFields}
        title={t(isNew(editing) ? 'ui.add' : 'ui.edit') + ' · ' + t(def.title)}
        onCancel={() => setEditing(undefined)}
        onSubmit={(v) => save(v).catch(() => undefined)}
      />
      {has(def, 'import') && <ImportDialog def={def} open={importing} onClose={() => setImporting(false)} onImported={list.reload} />}
    </Card>
  );
}
