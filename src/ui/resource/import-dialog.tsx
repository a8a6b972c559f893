import { useState } from 'react';
import { Alert, App, Modal, Table, Upload } from 'antd';
import type { ResourceDef } from '../../domain/resources/types';
import { IMPORT_LIMIT_MB } from './column-prefs';
import { checkImportFile } from './import-file';
import { uploadImport, type ImportResult } from './resource-api';
import { useResourceT } from './resource-i18n';

type RowError = NonNullable<NonNullable<ImportResult['data']>['errors']>[number];

interface Props {
  def: ResourceDef;
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  limitMb?: number;
}

/**
 * Excel import dialog. The server checks every row and imports nothing when one is bad; the
 * dialog shows its report, one line per bad row with its row number and field.
 */
export function ImportDialog({ def, open, onClose, onImported, limitMb = IMPORT_LIMIT_MB }: Props) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ msg: string; errors: RowError[] } | null>(null);
  const labelOf = (name: string) => {
    const f = def.fields.find((x) => x.name === name);
    return f ? t(f.label) : name;
  };
  const send = async (file: File) => {
    const bad = checkImportFile(file, limitMb);
    if (bad) {
      void message.error(t(bad.key, { n: bad.n }));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const r = await uploadImport(def, file);
      if (Number(r.code) === 200) {
        void message.success(t('ui.importDone'));
        onImported();
        onClose();
      } else {
        setFailure({ msg: r.msg, errors: r.data?.errors ?? [] });
        void message.error(r.msg);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('ui.importTitle')}
      footer={null}
      mask={{ closable: false }}
      destroyOnHidden
      onCancel={() => {
        setFailure(null);
        onClose();
      }}
      width={640}
    >
      <Upload.Dragger
        accept=".xlsx"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
      >
        <p>{t('ui.importHint')}</p>
        <p style={{ color: '#999' }}>{t('ui.importLimit', { n: limitMb })}</p>
      </Upload.Dragger>
      {failure && (
        <div data-testid="import-errors" style={{ marginTop: 12 }}>
          <Alert type="error" showIcon title={failure.errors.length ? t('ui.importErrors') : failure.msg} style={{ marginBottom: 8 }} />
          {failure.errors.length > 0 && (
            <Table<RowError>
              size="small"
              rowKey={(e) => `${e.row}:${e.field}`}
              pagination={false}
              dataSource={failure.errors}
              scroll={{ y: 240 }}
              columns={[
                { key: 'row', dataIndex: 'row', title: t('ui.row'), width: 70 },
                { key: 'field', dataIndex: 'field', title: t('ui.field'), width: 140, render: (v: string) => labelOf(v) },
                { key: 'msg', dataIndex: 'msg', title: t('ui.message') },
              ]}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
