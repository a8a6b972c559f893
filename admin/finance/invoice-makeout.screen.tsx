import { useState } from 'react';
import { App, Button, Form, Input, Modal } from 'antd';
import { DayPicker } from '../../src/ui/day-picker';
import { plantToday } from '../../src/ui/plant-day';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { useMakeoutInvoiceMutation } from './finance.api';
import { invoiceResource as def } from './invoice.resource';

/** Records the number and date of the invoice issued for an agreed request. */
function Makeout({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ invoiceNo: string; invoiceDate: string }>();
  const [makeout] = useMakeoutInvoiceMutation();
  // the `makeout` button is the invoice screen's and the server checks it there: this child route declares no buttons of its
  // own and the client loads only the current page's, so the action shows on every agreed request of a screen the role may open
  if (row.approveState !== 1) return null;
  const save = async () => {
    const v = await form.validateFields();
    await makeout({ xsInvoicingId: Number(row.xsInvoicingId), ...v }).unwrap();
    void message.success(t('ui.saved'));
    setOpen(false);
    onDone();
  };
  return (
    <>
      <Button
        size="small"
        type="link"
        onClick={() => {
          form.setFieldsValue({ invoiceNo: String(row.invoiceNo ?? ''), invoiceDate: String(row.invoiceDate ?? '') || plantToday() });
          setOpen(true);
        }}
        data-testid="invoice-makeout"
      >
        {t('finance.makeout')}
      </Button>
      <Modal open={open} title={t('finance.makeout')} onCancel={() => setOpen(false)} onOk={() => save().catch(() => undefined)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="invoiceNo" label={t('finance.invoiceNo')} rules={[{ required: true, max: 32, pattern: /^[\w.@-]+$/ }]}>
            <Input />
          </Form.Item>
          <Form.Item name="invoiceDate" label={t('finance.invoiceDate')} rules={[{ required: true }]}>
            <DayPicker />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** /sales/invoice/makeout: agreed requests get the number and date of the invoice issued. */
export default function Screen() {
  return <ResourceScreen def={def} rowActions={(row, api) => <Makeout row={row} onDone={api.list.reload} />} />;
}
