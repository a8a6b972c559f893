import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, type ButtonProps } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useAddReturnHandleMutation, useReturnTargetTasksQuery, useTicketsToReturnQuery, type ReturnEntry } from './delivery.api';
import { returnHandleResource as def } from './return-handle.resource';

const TRANSFER = '2';
const option = (value: string, label: string) => ({ value, label });

/**
 * The entry of returned or remaining concrete on one sent ticket: scrapped and downgraded use are
 * done at once, a transfer to another running task of the station waits for its approval.
 */
function ReturnEntry({ onDone }: { onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [form] = Form.useForm<ReturnEntry>();
  const [open, setOpen] = useState(false);
  // the code typed in the ticket picker: none asked before the first
  const [ticketCode, setTicketCode] = useState<string | null>(null);
  const tickets = (useTicketsToReturnQuery(ticketCode ?? skipToken).data?.list ?? []).filter((x) => x.detailState === 'sent' || x.detailState === 'returned');
  const tasks = (useReturnTargetTasksQuery(open ? undefined : skipToken).data?.list ?? []).filter((x) => x.state === 1 || x.state === 2);
  const [addHandle] = useAddReturnHandleMutation();
  const method = Form.useWatch('handlingMethod', form);
  const ticketId = Form.useWatch('ticketId', form);
  const ticket = tickets.find((x) => x.id === ticketId);
  // the client has told the user already
  const fail = () => undefined;
  const start = () => {
    form.resetFields();
    setOpen(true);
  };
  const save = async () => {
    const values = await form.validateFields();
    await addHandle(values).unwrap();
    void message.success(t('ui.saved'));
    setOpen(false);
    onDone();
  };
  // the concrete stays at its station: another running task of the ticket's station
  const targets = tasks.filter((k) => ticket && k.orgId === ticket.orgId && k.id !== ticket.taskId);
  return (
    <>
      <Button type="primary" onClick={start} data-testid="return-entry">
        {t('returnHandleRecord.entry')}
      </Button>
      <Modal
        open={open}
        title={t('returnHandleRecord.entry')}
        onCancel={() => setOpen(false)}
        onOk={() => save().catch(fail)}
        destroyOnHidden
        okButtonProps={{ 'data-testid': 'return-save' } as ButtonProps}
      >
        <Form form={form} layout="vertical" initialValues={{ remainingType: '1', handlingMethod: '1' }}>
          <Form.Item name="ticketId" label={t('returnHandleRecord.ticket')} rules={[{ required: true }]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setTicketCode}
              placeholder={t('returnHandleRecord.findTicket')}
              data-testid="return-ticket"
              options={tickets.map((x) => ({ value: x.id, label: `${x.ticketCode} · ${x.taskCode} · ${x.quantity} m³` }))}
            />
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
              <Select
                showSearch
                optionFilterProp="label"
                data-testid="return-target"
                options={targets.map((k) => ({ value: k.id, label: `${k.taskCode} ${k.projectName}` }))}
              />
            </Form.Item>
          )}
          <Form.Item name="remark" label={t('returnHandleRecord.remark')}>
            <Input.TextArea maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /production/return-management: the handled returns, and the entry of a new one. */
export default function Screen() {
  return <ResourceScreen def={def} toolbar={(api) => <ReturnEntry onDone={api.list.reload} />} />;
}
