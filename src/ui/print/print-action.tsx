import { useState } from 'react';
import { App, Button, Input, Modal, Tooltip } from 'antd';
import { printDocsOf, type PrintApprovalState, type PrintDocument } from '../../domain/resources/print';
import type { ResourceDef } from '../../domain/resources/types';
import { invalidateResources } from '../../api/resource.api';
import { useAppDispatch } from '../../store/hooks';
import { PermissionGate } from '../permission-gate';
import { fetchPrintState, printPdf, showPdf, useRequestReprintMutation } from './print-api';
import { usePrintT } from './print-i18n';

type Row = Record<string, unknown>;

const STATE_KEY: Record<PrintApprovalState, string | null> = {
  free: null,
  approved: 'print.approved',
  pending: 'print.pending',
  rejected: 'print.rejected',
  needsRequest: 'print.needsRequest',
};

/**
 * One document's print button: prints and opens the PDF in a new tab; under print approval it
 * shows where the reprint stands and, when a reprint needs one, asks for the request's reason.
 */
function PrintButton({ def, doc, row, single }: { def: ResourceDef; doc: PrintDocument; row: Row; single: boolean }) {
  const t = usePrintT();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<PrintApprovalState | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [requestReprint, requested] = useRequestReprintMutation();
  const id = Number(row[def.id]);
  const code = String(row[doc.codeField] ?? id);

  const refreshState = async () => {
    if (!doc.approval) return null;
    const s = await fetchPrintState(def.name, id, doc.name);
    setState(s.state);
    return s.state;
  };

  const print = async () => {
    setBusy(true);
    let tab: Window | null = null;
    try {
      const now = await refreshState();
      if (now === 'needsRequest' || now === 'rejected') {
        setAsking(true);
        return;
      }
      if (now === 'pending') {
        void message.info(t('print.pending'));
        return;
      }
      tab = window.open('', '_blank');
      const blob = await printPdf(def.name, id, doc.name);
      showPdf(blob, `${t(doc.title)}-${code}.pdf`, tab);
      dispatch(invalidateResources(['printJob']));
      if (doc.approval) setState('needsRequest');
    } catch {
      tab?.close(); // the server's message has been shown
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    await requestReprint({ resource: def.name, id, doc: doc.name, reason: reason.trim() }).unwrap();
    setAsking(false);
    setReason('');
    setState('pending');
    void message.success(t('print.pending'));
  };

  const hint = state && STATE_KEY[state] ? t(STATE_KEY[state]!) : undefined;
  return (
    <>
      <Tooltip
        title={hint}
        onOpenChange={(open) => {
          if (open && doc.approval) void refreshState().catch(() => undefined);
        }}
      >
        <Button size="small" type="link" loading={busy} data-testid={`print-${doc.name}`} onClick={() => void print()}>
          {single ? t('print.print') : t(doc.title)}
        </Button>
      </Tooltip>
      <Modal
        open={asking}
        title={`${t('print.requestReprint')} · ${t(doc.title)} ${code}`}
        okText={t('print.requestReprint')}
        confirmLoading={requested.isLoading}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setAsking(false)}
        destroyOnHidden
      >
        <p>{t(state === 'rejected' ? 'print.rejected' : 'print.needsRequest')}</p>
        <Input.TextArea value={reason} maxLength={200} showCount rows={3} placeholder={t('print.reason')} onChange={(e) => setReason(e.target.value)} />
      </Modal>
    </>
  );
}

/** A row's print buttons: one per declared document whose button the page's role may press. */
export function PrintAction({ def, row }: { def: ResourceDef; row: Row }) {
  const docs = printDocsOf(def);
  return (
    <>
      {docs.map((doc) => (
        <PermissionGate key={doc.name} button={doc.button}>
          <PrintButton def={def} doc={doc} row={row} single={docs.length === 1} />
        </PermissionGate>
      ))}
    </>
  );
}
