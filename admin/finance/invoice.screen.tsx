import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Select } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { approvalRowActions } from '../../src/ui/approval/approval-actions';
import { PermissionGate } from '../../src/ui/permission-gate';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { fenToYuan } from '../../src/domain/sales/money';
import { useDeleteInvoiceMutation, useInvoiceCustomersQuery, useOpenSettlementsQuery, useSaveInvoiceMutation, type InvoiceRequest } from './finance.api';
import { INVOICE_TYPES, invoiceResource as def } from './invoice.resource';

/** A request to invoice agreed sheets: a customer, its sheets with something left to invoice, and an amount (their open total when blank). */
function NewInvoice({ onDone }: { onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  // the customer picked: its sheets with something left to invoice
  const [picked, setPicked] = useState<number>();
  const customers = useInvoiceCustomersQuery(open ? undefined : skipToken).data ?? [];
  const sheets = useOpenSettlementsQuery(picked ?? skipToken).data ?? [];
  const [saveInvoice] = useSaveInvoiceMutation();
  const [form] = Form.useForm<InvoiceRequest>();
  const chosen = Form.useWatch('settlementIds', form) ?? [];
  // the client has told the user already
  const fail = () => undefined;
  const start = () => {
    setOpen(true);
    form.resetFields();
  };
  const pick = (customerId: number) => {
    const c = customers.find((x) => x.value === customerId);
    form.setFieldsValue({ settlementIds: [], titleName: c?.label, taxNo: c?.taxNo });
    setPicked(customerId);
  };
  const openFen = sheets.filter((s) => chosen.includes(s.settlementId)).reduce((n, s) => n + s.openFen, 0);
  const save = async () => {
    const v = await form.validateFields();
    await saveInvoice({ ...v, amount: v.amount || undefined }).unwrap();
    void message.success(t('ui.saved'));
    setOpen(false);
    onDone();
  };
  return (
    <PermissionGate button="add">
      <Button type="primary" onClick={start} data-testid="invoice-new">
        {t('ui.add')}
      </Button>
      <Modal open={open} width={720} title={t('finance.invoiceTitle')} onCancel={() => setOpen(false)} onOk={() => save().catch(fail)} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="customerId" label={t('finance.customer')} rules={[{ required: true }]}>
            <Select options={customers} onChange={pick} showSearch optionFilterProp="label" data-testid="invoice-customer" />
          </Form.Item>
          <Form.Item name="settlementIds" label={t('finance.settlements')} rules={[{ required: true }]}>
            <Select
              mode="multiple"
              data-testid="invoice-sheets"
              options={sheets.map((s) => ({ value: s.settlementId, label: `${s.settlementCode} (${s.startDate}~${s.endDate}) ${fenToYuan(s.openFen)}` }))}
            />
          </Form.Item>
          <Form.Item name="invoiceType" label={t('finance.invoiceType')} rules={[{ required: true }]} initialValue="special">
            <Select options={INVOICE_TYPES.map((o) => ({ value: o.value, label: t(o.label) }))} />
          </Form.Item>
          <Form.Item name="titleName" label={t('finance.titleName')} rules={[{ required: true, max: 100 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="taxNo" label={t('finance.taxNo')} rules={[{ max: 32 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="taxRate" label={t('finance.taxRate')} rules={[{ pattern: /^\d{1,3}(\.\d{1,2})?$/, message: t('finance.rule2') }]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="amount"
            label={`${t('finance.invoiceAmount')} ≤ ${fenToYuan(openFen)}`}
            rules={[{ pattern: /^\d{1,12}(\.\d{1,2})?$/, message: t('finance.rule3') }]}
          >
            <Input placeholder={fenToYuan(openFen)} data-testid="invoice-amount" />
          </Form.Item>
        </Form>
      </Modal>
    </PermissionGate>
  );
}

const approval = approvalRowActions(def.name, def.id);

/** A request not yet agreed may be deleted, freeing its sheets' amounts. */
function Remove({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const [remove] = useDeleteInvoiceMutation();
  if (row.approveState === 1 || row.approveState === 0) return null;
  return (
    <PermissionGate button="delete">
      <Popconfirm
        title={`${t('ui.delete')}?`}
        onConfirm={() =>
          remove(Number(row.xsInvoicingId))
            .unwrap()
            .then(onDone)
            .catch(() => undefined)
        }
      >
        <Button size="small" type="link" danger>
          {t('ui.delete')}
        </Button>
      </Popconfirm>
    </PermissionGate>
  );
}

/** /sales/invoice: the requests with their approval, and a new request over agreed settlement sheets. */
export default function Screen() {
  return (
    <ResourceScreen
      def={def}
      toolbar={(api) => <NewInvoice onDone={api.list.reload} />}
      rowActions={(row, api) => (
        <>
          {approval(row, api)}
          <Remove row={row} onDone={api.list.reload} />
        </>
      )}
    />
  );
}
