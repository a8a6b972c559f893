import { useRef, useState } from 'react';
import { App, Button, Dropdown, Progress } from 'antd';
import type { ResourceDef } from '../../domain/resources/types';
import { exportParams, type ExportInput, type ExportScope } from './export-params';
import { downloadExport, saveBlob } from './resource-api';
import { useResourceT } from './resource-i18n';

interface Props extends ExportInput {
  def: ResourceDef;
  /** false when the screen offers no full export (spec: 未配置全量导出) */
  fullExport?: boolean;
}

/** Export menu: current page, selected rows or everything, streamed as .xlsx with a progress bar. */
export function ExportMenu(p: Props) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const busy = useRef(false);
  const run = async (scope: ExportScope) => {
    if (busy.current) {
      void message.warning(t('ui.exportBusy'));
      return;
    }
    if (scope === 'all' && p.fullExport === false) {
      void message.warning(t('ui.exportNoFull'));
      return;
    }
    if (scope === 'selected' && !p.selected.length) {
      void message.warning(t('ui.exportNoneSelected'));
      return;
    }
    busy.current = true;
    setBytes(0);
    void message.info(t('ui.exporting'));
    try {
      const blob = await downloadExport(p.def, exportParams(scope, p), setBytes);
      saveBlob(blob, `${p.fileName}.xlsx`);
      void message.success(t('ui.exportDone'));
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      busy.current = false;
      setBytes(null);
    }
  };
  return (
    <>
      <Dropdown
        menu={{
          onClick: ({ key }) => void run(key as ExportScope),
          items: [
            { key: 'page', label: t('ui.exportPage') },
            { key: 'selected', label: t('ui.exportSelected') },
            { key: 'all', label: t('ui.exportAll') },
          ],
        }}
      >
        <Button data-testid="export-menu">{t('ui.export')}</Button>
      </Dropdown>
      {bytes !== null && (
        <div data-testid="export-progress" style={{ width: 220 }}>
          <Progress percent={100} status="active" size="small" showInfo={false} />
          <span style={{ fontSize: 12 }}>{t('ui.exportReceived', { kb: Math.round(bytes / 1024) })}</span>
        </div>
      )}
    </>
  );
}
