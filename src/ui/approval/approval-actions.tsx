import { useState, type ReactNode } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { APPROVE_PENDING, APPROVE_REJECTED } from '../../domain/resources/approval';
import { PermissionGate } from '../permission-gate';
import { useApprovalActionMutation } from './approval-api';
import { useApprovalT } from './approval-i18n';
import { ApprovalDrawer } from './approval-panel';

type Row = Record<string, unknown>;

/**
 * Submit, withdraw and the approval detail of one record, for a ResourceScreen's `rowActions`
 * slot. Submit and withdraw need the page's edit button; the server checks it again.
 */
export function ApprovalRowActions({ resource, row, idField, onDone }: { resource: string; row: Row; idField: string; onDone: () => void }) {
  const t = useApprovalT();
  const { message } = App.useApp();
  const [act] = useApprovalActionMutation();
  const [detail, setDetail] = useState(false);
  const id = Number(row[idField]);
  const state = row.approveState as number | null | undefined;
  const run = (action: 'submit' | 'recover') => act({ resource, action, id }).unwrap()
    .then(() => { void message.success(t('done')); onDone(); }).catch(() => undefined);
  return (
    <>
      {(state === null || state === undefined || state === APPROVE_REJECTED) && (
        <PermissionGate button="edit">
          <Popconfirm title={t('submitForApproval') + '?'} okText={t('confirm')} cancelText={t('cancel')} onConfirm={() => run('submit')}>
            <Button size="small" type="link" data-testid="approval-submit">{t('submitForApproval')}</Button>
          </Popconfirm>
        </PermissionGate>
      )}
      {state === APPROVE_PENDING && (
        <PermissionGate button="edit">
          <Button size="small" type="link" data-testid="approval-recover" onClick={() => void run('recover')}>{t('recover')}</Button>
        </PermissionGate>
      )}
      {state !== null && state !== undefined && (
        <Button size="small" type="link" data-testid="approval-detail" onClick={() => setDetail(true)}>{t('detail')}</Button>
      )}
      <ApprovalDrawer resource={resource} id={detail ? id : null} mode="view" onClose={() => setDetail(false)} />
    </>
  );
}

/** `rowActions` of a ResourceScreen whose resource has an approval flow. */
export function approvalRowActions(resource: string, idField = 'id') {
  return (row: Row, api: { list: { reload: () => void } }): ReactNode => (
    <ApprovalRowActions resource={resource} row={row} idField={idField} onDone={api.list.reload} />
  );
}
