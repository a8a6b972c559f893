import { useMemo, useState } from 'react';
import { App, Button, DatePicker, Form, InputNumber, Modal, Radio, Space, Statistic } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { Dayjs } from 'dayjs';
import { fenToYuan } from '../../src/domain/sales/money';
import { PermissionGate } from '../../src/ui/permission-gate';
import { dayValue, plantMonth } from '../../src/ui/plant-day';
import type { Row } from '../../src/ui/resource/resource-api';
import { useResourceT } from '../../src/ui/resource/resource-i18n';
import { ResourceScreen } from '../../src/ui/resource/resource-screen';
import { CustomerProjectPick } from './customer-pick';
import { deliveryBookResource as def } from './delivery-book.resource';
import { useBookTotalsQuery, useSetPumpTicketStateMutation, useSetTicketStateMutation } from './statement.api';

/** Paper ticket back, with the customer's signed volume (blank keeps it). */
function TicketBack({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ ticketState: number; signedQuantity?: number }>();
  const [setTicketState] = useSetTicketStateMutation();
  const save = async () => {
    const v = await form.validateFields();
    await setTicketState({
      id: Number(row.id),
      ticketState: v.ticketState,
      ...(v.signedQuantity !== undefined && v.signedQuantity !== null ? { signedQuantity: String(v.signedQuantity) } : {}),
    }).unwrap();
    void message.success(t('ui.saved'));
    setOpen(false);
    onDone();
  };
  return (
    <PermissionGate button="ticketState">
      <Button
        size="small"
        type="link"
        data-testid="ticket-back"
        onClick={() => {
          form.setFieldsValue({
            ticketState: Number(row.ticketState ?? 0),
            signedQuantity: row.signedQuantity === null ? undefined : Number(row.signedQuantity),
          });
          setOpen(true);
        }}
      >
        {t('statement.setTicketState')}
      </Button>
      <Modal
        open={open}
        title={`${t('statement.signTitle')} · ${String(row.ticketCode)}`}
        onCancel={() => setOpen(false)}
        onOk={() => save().catch(() => undefined)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="ticketState" label={t('statement.ticketState')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 0, label: t('statement.notBack') },
                { value: 1, label: t('statement.back') },
              ]}
            />
          </Form.Item>
          <Form.Item name="signedQuantity" label={t('statement.signedQuantity')}>
            <InputNumber min={0.001} max={Number(row.quantity)} step={0.001} precision={3} style={{ width: 200 }} data-testid="signed-quantity" />
          </Form.Item>
        </Form>
      </Modal>
    </PermissionGate>
  );
}

/** Pump ticket back or not, for a pumped load. */
function PumpTicket({ row, onDone }: { row: Row; onDone: () => void }) {
  const t = useResourceT();
  const [setPumpTicketState] = useSetPumpTicketStateMutation();
  if (row.pourMethod !== '泵送') return null;
  const next = Number(row.pumpTicketState) === 1 ? 0 : 1;
  return (
    <PermissionGate button="pumpTicketState">
      <Button
        size="small"
        type="link"
        onClick={() =>
          setPumpTicketState({ id: Number(row.id), pumpTicketState: next })
            .unwrap()
            .then(onDone)
            .catch(() => undefined)
        }
      >
        {next === 1 ? t('statement.setPumpTicketState') : `${t('statement.pumpTicketState')}: ${t('statement.notBack')}`}
      </Button>
    </PermissionGate>
  );
}

/**
 * /statement/shipping, the delivery book: one customer's (and project's) tickets of a month with
 * each ticket's price and the totals of the month (the same figures a settlement sheet takes).
 */
export default function Screen() {
  const t = useResourceT();
  const [pick, setPick] = useState<{ customerId?: number; projectId?: number }>({});
  const [month, setMonth] = useState<Dayjs>(() => dayValue(plantMonth()));
  const params = useMemo(() => {
    const p: Record<string, string> = { time: `${month.format('YYYY-MM-DD')},${month.endOf('month').format('YYYY-MM-DD')}` };
    if (pick.customerId !== undefined) p.customerId = String(pick.customerId);
    if (pick.projectId !== undefined) p.projectId = String(pick.projectId);
    return p;
  }, [pick, month]);
  // none while another filter's load; a ticket state set reads them again (the book's tag)
  const totals = useBookTotalsQuery(pick.customerId === undefined ? skipToken : params).currentData?.totals;
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <CustomerProjectPick customerId={pick.customerId} projectId={pick.projectId} onChange={setPick} />
        <DatePicker picker="month" allowClear={false} value={month} onChange={(v) => v && setMonth(v.startOf('month'))} data-testid="book-month" />
      </Space>
      {totals && (
        <Space size="large" style={{ marginBottom: 12 }} data-testid="book-totals">
          <Statistic title={t('statement.ticketCount')} value={totals.ticketCount} />
          <Statistic title={t('statement.settledQuantity')} value={totals.settledQuantity} />
          <Statistic title={t('statement.amountFen')} value={fenToYuan(totals.amountFen)} groupSeparator="" data-testid="book-amount" />
          <Statistic title={t('statement.unpriced')} value={totals.unpricedCount} valueStyle={totals.unpricedCount ? { color: '#cf1322' } : undefined} />
        </Space>
      )}
      <ResourceScreen
        key={JSON.stringify(params)}
        def={def}
        baseParams={params}
        rowActions={(row, api) => (
          <>
            <TicketBack row={row} onDone={api.list.reload} />
            <PumpTicket row={row} onDone={api.list.reload} />
          </>
        )}
      />
    </>
  );
}
