import { useMemo, useState } from 'react';
import { Button, Card, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ColumnPrefs } from '../../src/ui/resource/column-prefs';
import { DataTable } from '../../src/ui/resource/data-table';
import { ExportMenu } from '../../src/ui/resource/export-menu';
import { fieldValue } from '../../src/ui/resource/field-value';
import { useResourceTable, type Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { SearchForm } from '../../src/ui/resource/search-form';
import { PermissionGate } from '../../src/ui/permission-gate';
import { useAppSelector } from '../../src/store/hooks';
import { auditLogResource as def } from './audit-log.resource';
import { journalAction, journalDetail, journalObject, journalRecord, type LabelOf } from './journal-text';

/**
 * /settings/systemJournal (issue 26, item 11): the journal's rows as sentences of the reader's
 * language — what was done and to what by their labels, the record by its code, the detail as
 * 'field: old → new' lines (one line in the table, every line in the row's detail).
 */
export default function Screen() {
  const t = useResourceT();
  const { i18n } = useTranslation();
  const lang = i18n.language ?? 'zh';
  const list = useResourceTable(def);
  const [columns, setColumns] = useState<readonly string[]>(def.columns);
  const [open, setOpen] = useState<Row | null>(null);
  const routeName = useAppSelector((s) => s.permission.flat.find((r) => r.path === def.screen)?.name) ?? def.screen;
  const label: LabelOf = useMemo(
    () => (key: string) => {
      const v = t(key);
      return v && v !== key ? v : undefined;
    },
    [t],
  );
  const lines = (row: Row) => journalDetail(row.detail, String(row.entity ?? ''), label, lang);
  const fileName = useMemo(() => t(def.title), [t]);

  const cell = (name: string, v: unknown, row: Row) => {
    const entity = String(row.entity ?? '');
    switch (name) {
      case 'action':
        return journalAction(String(v ?? ''), entity, label);
      case 'entity':
        return journalObject(entity, label);
      case 'entityId':
        return journalRecord({ entity, entityId: String(v ?? ''), recordCode: String(row.recordCode ?? '') }, label);
      case 'detail':
        return lines(row).join(lang.startsWith('zh') || lang.startsWith('ja') ? '；' : '; ');
      default:
        return undefined;
    }
  };

  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`resource-${def.name}`}>
      <SearchForm name={`${def.name}-search`} fields={def.search} onSearch={list.search} />
      <DataTable
        routeName={routeName}
        tableId={def.name}
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
        render={(f, v, row) => cell(f.name, v, row) ?? fieldValue(f, v, t, row)}
        onPrefs={(prefs: ColumnPrefs) => setColumns(prefs.columnOrders.filter((n) => prefs.columnNames.includes(n)))}
        actions={(row) => (
          <Button size="small" type="link" data-testid="journal-detail" onClick={() => setOpen(row)}>
            {t('journal.detail')}
          </Button>
        )}
        toolbar={
          <PermissionGate button="export">
            <ExportMenu def={def} params={list.params} page={list.page} limit={list.limit} selected={[]} columns={columns} fileName={fileName} fullExport />
          </PermissionGate>
        }
      />
      <Modal
        open={!!open}
        onCancel={() => setOpen(null)}
        footer={null}
        destroyOnHidden
        title={
          open
            ? `${journalAction(String(open.action ?? ''), String(open.entity ?? ''), label)} · ` +
              `${journalObject(String(open.entity ?? ''), label)} ${cell('entityId', open.entityId, open)}`
            : ''
        }
      >
        {open && (
          <div data-testid="journal-detail-lines">
            {lines(open).length ? lines(open).map((l, i) => <div key={i}>{l}</div>) : <Typography.Text type="secondary">—</Typography.Text>}
          </div>
        )}
      </Modal>
    </Card>
  );
}
