import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { requestData } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { AUX_KIND_NAMES, AUX_STATES, type AuxKind as Kind } from './auxiliary.kinds';

const P = '/production/auxiliary';

interface AuxRow { id: number; taskCode: string; ticketCode: string | null; quantity: string; unit: string; state: string; remark: string; decidedBy: string; failReason: string }
interface TaskRow { id: number; taskCode: string; projectName: string; state: number }

/** The moves a mode offers on a row in a state; the server checks the same states again. */
const MOVES: Record<'keep' | 'decide', Array<{ move: 'submit' | 'contract-review' | 'approve'; label: string; from: string }>> = {
  keep: [{ move: 'submit', label: 'auxiliary.submit', from: 'saved' }],
  decide: [{ move: 'contract-review', label: 'auxiliary.review', from: 'submitted' }, { move: 'approve', label: 'auxiliary.approve', from: 'reviewed' }],
};

/**
 * One kind of auxiliary ticket. `keep` (the check screens under /production/auxiliary-approval-manage)
 * enters and submits them; `decide` (the /approval screens) reviews the contract, approves or fails them.
 */
function AuxiliaryScreen({ kind, mode }: { kind: Kind; mode: 'keep' | 'decide' }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [state, setState] = useState<string>();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ list: AuxRow[]; total: number }>({ list: [], total: 0 });
  const [adding, setAdding] = useState(false);
  const [failing, setFailing] = useState<AuxRow | null>(null);
  const [tasks, setTasks] = useState<TaskRow[]>([]);
  const [form] = Form.useForm<{ taskId: number; quantity: string; remark?: string }>();
  const [reason] = Form.useForm<{ reason: string }>();
  // requestData has told the user already
  const fail = () => undefined;
  const load = useCallback(() => {
    requestData<{ list: AuxRow[]; total: number }>(`${P}/approval-list`, { method: 'POST', body: { kind, state, page, limit: 10 } }).then(setData).catch(fail);
  }, [kind, state, page]);
  useEffect(load, [load]);
  const act = (path: string, body: Record<string, unknown>) => requestData(`${P}/${path}`, { method: 'POST', body })
    .then(() => { void message.success(t('ui.saved')); load(); });
  const startAdd = () => {
    form.resetFields();
    setAdding(true);
    requestData<{ list: TaskRow[] }>('/resource/task/page', { params: { limit: '500' } }).then((r) => setTasks(r.list.filter((x) => x.state === 1 || x.state === 2))).catch(fail);
  };
  return (
    <Card title={<h1 className="card-title">{t(`auxiliary.kind_${kind}`)}</h1>} data-testid={`aux-${mode}`} extra={
      <Space>
        <Select allowClear style={{ width: 160 }} placeholder={t('auxiliary.all')} value={state} onChange={(v) => { setState(v); setPage(1); }} data-testid="aux-state"
          options={AUX_STATES.map((s) => ({ value: s, label: t(`auxiliary.state_${s}`) }))} />
        {mode === 'keep' && <Button type="primary" onClick={startAdd} data-testid="aux-add">{t('auxiliary.add')}</Button>}
      </Space>}>
      <Table<AuxRow> rowKey="id" size="small" dataSource={data.list}
        pagination={{ current: page, total: data.total, pageSize: 10, onChange: setPage, showSizeChanger: false }} columns={[
          { title: t('auxiliary.task'), dataIndex: 'taskCode' },
          { title: t('auxiliary.ticket'), dataIndex: 'ticketCode' },
          { title: t('auxiliary.quantity'), dataIndex: 'quantity' },
          { title: t('auxiliary.unit'), dataIndex: 'unit', render: (u: string) => t(`auxiliary.unit_${u}`) },
          { title: t('auxiliary.state'), dataIndex: 'state', render: (s: string) => t(`auxiliary.state_${s}`) },
          { title: t('auxiliary.remark'), dataIndex: 'remark' },
          { title: t('auxiliary.decidedBy'), dataIndex: 'decidedBy' },
          { title: t('auxiliary.failReason'), dataIndex: 'failReason' },
          { title: '', key: 'actions', render: (_, row) => (
            <Space size={0}>
              {MOVES[mode].filter((m) => m.from === row.state).map((m) => (
                <Popconfirm key={m.move} title={`${t(m.label)}?`} onConfirm={() => act(m.move, { id: row.id }).catch(fail)}>
                  <Button size="small" type="link" data-testid={`aux-${m.move}`}>{t(m.label)}</Button>
                </Popconfirm>
              ))}
              {mode === 'decide' && (row.state === 'submitted' || row.state === 'reviewed') && (
                <Button size="small" type="link" danger data-testid="aux-fail" onClick={() => { reason.resetFields(); setFailing(row); }}>{t('auxiliary.fail')}</Button>
              )}
            </Space>
          ) },
        ]} />
      <Modal open={adding} title={`${t('auxiliary.add')} · ${t(`auxiliary.kind_${kind}`)}`} okText={t('auxiliary.save')} onCancel={() => setAdding(false)} destroyOnHidden
        onOk={() => form.validateFields().then((v) => act('save', { ...v, kind })).then(() => setAdding(false)).catch(fail)}>
        <Form form={form} layout="vertical">
          <Form.Item name="taskId" label={t('auxiliary.task')} rules={[{ required: true }]}>
            <Select showSearch optionFilterProp="label" data-testid="aux-task" options={tasks.map((k) => ({ value: k.id, label: `${k.taskCode} ${k.projectName}` }))} />
          </Form.Item>
          <Form.Item name="quantity" label={t('auxiliary.quantity')} rules={[{ required: true, pattern: /^\d+(\.\d{1,2})?$/ }]}>
            <Input inputMode="decimal" data-testid="aux-quantity" />
          </Form.Item>
          <Form.Item name="remark" label={t('auxiliary.remark')}><Input.TextArea maxLength={500} /></Form.Item>
        </Form>
      </Modal>
      <Modal open={!!failing} title={t('auxiliary.fail')} onCancel={() => setFailing(null)} destroyOnHidden
        onOk={() => reason.validateFields().then((v) => act('fail', { id: failing?.id, reason: v.reason })).then(() => setFailing(null)).catch(fail)}>
        <Form form={reason} layout="vertical">
          <Form.Item name="reason" label={t('auxiliary.failReason')} rules={[{ required: true }]}><Input.TextArea maxLength={500} data-testid="aux-reason" /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

const screen = (kind: Kind, mode: 'keep' | 'decide'): ComponentType => function AuxiliaryKindScreen() { return <AuxiliaryScreen kind={kind} mode={mode} />; };

/** Per kind, its check screen and its approval screen. */
export const keep = Object.fromEntries(AUX_KIND_NAMES.map((k) => [k, screen(k, 'keep')])) as Record<Kind, ComponentType>;
export const decide = Object.fromEntries(AUX_KIND_NAMES.map((k) => [k, screen(k, 'decide')])) as Record<Kind, ComponentType>;
