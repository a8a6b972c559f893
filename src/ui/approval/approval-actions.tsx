import { useState, type ReactNode } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { APPROVE_PENDING, APPROVE_REJECTED } from '../../domain/resources/approval';
import { flowsOf } from '../../domain/resources/flows';
import { PermissionGate } from '../permission-gate';
import { useResourceT } from '../resource/resource-i18n';
import { approvalFlow, approvalResource, useApprovalActionMutation } from './approval-api';
import { useApprovalT } from './approval-i18n';
import { ApprovalDrawer } from './approval-panel';

type Row = Record<string, unknown>;

/**
 * Submit, withdraw and the approval detail of one record in one flow, for a ResourceScreen's
 * `rowActions` slot. Submit and withdraw need the page's edit button; the server checks it again.
 * With several flows each button names its flow.
 */
export function ApprovalRowActions({
  resource,
  row,
  idField,
  onDone,
  flow,
  named,
}: {
  resource: string;
  row: Row;
  idField: string;
  onDone: () => void;
  flow?: string;
  named?: boolean;
}) {
  const t = useApprovalT();
  const rt = useResourceT();
  const { message } = App.useApp();
  const [act] = useApprovalActionMutation();
  const [detail, setDetail] = useState(false);
  const f = approvalFlow(resource, flow);
  const id = Number(row[idField]);
  const state = row[f.fields.state] as number | null | undefined;
  const suffix = named ? ` · ${rt(f.label)}` : '';
  const run = (action: 'submit' | 'recover') =>
    act({ resource, action, id, flow: f.name })
      .unwrap()
      .then(() => {
        void message.success(t('done'));
        onDone();
      })
      .catch(() => undefined);
  return (
    <>
      {(state === null || state === undefined || state === APPROVE_REJECTED) && (
        <PermissionGate button="edit">
          <Popconfirm title={t('submitForApproval') + suffix + '?'} okText={t('confirm')} cancelText={t('cancel')} onConfirm={() => run('submit')}>
            <Button size="small" type="link" data-testid="approval-submit">
              {t('submitForApproval') + suffix}
            </Button>
          </Popconfirm>
        </PermissionGate>
      )}
      {state === APPROVE_PENDING && (
        <PermissionGate button="edit">
          <Button size="small" type="link" data-testid="approval-recover" onClick={() => void run('recover')}>
            {t('recover') + suffix}
          </Button>
        </PermissionGate>
      )}
      {state !== null && state !== undefined && (
        <Button size="small" type="link" data-testid="approval-detail" onClick={() => setDetail(true)}>
          {t('detail') + suffix}
        </Button>
      )}
      <ApprovalDrawer resource={resource} id={detail ? id : null} mode="view" flow={f.name} onClose={() => setDetail(false)} />
    </>
  );
}

/** `rowActions` of a ResourceScreen whose resource has approval flows: one set of actions per flow. */
export function approvalRowActions(resource: string, idField?: string) {
  const def = approvalResource(resource);
  const flows = flowsOf(def);
  return (row: Row, api: { list: { reload: () => void } }): ReactNode =>
    flows.map((f) => (
      <ApprovalRowActions
        key={f.name}
        resource={resource}
        row={row}
        idField={idField ?? def.id}
        flow={f.name}
        named={flows.length > 1}
        onDone={api.list.reload}
      />
    ));
}
