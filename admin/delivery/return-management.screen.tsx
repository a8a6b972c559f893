import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { requestData } from '../../src/api/http-client';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { returnHandleResource as def } from './return-handle.resource';

interface Entry { ticketId: number; remainingType: string; handlingMethod: string; quantity: string; targetTaskId?: number; remark?: string }
interface TicketRow { id: number; orgId: string; ticketCode: string; taskId: number; taskCode: string; quantity: number; detailState: string }
interface TaskRow { id: number; taskCode: string; projectName: string; orgId: string; state: number }

const TRANSFER = '2';
const option = (value: string, label: string) => ({ value, label });

/**
 * The entry of returned or remaining concrete on one sent ticket: scrapped and downgraded use are
 * done at once, a transfer to another running task of the station waits for its approval.
 */
function ReturnEntry({ onDone }: { onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Entry>();
  const [open, setOpen] = useState(false);
  const [tickets, setTickets] = useState<TicketRow[]>([]);
  const [tasks, setTasks] = useState<TaskRow[]>([]);
  const method = Form.useWatch('handlingMethod', form);
  const ticketId = Form.useWatch('ticketId', form);
  const ticket = tickets.find((x) => x.id === ticketId);
  // requestData has told the user already
  const fail = () => undefined;
  const findTickets = (code: string) => requestData<{ list: TicketRow[] }>('/resource/deliveryTicket/page', { params: { ticketCode: code, limit: '20' } })
    .then((r) => setTickets(r.list.filter((x) => x.detailState === 'sent' || x.detailState === 'returned'))).catch(fail);
  const start = () => {
    form.resetFields();
    setOpen(true);
    requestData<{ list: TaskRow[] }>('/resource/task/page', { params: { limit: '500' } })
      .then((r) => setTasks(r.list.filter((x) => x.state === 1 || x.state === 2))).catch(fail);
  };
  const save = async () => {
    const values = await form.validateFields();
    await requestData('/production/production/addReturnHandleRecord', { method: 'POST', body: values });
    void message.success(t('ui.saved'));
    setOpen(false);
    onDone();
  };
  // the concrete stays at its station: another running task of the ticket's station
  const targets = tasks.filter((k) => ticket && k.orgId === ticket.orgId && k.id !== ticket.taskId);
  return (
    <>
      <Button type="primary" onClick={start} data-testid="return-entry">{t('returnHandleRecord.entry')}</Button>
      <Modal open={open} title={t('returnHandleRecord.entry')} onCancel={() => setOpen(false)} onOk={() => save().catch(fail)} destroyOnHidden okButtonProps={{ 'data-testid': 'return-save' } as ButtonProps}>
        <Form form={form} layout="vertical" initialValues={{ remainingType: '1', handlingMethod: '1' }}>
          <Form.Item name="ticketId" label={t('returnHandleRecord.ticket')} rules={[{ required: true }]}>
            <Select showSearch filterOption={false} onSearch={findTickets} placeholder={t('returnHandleRecord.findTicket')} data-testid="return-ticket"
              options={tickets.map((x) => ({ value: x.id, label: `${x.ticketCode} · ${x.taskCode} · ${x.quantity} m³` }))} />
          </Form.Item>
          <Form.Item name="remainingType" label={t('returnHandleRecord.remainingType')} rules={[{ required: true }]}>
            <Select options={['1', '2'].map((v) => option(v, t(`returnHandleRecord.type_${v}`)))} data-testid="return-type" />
          </Form.Item>
          <Form.Item name="handlingMethod" label={t('returnHandleRecord.handlingMethod')} rules={[{ required: true }]}>
            <Select options={['1', '2', '3'].map((v) => option(v, t(`returnHandleRecord.method_${v}`)))} data-testid="return-method" />
          </Form.Item>
          <Form.Item name="quantity" label={t('returnHandleRecord.quantity')} rules={[{ required: true, pattern: /^\d+(\.\d{1,2})?$/ }]}>
            <Input inputMode="decimal" data-testid="return-quantity" />
          </Form.Item>
          {method === TRANSFER && (
            <Form.Item name="targetTaskId" label={t('returnHandleRecord.targetTask')} rules={[{ required: true }]}>
              <Select showSearch optionFilterProp="label" data-testid="return-target"
                options={targets.map((k) => ({ value: k.id, label: `${k.taskCode} ${k.projectName}` }))} />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('returnHandleRecord.remark')}><Input.TextArea maxLength={500} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /production/return-management: the handled returns, and the entry of a new one. */
export default function Screen() {
  return <ResourceScreen def={def} toolbar={(api) => <ReturnEntry onDone={api.list.reload} />} />;
}
