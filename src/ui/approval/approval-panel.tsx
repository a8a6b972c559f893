import { Alert, App, Descriptions, Divider, Drawer, Spin, Tag } from 'antd';
import { APPROVE_AGREED, APPROVE_PENDING, APPROVE_REJECTED } from '../../domain/resources/approval';
import { useResourceT } from '../resource/resource-i18n';
import { fieldValue } from '../resource/field-value';
import { approvalFlow, approvalResource, useApprovalActionMutation, useApprovalInfoQuery } from './approval-api';
import { ApprovalForm } from './approval-form';
import { useApprovalT } from './approval-i18n';
import { ApprovalTimeline } from './approval-timeline';

export type ApprovalMode = 'view' | 'approve';

/** The approval state of a record as a tag (none, in approval, approved, rejected). */
export function ApprovalStateTag({ state }: { state: unknown }) {
  const t = useApprovalT();
  if (state === null || state === undefined) return <Tag>{t('stateNone')}</Tag>;
  const color = { [APPROVE_PENDING]: 'processing', [APPROVE_AGREED]: 'success', [APPROVE_REJECTED]: 'error' }[Number(state)];
  return <Tag color={color}>{t(`state${Number(state)}`)}</Tag>;
}

/**
 * A record under approval: its fields, its timeline and, in approval mode when the user has an
 * item to decide (spec §4), the approval form; otherwise '当前无需你审批'.
 */
export function ApprovalPanel({ resource, id, mode, onDone, flow }: { resource: string; id: number; mode: ApprovalMode; onDone?: () => void; flow?: string }) {
  const t = useApprovalT();
  const rt = useResourceT();
  const { message } = App.useApp();
  const def = approvalResource(resource);
  const { data, isFetching } = useApprovalInfoQuery({ resource, id, flow });
  const stateField = approvalFlow(resource, flow).fields.state;
  const [act, { isLoading }] = useApprovalActionMutation();
  if (!data)
    return (
      <Spin spinning={isFetching}>
        <div style={{ minHeight: 120 }} />
      </Spin>
    );

  const shown = def.fields.filter((f) => def.columns.includes(f.name));
  const decide = async (d: { action: 'approve' | 'refuse' | 'sendBack'; status: '1' | '2'; text: string }) => {
    await act({ resource, id, flow, ...d }).unwrap();
    void message.success(t('done'));
    onDone?.();
  };
  return (
    <Spin spinning={isFetching}>
      <Descriptions
        size="small"
        column={2}
        bordered
        items={shown.map((f) => ({ key: f.name, label: rt(f.label), children: fieldValue(f, data.record[f.name], rt, data.record) }))}
      />
      <Divider titlePlacement="start">
        {t('timeline')} <ApprovalStateTag state={data.record[stateField]} />
      </Divider>
      <ApprovalTimeline levels={data.timeline} />
      {mode === 'approve' && (data.canApprove ? <ApprovalForm onDecide={decide} busy={isLoading} /> : <Alert type="info" showIcon title={t('notDue')} />)}
    </Spin>
  );
}

export function ApprovalDrawer(p: { resource: string; id: number | null; mode: ApprovalMode; onClose: () => void; flow?: string }) {
  const t = useApprovalT();
  return (
    <Drawer open={p.id !== null} onClose={p.onClose} size={640} title={t(p.mode === 'approve' ? 'approve' : 'detail')} destroyOnHidden>
      {p.id !== null && <ApprovalPanel resource={p.resource} id={p.id} mode={p.mode} onDone={p.onClose} flow={p.flow} />}
    </Drawer>
  );
}
